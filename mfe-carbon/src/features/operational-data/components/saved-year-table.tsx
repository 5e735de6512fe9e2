import { formatCount } from '@commons/shared/domain';
import type { OperationalData } from '@commons/shared/schemas';
import { noRecordsText, Table, type Column } from '@commons/shared/ui-kit';

/** The read-only table of a saved year, in the contract's column order (docs/product-rules.md#screens). */
const columns: Column<OperationalData>[] = [
  { header: 'Year', cell: (record) => record.year },
  { header: 'Total No. Of Vehicles', cell: (record) => formatCount(record.totalNoofVehicels) },
  { header: 'Annual Car Miles', cell: (record) => formatCount(record.annualCarMiles) },
  { header: 'Electricity (Kwh)', cell: (record) => formatCount(record.annualElectricalConsumption) },
  { header: 'Water (GLN)', cell: (record) => formatCount(record.annualWaterConsumption) },
  { header: 'Status', cell: (record) => record.status },
];

/** A year already recorded: shown, not editable, since a year has one record. */
export function SavedYearTable({ record }: { record: OperationalData }) {
  return (
    <Table
      caption={`Operational data of ${record.year}`}
      columns={columns}
      rows={[record]}
      rowKey={(row) => row.operationalDataId}
      emptyText={noRecordsText}
    />
  );
}
