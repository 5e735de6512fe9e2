import { and, eq, or } from 'drizzle-orm';
import { centsToUsd, type WalletRecordType } from '@commons/shared/domain';
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
  walletEntries,
  withdrawalRequests,
  type CheckoutRecordRow,
  type Individual,
} from '../../db/schema';
import { forbidden } from '../../errors';
import { readPage } from '../../lib/paging';
import { walletIdOf } from '../wallet/ledger';

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

const toCheckoutRecord = (row: CheckoutRecordRow): CheckoutRecord => ({
  recordId: row.id,
  checkOutDate: row.createdAt.toISOString(),
  checkOutType: row.checkoutType,
  quantity: row.quantity,
  beginningBalance: centsToUsd(row.balanceBeforeCents),
  amount: centsToUsd(row.amountCents),
  fee: centsToUsd(row.feeCents),
  endingBalance: centsToUsd(row.balanceAfterCents),
  checkoutId: row.checkoutId,
});

/** The Completed tab: every top-up, and the withdrawals an operator completed. */
const completedTopUpOrWithdrawal = or(
  eq(walletEntries.kind, 'TOPUP'),
  and(eq(walletEntries.kind, 'WITHDRAWAL'), eq(withdrawalRequests.status, 'COMPLETED')),
);

/** The wallet's history lists, newest first, in cursor pages. */
export function createWalletHistory(db: Database) {
  return {
    /**
     * The wallet whose history `historyId` names, which must be the caller's account: its own
     * `userHistoryId` or, for a sub-user, its owner's. Blank means the caller's.
     */
    async walletOf(user: Individual, historyId: string): Promise<string> {
      const walletId = walletIdOf(user);
      if (historyId === '' || historyId === user.userHistoryId) return walletId;
      if (user.ownerId) {
        const [owner] = await db
          .select({ userHistoryId: individuals.userHistoryId })
          .from(individuals)
          .where(eq(individuals.id, user.ownerId));
        if (owner?.userHistoryId === historyId) return walletId;
      }
      throw forbidden("You can only read your own account's history");
    },

    async topUpWithdrawalRecords(walletId: string, query: HistoryPageQuery): Promise<TopUpWithdrawalRecordPage> {
      const { items, ...cursors } = await readPage(
        {
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
        },
        query,
        toTopUpWithdrawalRecord,
      );
      return { records: items, ...cursors };
    },

    async checkoutRecords(walletId: string, query: HistoryPageQuery): Promise<CheckoutRecordPage> {
      const { items, ...cursors } = await readPage(
        {
          select: () => db.select().from(checkoutRecords).$dynamic(),
          where: eq(checkoutRecords.walletId, walletId),
          key: checkoutRecords.seq,
          keyOf: (row) => row.seq,
        },
        query,
        toCheckoutRecord,
      );
      return { records: items, ...cursors };
    },
  };
}
