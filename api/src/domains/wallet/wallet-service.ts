import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { centsToUsd, type WithdrawalStatus } from '@commons/shared/domain';
import type { PageQuery, WithdrawalRequest, WithdrawalRequestPage } from '@commons/shared/schemas';
import type { Account } from '../../lib/account';
import { changeCache } from '../../db/change-cache';
import { withdrawalRequests, type WithdrawalRequestRow } from '../../db/schema';
import { keysetList } from '../../lib/paging';
import type { ServiceDeps } from '../domain';
import { applyEntry, balanceCents } from './ledger';

export const toWithdrawalRequest = (row: WithdrawalRequestRow): WithdrawalRequest => ({
  requestId: row.id,
  requestedDate: row.requestedAt.toISOString(),
  amount: centsToUsd(row.amountCents),
  status: row.status,
});

export type WalletService = ReturnType<typeof createWalletService>;

/** The account's side of its wallet: the balance, asking for withdrawals and listing them. */
export function createWalletService({ db, changes = null }: Pick<ServiceDeps, 'db' | 'changes'>) {
  // my-wallet's balance, kept in memory (issue 16) until migration 0011's trigger tells this
  // wallet's row changed; what moves money reads the locked row, never this copy.
  const balances = changeCache<number>(changes, {
    channel: 'wallets',
    staleKey: (ownerId) => ownerId || null,
    keeps: () => true,
    holds: () => true,
    maxEntries: 5_000,
    maxAgeMs: 60_000,
  });
  const requestsIn = keysetList({
    name: 'wallet_withdrawal_requests',
    select: () => db.select().from(withdrawalRequests).$dynamic(),
    where: and(eq(withdrawalRequests.walletId, sql.placeholder('walletId')), eq(withdrawalRequests.status, sql.placeholder('status'))),
    key: withdrawalRequests.seq,
    keyOf: (row) => row.seq,
  });
  return {
    /** The available balance: what is left once pending withdrawals are held. */
    balanceCents: (account: Account) => balances.read(account.ownerId, () => balanceCents(db, account.ownerId)),

    /**
     * Holds `amountCents` at once with a WITHDRAWAL entry and records the PENDING request, in
     * one transaction: the wallet lock makes simultaneous requests take turns, so together they
     * can never take more than the balance.
     */
    raiseWithdrawal: (account: Account, { amountCents }: { amountCents: number }): Promise<WithdrawalRequest> =>
      db.transaction(async (tx) => {
        const { ownerId: walletId, callerId: requestedBy } = account;
        const id = randomUUID();
        await applyEntry(tx, walletId, { kind: 'WITHDRAWAL', amountCents: -amountCents, referenceId: id });
        const [row] = await tx
          .insert(withdrawalRequests)
          .values({ id, walletId, amountCents, requestedBy })
          .returning();
        if (!row) throw new Error('insert into withdrawal_requests returned no row');
        return toWithdrawalRequest(row);
      }),

    /** One page of the wallet's requests in `status`, newest first. */
    async withdrawalRequests(
      account: Account,
      { status, ...query }: PageQuery & { status: WithdrawalStatus },
    ): Promise<WithdrawalRequestPage> {
      const { items, ...cursors } = await requestsIn.read({ walletId: account.ownerId, status }, query, toWithdrawalRequest);
      return { requests: items, ...cursors };
    },
  };
}
