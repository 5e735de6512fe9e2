import { checkoutStatuses, formatCount } from '@commons/shared/domain';
import type { OperationalData } from '@commons/shared/schemas';
import { noDataText, orMissing, Table, type Column } from '@commons/shared/ui';
import { useCallback, useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { useOperationalData } from '../../operational-data/api/get-operational-data';
import { CertificatesDialog } from './certificates-dialog';
import { OffsetDialog } from './offset-dialog';
import { PurchaseDialog } from './purchase-dialog';
import { RecordActions, type RecordDialog } from './record-actions';
import { RecordBadge } from './record-badge';
import { useReopenedPurchase } from './use-reopened-purchase';

/** The seven columns before Action (PRODUCT_SPEC section 2), in its order. */
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

/**
 * The carbon-credit checkout table of Carbon Credits and of the Wizard's third step: the APPROVED
 * and ESTIMATED records, each with its Checkout or Offset and its certificates.
 */
export function CarbonCreditsTable() {
  const records = useOperationalData();
  const [open, setOpen] = useState<{ dialog: RecordDialog; record: OperationalData } | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const reopen = useCallback((record: OperationalData) => setOpen({ dialog: 'checkout', record }), []);
  useReopenedPurchase(records.data, reopen);
  const columns: Column<OperationalData>[] = [
    ...figures,
    { header: 'Action', cell: (record) => <RecordActions record={record} onOpen={(dialog) => setOpen({ dialog, record })} /> },
  ];
  return (
    <>
      <QueryState query={records} what="Your records">
        {(list) => (
          <Table
            caption="Carbon credits by year"
            columns={columns}
            rows={offered(list)}
            rowKey={(record) => record.operationalDataId}
            emptyText={noDataText}
          />
        )}
      </QueryState>
      {open?.dialog === 'checkout' && <PurchaseDialog record={open.record} onClose={close} />}
      {open?.dialog === 'offset' && <OffsetDialog record={open.record} onClose={close} />}
      {open?.dialog === 'certificates' && <CertificatesDialog record={open.record} onClose={close} />}
    </>
  );
}
