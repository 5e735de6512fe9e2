import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  checkoutRecords,
  familyMembers,
  groupPolicies,
  identityDocuments,
  individuals,
  listings,
  operationalData,
  paymentSessions,
  payoutAccounts,
  publicBeneficiaries,
  publicPages,
  retirements,
  walletEntries,
  wallets,
  withdrawalRequests,
  type Individual,
  type WalletEntry,
} from '../../db/schema';

/** A member as exported: everything but the password's hash. */
const withoutSecrets = ({ passwordHash: _hash, ...member }: Individual) => member;

/**
 * Every record of one account, as the export's JSON files hold them: the database's own
 * fields (money in integer cents, times in ISO 8601), read in one go so the files agree.
 */
export async function readAccountRecords(db: Database, ownerId: string) {
  const [owner] = await db.select().from(individuals).where(eq(individuals.id, ownerId));
  if (!owner) throw new Error(`account ${ownerId} vanished`);
  const [subUsers, policies, family, years, bought, wallet, entries, topUps, withdrawals, checkouts, documents, publicPage, beneficiary, payout] =
    await Promise.all([
      db.select().from(individuals).where(eq(individuals.ownerId, ownerId)).orderBy(asc(individuals.seq)),
      db.select().from(groupPolicies).where(eq(groupPolicies.ownerId, ownerId)).orderBy(asc(groupPolicies.seq)),
      db.select().from(familyMembers).where(eq(familyMembers.ownerId, ownerId)).orderBy(asc(familyMembers.seq)),
      db.select().from(operationalData).where(eq(operationalData.ownerId, ownerId)).orderBy(asc(operationalData.year)),
      db.select().from(retirements).where(eq(retirements.ownerId, ownerId)).orderBy(asc(retirements.seq)),
      db.select().from(wallets).where(eq(wallets.ownerId, ownerId)),
      db.select().from(walletEntries).where(eq(walletEntries.walletId, ownerId)).orderBy(asc(walletEntries.id)),
      db.select().from(paymentSessions).where(eq(paymentSessions.walletId, ownerId)).orderBy(asc(paymentSessions.createdAt)),
      db.select().from(withdrawalRequests).where(eq(withdrawalRequests.walletId, ownerId)).orderBy(asc(withdrawalRequests.seq)),
      db.select().from(checkoutRecords).where(eq(checkoutRecords.walletId, ownerId)).orderBy(asc(checkoutRecords.seq)),
      db.select().from(identityDocuments).where(eq(identityDocuments.ownerId, ownerId)).orderBy(asc(identityDocuments.seq)),
      db.select().from(publicPages).where(eq(publicPages.ownerId, ownerId)),
      db.select({ shown: publicBeneficiaries.shown }).from(publicBeneficiaries).where(eq(publicBeneficiaries.ownerId, ownerId)),
      db
        .select({ kind: payoutAccounts.kind, holderName: payoutAccounts.holderName, last4: payoutAccounts.last4, changedAt: payoutAccounts.changedAt })
        .from(payoutAccounts)
        .where(eq(payoutAccounts.ownerId, ownerId)),
    ]);
  const listingIds = [...new Set(bought.map((retirement) => retirement.listingId))];
  const listingsBought =
    listingIds.length === 0 ? [] : await db.select().from(listings).where(inArray(listings.id, listingIds));
  return {
    profile: withoutSecrets(owner),
    subUsers: subUsers.map(withoutSecrets),
    groupPolicies: policies,
    familyMembers: family,
    operationalData: years,
    retirements: bought,
    listingsBought,
    wallet: { balanceCents: wallet[0]?.balanceCents ?? 0, updatedAt: wallet[0]?.updatedAt ?? null },
    walletEntries: entries,
    topUps: topUps.map(({ url: _url, ...topUp }) => topUp),
    // Where each was paid, masked; the sealed copy is the operator's to open, not an export's.
    withdrawals: withdrawals.map(({ paidToSealed: _sealed, ...withdrawal }) => withdrawal),
    checkouts,
    documents: documents.map(({ blobKey: _key, ...document }) => document),
    documentFiles: documents.map(({ id, seq, fileName, blobKey }) => ({ id, seq, fileName, blobKey })),
    /** The public impact page's settings; null when none were ever saved. */
    publicPage: publicPage[0] ?? null,
    /** Whom the certificates' public views name; none saved is MEMBER (docs/product-rules.md#the-public-impact-page). */
    publicBeneficiary: { shown: beneficiary[0]?.shown ?? 'MEMBER' },
    /** Where withdrawals are paid: holder and last four only (docs/product-rules.md#money-and-payments); null when none is kept. */
    payoutAccount: payout[0] ?? null,
  };
}

export type AccountRecords = Awaited<ReturnType<typeof readAccountRecords>>;

const csvCell = (text: string) => {
  // Quoted when it holds a separator, a quote or a line break; a leading =+-@ of anything but a
  // number is defused, so a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

const usd = (cents: number) => (cents / 100).toFixed(2);

/** The wallet's ledger as CSV, oldest first: one line per entry, amounts in USD with their sign. */
export function walletHistoryCsv(entries: WalletEntry[]): string {
  const header = ['date', 'kind', 'amount_usd', 'balance_before_usd', 'balance_after_usd', 'reference'];
  const lines = entries.map((entry) =>
    [entry.createdAt.toISOString(), entry.kind, usd(entry.amountCents), usd(entry.balanceBeforeCents), usd(entry.balanceAfterCents), entry.referenceId]
      .map(csvCell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
