import { count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/database';
import {
  familyMembers,
  groupPolicies,
  identityDocuments,
  individuals,
  operationalData,
  paymentSessions,
  retirements,
  walletEntries,
  wallets,
  withdrawalRequests,
} from '../../src/db/schema';

/** The tables an account's money actions and created records land in, by the column naming the account. */
const ownedBy: Array<[string, PgTable, PgColumn]> = [
  ['withdrawalRequests', withdrawalRequests, withdrawalRequests.walletId],
  ['walletEntries', walletEntries, walletEntries.walletId],
  ['paymentSessions', paymentSessions, paymentSessions.walletId],
  ['familyMembers', familyMembers, familyMembers.ownerId],
  ['operationalData', operationalData, operationalData.ownerId],
  ['retirements', retirements, retirements.ownerId],
  ['subUsers', individuals, individuals.ownerId],
  ['groupPolicies', groupPolicies, groupPolicies.ownerId],
  ['documents', identityDocuments, identityDocuments.ownerId],
];

/**
 * What an account holds: its rows in every table a money action or a created record writes,
 * and its balance. Equal before and after a request means the request changed nothing.
 */
export async function footprintOf(db: Database, ownerId: string): Promise<Record<string, number>> {
  const footprint: Record<string, number> = {};
  for (const [name, table, column] of ownedBy) {
    const [row] = await db.select({ n: count() }).from(table).where(eq(column, ownerId) as SQL);
    footprint[name] = row?.n ?? 0;
  }
  const [wallet] = await db.select({ cents: wallets.balanceCents }).from(wallets).where(eq(wallets.ownerId, ownerId));
  footprint.balanceCents = wallet?.cents ?? 0;
  return footprint;
}

/** The headers of a request sent with `key`. */
export const withKey = (headers: Record<string, string>, key: string) => ({ ...headers, 'idempotency-key': key });
