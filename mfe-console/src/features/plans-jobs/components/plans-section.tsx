import { centsToUsd, formatDateTime, formatUsd } from '@commons/shared/domain';
import type { PlanCycle, PlanOverview } from '@commons/shared/schemas';
import { PagedTable, type Column } from '@commons/shared/ui';
import { usePlanCycles, usePlanOverview } from '../api/plans-jobs-queries';
import { Budget, Figure, LastCharge, Mono, Muted, PlanStatus } from './cells';
import { QueryTable } from './query-table';
import { Heading, Intro, Section } from './section';

const cycleColumns: Column<PlanCycle>[] = [
  { header: 'Month', cell: (cycle) => cycle.month },
  { header: 'Plans charged', cell: (cycle) => <Figure>{cycle.plansCharged}</Figure> },
  { header: 'Tonnes', cell: (cycle) => <Figure>{cycle.tonnes} t</Figure> },
  { header: 'Charged', cell: (cycle) => <Figure>{formatUsd(centsToUsd(cycle.chargedCents))}</Figure> },
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
  { header: 'Plan', cell: (plan) => <Mono>{plan.planId}</Mono> },
  { header: 'Account', cell: (plan) => plan.email },
  { header: 'Year', cell: (plan) => plan.year },
  { header: 'Status', cell: (plan) => <PlanStatus plan={plan} /> },
  { header: 'Budget', cell: (plan) => <Budget cents={plan.monthlyBudgetCents} /> },
  { header: 'So far', cell: (plan) => <Figure>{`${plan.monthsCovered} mo, ${plan.tonnesRetired} t`}</Figure> },
  { header: 'Last charge', cell: (plan) => <LastCharge plan={plan} /> },
];

/**
 * The monthly cycles as the data records them: one charge per plan and month, summed by month.
 * Plans skipped or paused by a cycle are not kept per cycle, so the plans' own status shows them.
 */
export function PlansSection() {
  const cycles = usePlanCycles();
  const plans = usePlanOverview();
  return (
    <>
      <Section aria-labelledby="plan-cycles">
        <Heading id="plan-cycles">Monthly cycles</Heading>
        <Intro>The months charged, newest first. A cycle keeps no record of the plans it skipped or paused: see each plan's status below.</Intro>
        <QueryTable query={cycles} caption="Monthly cycles, newest first" columns={cycleColumns} rowKey={(cycle) => cycle.month} emptyText="No month charged yet" />
      </Section>
      <Section aria-labelledby="plans">
        <Heading id="plans">Plans</Heading>
        <PagedTable query={plans} caption="Monthly plans, newest first" columns={planColumns} rowKey={(plan) => plan.planId} />
      </Section>
    </>
  );
}
