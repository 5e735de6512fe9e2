import { centsToUsd, formatDateTime, formatUsd, planStatuses } from '@commons/shared/domain';
import type { PlanCycle, PlanOverview, PlanOverviewQueryInput } from '@commons/shared/schemas';
import { LoadFailed, Spinner, Stack } from '@commons/shared/ui';
import { Select } from '@commons/shared/ui-kit';
import { Table, type Column } from '@commons/shared/ui-kit';
import styled from 'styled-components';
import { Pager, positionOf } from '../../../components/pager';
import { TableFilters } from '../../../components/table-filters';
import { TableSearch } from '../../../components/table-search';
import { useTableUrl } from '../../../components/table-url';
import { usePlanCycles, usePlanOverview } from '../api/plans-jobs-queries';
import { Budget, Figure, LastCharge, Mono, Muted, PlanStatus } from './cells';
import { QueryTable } from './query-table';
import { Heading, Intro, Section } from './section';

/** A count of plans, with the reasons that make it up (those with none left out) below it. */
function Counted({ total, parts }: { total: number; parts: Array<[number, string]> }) {
  const shown = parts.filter(([n]) => n > 0);
  return (
    <>
      <Figure>{total}</Figure>
      {shown.length > 0 && <Muted>{shown.map(([n, why]) => `${n} ${why}`).join(', ')}</Muted>}
    </>
  );
}

const cycleColumns: Column<PlanCycle>[] = [
  { header: 'Month', cell: (cycle) => cycle.month },
  { header: 'Charged', cell: (cycle) => <Figure>{cycle.plansCharged}</Figure> },
  { header: 'Skipped', cell: (cycle) => <Counted total={cycle.plansSkipped} parts={[[cycle.skipped.nothingLeft, 'nothing left'], [cycle.skipped.noListing, 'no listing']]} /> },
  { header: 'Paused', cell: (cycle) => <Counted total={cycle.plansPaused} parts={[[cycle.paused.funds, 'wallet too low'], [cycle.paused.price, 'price above budget']]} /> },
  { header: 'Tonnes', cell: (cycle) => <Figure>{cycle.tonnes} t</Figure> },
  { header: 'Amount', cell: (cycle) => <Figure>{formatUsd(centsToUsd(cycle.chargedCents))}</Figure> },
  {
    header: 'When',
    cell: (cycle) => (
      <>
        {formatDateTime(cycle.lastRunAt)}
        {cycle.firstRunAt !== cycle.lastRunAt && <Muted>first at {formatDateTime(cycle.firstRunAt)}</Muted>}
      </>
    ),
  },
];

const planColumns: Column<PlanOverview>[] = [
  { header: 'Plan', cell: (plan) => <Mono>{plan.planId}</Mono>, sortKey: 'created' },
  { header: 'Account', cell: (plan) => plan.email, sortKey: 'email' },
  { header: 'Year', cell: (plan) => plan.year, sortKey: 'year' },
  { header: 'Status', cell: (plan) => <PlanStatus plan={plan} />, sortKey: 'status' },
  { header: 'Budget', cell: (plan) => <Budget cents={plan.monthlyBudgetCents} /> },
  { header: 'So far', cell: (plan) => <Figure>{`${plan.monthsCovered} mo, ${plan.tonnesRetired} t`}</Figure> },
  { header: 'Last charge', cell: (plan) => <LastCharge plan={plan} />, sortKey: 'lastCharge' },
];

const Filters = styled(TableFilters)`
  margin-bottom: 12px;
`;

const filters = ['status', 'q'] as const;

/** The plans, a numbered page from the server, sorted by a header, of one status and searched by email (kept in the address). */
function PlansTable() {
  const table = useTableUrl(filters, { sort: 'created', order: 'desc' });
  // The address is passed on as it is: the server refuses what it does not know, with a message.
  const plans = usePlanOverview(table.view as PlanOverviewQueryInput);
  return (
    <>
      <Filters>
        <Select label="Status" placeholder="Every status" options={planStatuses} value={table.view.status ?? ''} onChange={(e) => table.change({ status: e.target.value })} />
        <TableSearch key={table.view.q ?? ''} name="Search the plans" label="Account" hint="Part of an email, any case" value={table.view.q ?? ''} onSearch={(q) => table.change({ q })} />
      </Filters>
      {plans.isError && !plans.data ? (
        <LoadFailed onRetry={() => void plans.refetch()}>The plans could not be loaded.</LoadFailed>
      ) : !plans.data ? (
        <Spinner label="Loading" />
      ) : (
        <Stack $gap={12}>
          <Table caption="Monthly plans" columns={planColumns} rows={plans.data.plans} rowKey={(plan) => plan.planId} emptyText={table.view.status || table.view.q ? 'No plans match these filters' : 'No monthly plans yet'} sorting={table.sorting} />
          <Pager label="Pages of plans" {...positionOf(plans.data)} onPage={table.onPage} />
        </Stack>
      )}
    </>
  );
}

/**
 * The monthly cycles as the data records them: each plan's month once, charged, skipped or
 * paused, summed by month (docs/jobs.md, "Monthly plans").
 */
export function PlansSection() {
  const cycles = usePlanCycles();
  return (
    <>
      <Section aria-labelledby="plan-cycles">
        <Heading id="plan-cycles">Monthly cycles</Heading>
        <Intro>The months a cycle settled, newest first: the plans charged, skipped (nothing left to offset, or no listing yet: tried again the next day) and paused. A month charged after a skip counts as charged.</Intro>
        <QueryTable query={cycles} caption="Monthly cycles, newest first" columns={cycleColumns} rowKey={(cycle) => cycle.month} emptyText="No cycle has run yet" />
      </Section>
      <Section aria-labelledby="plans">
        <Heading id="plans">Plans</Heading>
        <PlansTable />
      </Section>
    </>
  );
}
