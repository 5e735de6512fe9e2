import { formatCount, formatDateTime } from '@commons/shared/domain';
import type { OperationalData } from '@commons/shared/schemas';
import { orMissing } from '@commons/shared/ui-kit';
import { noRecordsText, Table, type Column } from '@commons/shared/ui-kit';
import { QueryState } from '../../../components/query-state';
import { useOperationalData } from '../../operational-data/api/get-operational-data';

/** The nine columns of Assets in the contract's order (docs/product-rules.md#screens); "-" where a value is missing. */
const columns: Column<OperationalData>[] = [
  { header: 'Year', cell: (record) => record.year },
  { header: 'Creation Date', cell: (record) => orMissing(record.createdAt || null, formatDateTime) },
  { header: 'Vehicles', cell: (record) => orMissing(record.totalNoofVehicels, formatCount) },
  { header: 'Car Miles', cell: (record) => orMissing(record.annualCarMiles, formatCount) },
  { header: 'Electricity (Kwh)', cell: (record) => orMissing(record.annualElectricalConsumption, formatCount) },
  { header: 'Water (GLN)', cell: (record) => orMissing(record.annualWaterConsumption, formatCount) },
  { header: 'Emissions (mt)', cell: (record) => orMissing(record.emissions, formatCount) },
  { header: 'Estimated Emissions (mt)', cell: (record) => orMissing(record.estimatedEmissions, formatCount) },
  { header: 'Escalation', cell: (record) => orMissing(record.escalation || null) },
];

/** The approved years: what an operator has confirmed, with the actual emissions. */
export function AssetsTable() {
  const records = useOperationalData();
  return (
    <QueryState query={records} what="Your assets">
      {(list) => (
        <Table
          caption="Approved operational data"
          columns={columns}
          rows={list.filter((record) => record.status === 'APPROVED')}
          rowKey={(record) => record.operationalDataId}
          emptyText={noRecordsText}
        />
      )}
    </QueryState>
  );
}
