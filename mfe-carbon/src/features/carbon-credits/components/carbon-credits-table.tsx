import { checkoutStatuses, formatCount } from '@commons/shared/domain';
import type { OperationalData, Plan } from '@commons/shared/schemas';
import { orMissing } from '@commons/shared/ui-kit';
import { noRecordsText, Table, type Column } from '@commons/shared/ui-kit';
import { useCallback, useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { useOperationalData } from '../../operational-data/api/get-operational-data';
import { usePlans } from '../api/get-plans';
import { CancelPlanDialog } from './cancel-plan-dialog';
import { CertificatesDialog } from './certificates-dialog';
import { OffsetDialog } from './offset-dialog';
import type { PlanDialog } from './plan-buttons';
import { PlanCell, type RowPlan } from './plan-cell';
import { canStartPlan, openPlanOf } from './plan-figures';
import { PurchaseDialog } from './purchase-dialog';
import { RecordActions, type RecordDialog } from './record-actions';
import { RecordBadge } from './record-badge';
import { LazyStartPlanDialog } from './lazy-start-plan-dialog';
import { useReopenedPurchase } from './use-reopened-purchase';

/** The seven columns before Action, in the contract's order (docs/product-rules.md#screens). */
const figures: Column<OperationalData>[] = [
  { header: 'Year', cell: (record) => record.year },
  { header: 'Actual Ann.Emissions', cell: (record) => orMissing(record.emissions, formatCount) },
  { header: 'Estimated Ann.Emissions', cell: (record) => orMissing(record.estimatedEmissions, formatCount) },
  { header: 'Carbon Credits', cell: (record) => formatCount(record.credits) },
  { header: 'Carbon Offset', cell: (record) => formatCount(record.offsets) },
  { header: 'Monthly Offset Done', cell: (record) => record.monthlyOffsetsDone },
  { header: 'Badge', cell: (record) => <RecordBadge badge={record.badge} /> },
];

const offered = (records: OperationalData[]) => records.filter((record) => checkoutStatuses.includes(record.status));

/** A row's plan, once the plans are in: until then (or when they failed) a dash and no plan buttons. */
const rowPlanOf = (record: OperationalData, plans: Plan[] | undefined): RowPlan =>
  plans
    ? { open: openPlanOf(plans, record.operationalDataId), canStart: canStartPlan(record, plans) }
    : { open: undefined, canStart: false };

/**
 * The carbon-credit checkout table of Carbon Credits and of the Wizard's third step: the APPROVED
 * and ESTIMATED records, each with its Checkout or Offset and its certificates. With `withPlans`
 * (Carbon Credits) a Monthly Plan column shows each row's plan with its buttons
 * (docs/jobs.md#monthly-plans).
 */
export function CarbonCreditsTable({ withPlans = false }: { withPlans?: boolean }) {
  const records = useOperationalData();
  const plans = usePlans({ enabled: withPlans });
  const [open, setOpen] = useState<{ dialog: RecordDialog | PlanDialog; record: OperationalData } | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const reopen = useCallback((record: OperationalData) => setOpen({ dialog: 'checkout', record }), []);
  useReopenedPurchase(records.data, reopen);
  const planColumn: Column<OperationalData> = {
    header: 'Monthly Plan',
    cell: (record) => <PlanCell plan={rowPlanOf(record, plans.data)} onOpen={(dialog) => setOpen({ dialog, record })} />,
  };
  const columns: Column<OperationalData>[] = [
    ...figures,
    ...(withPlans ? [planColumn] : []),
    {
      header: 'Action',
      cell: (record) => (
        <RecordActions
          record={record}
          planned={rowPlanOf(record, plans.data).open !== undefined}
          onOpen={(dialog) => setOpen({ dialog, record })}
        />
      ),
    },
  ];
  const cancelling = open?.dialog === 'cancel-plan' ? rowPlanOf(open.record, plans.data).open : undefined;
  return (
    <>
      <QueryState query={records} what="Your records">
        {(list) => (
          <Table
            caption="Carbon credits by year"
            columns={columns}
            rows={offered(list)}
            rowKey={(record) => record.operationalDataId}
            emptyText={noRecordsText}
          />
        )}
      </QueryState>
      {open?.dialog === 'checkout' && <PurchaseDialog record={open.record} onClose={close} />}
      {open?.dialog === 'offset' && <OffsetDialog record={open.record} onClose={close} />}
      {open?.dialog === 'certificates' && <CertificatesDialog record={open.record} onClose={close} />}
      {open?.dialog === 'start-plan' && <LazyStartPlanDialog record={open.record} onClose={close} />}
      {cancelling && <CancelPlanDialog plan={cancelling} onClose={close} />}
    </>
  );
}
