import { asc, desc, eq, sql } from 'drizzle-orm';
import { detailedEstimate, type FactorSets } from '@commons/shared/domain';
import type { OperationalData } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { anyOf, idOf } from '../../db/raw';
import { operationalData, retirements, type OperationalDataRow } from '../../db/schema';
import { notFound } from '@commons/server-kernel/errors';
import type { Account } from '../../lib/account';

/** What a record's reply lists of each of its retirements. */
type RetirementSummary = OperationalData['retirements'][number];

/**
 * The record's detailed estimate with the factor set and household it was saved with, so a later
 * factor set or a move abroad leaves it as it was.
 */
export function detailedEstimateOf(row: OperationalDataRow, factorSets: FactorSets) {
  const set = factorSets.get(row.factorSetVersion);
  if (!set) throw new Error(`operational_data ${row.id} names factor set ${row.factorSetVersion}, which is not released`);
  const household = { ...row, familyMembers: row.householdMembers, country: row.householdCountry };
  return detailedEstimate(household, set);
}

/** A record in the contract's field names, with its retirements newest first and its detailed estimate. */
export const toOperationalData = (
  row: OperationalDataRow,
  retired: RetirementSummary[],
  factorSets: FactorSets,
): OperationalData => ({
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
  detailedEstimate: detailedEstimateOf(row, factorSets),
});

/** What a retirement read selects: the summary's fields and the record it belongs to. */
const retirementColumns = {
  recordId: retirements.operationalDataId,
  checkoutId: retirements.id,
  quantity: retirements.quantity,
  retiredAt: retirements.retiredAt,
  sample: retirements.sample,
};

type RetirementRow = { recordId: string; checkoutId: string; quantity: number; retiredAt: Date; sample: boolean };

/** A retirement as a record's reply lists it: its fields, named one by one, so nothing else slips in. */
const toSummary = ({ checkoutId, quantity, retiredAt, sample }: Omit<RetirementRow, 'recordId'>): RetirementSummary => ({
  checkoutId,
  quantity,
  retiredAt: retiredAt.toISOString(),
  sample,
});

/** Retirement rows, in the order read, grouped by record. */
function byRecord(rows: RetirementRow[]): Map<string, RetirementSummary[]> {
  const grouped = new Map<string, RetirementSummary[]>();
  for (const row of rows) {
    const list = grouped.get(row.recordId) ?? [];
    list.push(toSummary(row));
    grouped.set(row.recordId, list);
  }
  return grouped;
}

/** The retirements of these records, newest first, grouped by record. */
async function retirementsOf(db: Database, recordIds: string[]): Promise<Map<string, RetirementSummary[]>> {
  if (recordIds.length === 0) return new Map();
  return byRecord(
    await db
      .select(retirementColumns)
      .from(retirements)
      .where(anyOf(retirements.operationalDataId, recordIds))
      .orderBy(desc(retirements.seq)),
  );
}

/** A record a retirement saved, with its retirements newest first: what its reply is made of (`toOperationalData`). */
export interface RecordRetired {
  record: OperationalDataRow;
  retirements: RetirementSummary[];
}

/**
 * Records once a retirement of each is written: their earlier retirements are read now, before
 * the batch takes the listing's lock, and a saved record gets the retirement returned first
 * (newest first, as read): one statement fewer under that lock.
 */
export async function retirementsAfterRetiring(
  db: Database,
  recordIds: string[],
): Promise<(saved: OperationalDataRow, latest: Omit<RetirementRow, 'recordId'>) => RecordRetired> {
  const earlier = await retirementsOf(db, recordIds);
  return (record, latest) => ({ record, retirements: [toSummary(latest), ...(earlier.get(record.id) ?? [])] });
}

/** The records as replies, in the order given, each with its retirements from `retired`. */
const asReplies = (
  rows: OperationalDataRow[],
  retired: Map<string, RetirementSummary[]>,
  factorSets: FactorSets,
): OperationalData[] => rows.map((row) => toOperationalData(row, retired.get(row.id) ?? [], factorSets));

/**
 * Every record of an account as replies, newest year first, each with its retirements: the
 * operational-data list, which reads all of an account's years on every request. Its two
 * queries are built once and prepared (as keyset lists are, lib/paging.ts), so a request only
 * binds the account; make one per service, which has its database.
 */
export function accountRecords(db: Database, factorSets: FactorSets): (ownerId: string) => Promise<OperationalData[]> {
  const records = db
    .select()
    .from(operationalData)
    .where(eq(operationalData.ownerId, sql.placeholder('ownerId')))
    .orderBy(desc(operationalData.year))
    .prepare('operational_data_of_owner');
  const retired = db
    .select(retirementColumns)
    .from(retirements)
    .where(sql`${retirements.operationalDataId} = ANY(${sql.placeholder('recordIds')})`)
    .orderBy(desc(retirements.seq))
    .prepare('retirements_of_records');
  return async (ownerId) => {
    const rows = await records.execute({ ownerId });
    if (rows.length === 0) return [];
    return asReplies(rows, byRecord(await retired.execute({ recordIds: rows.map((row) => row.id) })), factorSets);
  };
}

/** The records as replies, each with its retirements, in the order given. */
export async function withRetirements(
  db: Database,
  rows: OperationalDataRow[],
  factorSets: FactorSets,
): Promise<OperationalData[]> {
  return asReplies(rows, await retirementsOf(db, rows.map((row) => row.id)), factorSets);
}

/** Another account's record is as unknown as one that does not exist: nothing says it does. */
export const noRecord = () => notFound('No operational data has this id');

/**
 * Locks the records (`id`, `ownerId`) that exist, in id order so that batches locking
 * overlapping sets queue instead of deadlocking; returns them by id. Another owner's id locks
 * nothing.
 */
export async function lockRecords(tx: Database, wanted: Array<{ id: string; ownerId: string }>): Promise<Map<string, OperationalDataRow>> {
  if (wanted.length === 0) return new Map();
  const ids = sql.param(wanted.map((record) => record.id));
  const owners = sql.param(wanted.map((record) => record.ownerId));
  const rows = await tx
    .select()
    .from(operationalData)
    .where(sql`(${operationalData.id}, ${operationalData.ownerId}) in (select * from unnest(${ids}::uuid[], ${owners}::uuid[]))`)
    .orderBy(asc(operationalData.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Locks the account's record until the transaction ends, so the checkout and offsets of one
 * record queue up and each sees what the previous one did.
 */
export async function lockRecord(tx: Database, account: Account, recordId: string): Promise<OperationalDataRow> {
  const row = (await lockRecords(tx, [{ id: recordId, ownerId: account.ownerId }])).get(idOf(recordId));
  if (!row) throw noRecord();
  return row;
}
