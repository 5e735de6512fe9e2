import { and, desc, eq, inArray } from 'drizzle-orm';
import type { OperationalData } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { operationalData, retirements, type OperationalDataRow } from '../../db/schema';
import { notFound } from '../../errors';
import type { Account } from '../../lib/account';

/** What a record's reply lists of each of its retirements. */
type RetirementSummary = OperationalData['retirements'][number];

/** A record in the contract's field names, with its retirements newest first. */
export const toOperationalData = (row: OperationalDataRow, retired: RetirementSummary[]): OperationalData => ({
  operationalDataId: row.id,
  year: row.year,
  status: row.status,
  totalNoofVehicels: row.totalVehicles,
  annualCarMiles: row.annualCarMiles,
  annualElectricalConsumption: row.annualElectricalConsumption,
  annualWaterConsumption: row.annualWaterConsumption,
  emissions: row.emissions,
  estimatedEmissions: row.estimatedEmissions,
  credits: row.credits,
  offsets: row.offsets,
  monthlyOffsetsDone: row.monthlyOffsetsDone,
  badge: row.badge,
  escalation: row.escalation,
  createdAt: row.createdAt.toISOString(),
  retirements: retired,
});

/** The retirements of these records, newest first, grouped by record. */
async function retirementsOf(db: Database, recordIds: string[]): Promise<Map<string, RetirementSummary[]>> {
  const byRecord = new Map<string, RetirementSummary[]>();
  if (recordIds.length === 0) return byRecord;
  const rows = await db
    .select({
      recordId: retirements.operationalDataId,
      checkoutId: retirements.id,
      quantity: retirements.quantity,
      retiredAt: retirements.retiredAt,
    })
    .from(retirements)
    .where(inArray(retirements.operationalDataId, recordIds))
    .orderBy(desc(retirements.seq));
  for (const { recordId, retiredAt, ...rest } of rows) {
    const list = byRecord.get(recordId) ?? [];
    list.push({ ...rest, retiredAt: retiredAt.toISOString() });
    byRecord.set(recordId, list);
  }
  return byRecord;
}

/** The records as replies, each with its retirements, in the order given. */
export async function withRetirements(db: Database, rows: OperationalDataRow[]): Promise<OperationalData[]> {
  const retired = await retirementsOf(db, rows.map((row) => row.id));
  return rows.map((row) => toOperationalData(row, retired.get(row.id) ?? []));
}

/** Another account's record is as unknown as one that does not exist: nothing says it does. */
export const noRecord = () => notFound('No operational data has this id');

/**
 * Locks the account's record until the transaction ends, so the checkout and offsets of one
 * record queue up and each sees what the previous one did.
 */
export async function lockRecord(tx: Database, account: Account, recordId: string): Promise<OperationalDataRow> {
  const [row] = await tx
    .select()
    .from(operationalData)
    .where(and(eq(operationalData.id, recordId), eq(operationalData.ownerId, account.ownerId)))
    .for('update');
  if (!row) throw noRecord();
  return row;
}
