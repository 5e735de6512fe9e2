import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { centsToUsd, formatSerialRange, registryRetirementUrl, type WalletRecordType } from '@commons/shared/domain';
import type {
  CheckoutRecord,
  CheckoutRecordPage,
  HistoryPageQuery,
  TopUpWithdrawalRecord,
  TopUpWithdrawalRecordPage,
} from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import {
  checkoutRecords,
  individuals,
  listings,
  operationalData,
  retirements,
  walletEntries,
  withdrawalRequests,
  type CheckoutRecordRow,
  type RetirementRow,
} from '../../db/schema';
import { forbidden } from '@commons/server-kernel/errors';
import { keysetList } from '../../lib/paging';
import type { Account } from '../../lib/account';
import type { ServiceDeps } from '../domain';

export type WalletHistory = ReturnType<typeof createWalletHistory>;

interface RecordRow {
  id: number;
  kind: string;
  amountCents: number;
  balanceBeforeCents: number;
  balanceAfterCents: number;
  referenceId: string;
  createdAt: Date;
}

/** Amounts are positive; the type says which way the balance moved. */
const toTopUpWithdrawalRecord = (row: RecordRow): TopUpWithdrawalRecord => ({
  recordId: row.referenceId,
  date: row.createdAt.toISOString(),
  type: row.kind as WalletRecordType,
  beginningBalance: centsToUsd(row.balanceBeforeCents),
  amount: centsToUsd(Math.abs(row.amountCents)),
  endingBalance: centsToUsd(row.balanceAfterCents),
});

/** A checkout with what it retired: the kind, the year it offsets, the project, whether a sample, and its units. */
interface CheckoutRow {
  checkout: CheckoutRecordRow;
  kind: RetirementRow['kind'] | null;
  year: number | null;
  projectName: string | null;
  sample: boolean | null;
  registry: string | null;
  serialPrefix: string | null;
  serialStart: number | null;
  serialEnd: number | null;
}

/** Where the registry shows the row's units; null for a sample, a registry not known or a retirement not read. */
function registryLink({ sample, registry, serialPrefix: prefix, serialStart: start, serialEnd: end }: CheckoutRow): string | null {
  if (sample === null || registry === null || prefix === null || start === null || end === null) return null;
  return registryRetirementUrl(registry, formatSerialRange({ prefix, start, end }), sample) ?? null;
}

const toCheckoutRecord = (found: CheckoutRow): CheckoutRecord => ({
  recordId: found.checkout.id,
  checkOutDate: found.checkout.createdAt.toISOString(),
  checkOutType: found.checkout.checkoutType,
  quantity: found.checkout.quantity,
  beginningBalance: centsToUsd(found.checkout.balanceBeforeCents),
  amount: centsToUsd(found.checkout.amountCents),
  fee: centsToUsd(found.checkout.feeCents),
  endingBalance: centsToUsd(found.checkout.balanceAfterCents),
  checkoutId: found.checkout.checkoutId,
  retirementKind: found.kind,
  year: found.year,
  projectName: found.projectName,
  sample: found.sample,
  registryRetirementUrl: registryLink(found),
});

/** The Completed tab: every top-up, and the withdrawals an operator completed. */
const completedTopUpOrWithdrawal = or(
  eq(walletEntries.kind, 'TOPUP'),
  and(eq(walletEntries.kind, 'WITHDRAWAL'), eq(withdrawalRequests.status, 'COMPLETED')),
);

/**
 * The wallet whose history `historyId` names, which must be the caller's account: the caller's
 * own `userHistoryId` or, for a sub-user, its owner's. Blank means the caller's.
 */
async function walletOf(db: Database, account: Account, historyId: string): Promise<string> {
  if (historyId === '') return account.ownerId;
  const rows = await db
    .select({ userHistoryId: individuals.userHistoryId })
    .from(individuals)
    .where(inArray(individuals.id, [account.ownerId, account.callerId]));
  if (rows.some((row) => row.userHistoryId === historyId)) return account.ownerId;
  throw forbidden("You can only read your own account's history");
}

/** The wallet's history lists, newest first, in cursor pages. */
export function createWalletHistory({ db }: Pick<ServiceDeps, 'db'>) {
  const walletId = sql.placeholder('walletId');
  const topUpsAndWithdrawals = keysetList({
    name: 'history_topups_withdrawals',
    select: () =>
      db
        .select({
          id: walletEntries.id,
          kind: walletEntries.kind,
          amountCents: walletEntries.amountCents,
          balanceBeforeCents: walletEntries.balanceBeforeCents,
          balanceAfterCents: walletEntries.balanceAfterCents,
          referenceId: walletEntries.referenceId,
          createdAt: walletEntries.createdAt,
        })
        .from(walletEntries)
        .leftJoin(withdrawalRequests, eq(withdrawalRequests.id, walletEntries.referenceId))
        .$dynamic(),
    where: and(eq(walletEntries.walletId, walletId), completedTopUpOrWithdrawal),
    key: walletEntries.id,
    keyOf: (row) => row.id,
  });
  const checkouts = keysetList({
    name: 'history_checkouts',
    // Left joins: a checkout is money moved and is listed even if what it retired could not be read.
    select: () =>
      db
        .select({
          checkout: checkoutRecords,
          kind: retirements.kind,
          year: operationalData.year,
          projectName: listings.projectName,
          sample: retirements.sample,
          registry: listings.registry,
          serialPrefix: listings.serialPrefix,
          serialStart: retirements.serialStart,
          serialEnd: retirements.serialEnd,
        })
        .from(checkoutRecords)
        .leftJoin(retirements, eq(retirements.id, checkoutRecords.checkoutId))
        .leftJoin(operationalData, eq(operationalData.id, retirements.operationalDataId))
        .leftJoin(listings, eq(listings.id, retirements.listingId))
        .$dynamic(),
    where: eq(checkoutRecords.walletId, walletId),
    key: checkoutRecords.seq,
    keyOf: (row) => row.checkout.seq,
  });
  return {
    async topUpWithdrawalRecords(account: Account, query: HistoryPageQuery): Promise<TopUpWithdrawalRecordPage> {
      const values = { walletId: await walletOf(db, account, query.historyId) };
      const { items, ...cursors } = await topUpsAndWithdrawals.read(values, query, toTopUpWithdrawalRecord);
      return { records: items, ...cursors };
    },

    async checkoutRecords(account: Account, query: HistoryPageQuery): Promise<CheckoutRecordPage> {
      const values = { walletId: await walletOf(db, account, query.historyId) };
      const { items, ...cursors } = await checkouts.read(values, query, toCheckoutRecord);
      return { records: items, ...cursors };
    },
  };
}
