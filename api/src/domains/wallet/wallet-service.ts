import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { centsToUsd, withdrawalListStatuses, payoutHoldHours, withdrawalTooSmall, type WithdrawalStatus } from '@commons/shared/domain';
import type { PageQuery, WithdrawalRequest, WithdrawalRequestPage } from '@commons/shared/schemas';
import type { Account } from '../../lib/account';
import { changeCache } from '../../db/change-cache';
import { withdrawalRequests, type WithdrawalRequestRow } from '../../db/schema';
import { keysetList } from '../../lib/paging';
import { conflict, notFound } from '@commons/server-kernel/errors';
import type { ServiceDeps } from '../domain';
import { withdrawalRequested } from '../notices/messages/withdrawals';
import { queueNotice } from '../notices/queue-notice';
import { accountOwner, configuredOrigin } from '../notices/recipients';
import { applyEntry, balanceCents, lockWallet } from './ledger';
import { requireVerifiedOwner } from '../users/verified-owner';
import { createPayoutSeals } from './payout-account-seals';
import { withdrawalDestination } from './withdrawal-destination';

/** A request as the account sees it; its destination is the owner's alone to see (docs/product-rules.md#money-and-payments). */
export const toWithdrawalRequest = (row: WithdrawalRequestRow, account?: Account): WithdrawalRequest => ({
  requestId: row.id,
  requestedDate: row.requestedAt.toISOString(),
  amount: centsToUsd(row.amountCents),
  status: row.status,
  paidTo: account && account.callerId !== account.ownerId ? null : row.paidTo,
});

export type WalletService = ReturnType<typeof createWalletService>;

/** The lists of withdrawal requests, by URL segment. */
export type WithdrawalList = keyof typeof withdrawalListStatuses;

/** Why a request that is no longer PENDING cannot be cancelled, in the account's words. */
const notCancellable: Record<Exclude<WithdrawalStatus, 'PENDING'>, string> = {
  COMPLETED: 'This withdrawal request was already approved, so it can no longer be cancelled',
  REJECTED: 'This withdrawal request was already rejected and its amount returned to the wallet',
  CANCELLED: 'This withdrawal request was already cancelled and its amount returned to the wallet',
};

/** The account's side of its wallet: the balance, asking for withdrawals and listing them. */
export function createWalletService({
  db,
  jobs,
  changes = null,
  config,
}: Pick<ServiceDeps, 'db' | 'changes' | 'jobs'> & Partial<Pick<ServiceDeps, 'config'>>) {
  // my-wallet's balance, kept in memory until migration 0011's trigger tells this
  // wallet's row changed; what moves money reads the locked row, never this copy.
  const balances = changeCache<number>(changes, {
    channel: 'wallets',
    staleKey: (ownerId) => ownerId || null,
    keeps: () => true,
    holds: () => true,
    maxEntries: 5_000,
    maxAgeMs: 60_000,
  });
  const listOf = (list: WithdrawalList) =>
    keysetList({
      name: `wallet_withdrawal_requests_${list}`,
      select: () => db.select().from(withdrawalRequests).$dynamic(),
      where: and(
        eq(withdrawalRequests.walletId, sql.placeholder('walletId')),
        inArray(withdrawalRequests.status, [...withdrawalListStatuses[list]]),
      ),
      key: withdrawalRequests.seq,
      keyOf: (row) => row.seq,
    });
  const lists = { pending: listOf('pending'), rejected: listOf('rejected') };
  const seals = createPayoutSeals(config ?? { secretsKey: null, previousSecretsKeys: [] });
  return {
    /** The available balance: what is left once pending withdrawals are held. */
    balanceCents: (account: Account) => balances.read(account.ownerId, () => balanceCents(db, account.ownerId)),

    /**
     * Holds `amountCents` at once with a WITHDRAWAL entry and records the PENDING request, in
     * one transaction: the wallet lock makes simultaneous requests take turns, so together they
     * can never take more than the balance. The owner's notice is queued in it too.
     */
    raiseWithdrawal: (
      account: Account,
      { amountCents }: { amountCents: number },
      origin = configuredOrigin(config),
    ): Promise<WithdrawalRequest> =>
      db.transaction(async (tx) => {
        const { ownerId: walletId, callerId: requestedBy } = account;
        await requireVerifiedOwner(tx, account, 'withdrawal');
        const tooSmall = withdrawalTooSmall(amountCents, await lockWallet(tx, walletId));
        if (tooSmall) throw conflict(tooSmall);
        const id = randomUUID();
        const destination = await withdrawalDestination(tx, seals, walletId, id, config?.payoutHoldHours ?? payoutHoldHours);
        const held = await applyEntry(tx, walletId, { kind: 'WITHDRAWAL', amountCents: -amountCents, referenceId: id });
        const [row] = await tx
          .insert(withdrawalRequests)
          .values({ id, walletId, amountCents, requestedBy, ...destination })
          .returning();
        if (!row) throw new Error('insert into withdrawal_requests returned no row');
        const owner = await accountOwner(tx, walletId);
        if (owner) {
          const notice = { requestId: id, amountCents, balanceAfterCents: held.balanceAfterCents, requestedAt: row.requestedAt, paidTo: row.paidTo };
          await queueNotice(tx, jobs, 'withdrawals', owner, origin, withdrawalRequested(origin, notice));
        }
        return toWithdrawalRequest(row, account);
      }),

    /**
     * Cancels a PENDING request of the account (docs/product-rules.md#money-and-payments): returns
     * its hold with a WITHDRAWAL_REVERSAL entry, as a rejection does. The request row is locked
     * first, as the operator's decision locks it, so a cancel racing an approve or reject ends in
     * exactly one of them; the ledger's one-reversal-per-request index guards the money besides.
     */
    cancelWithdrawal: (account: Account, requestId: string): Promise<WithdrawalRequest> =>
      db.transaction(async (tx) => {
        const [request] = await tx
          .select()
          .from(withdrawalRequests)
          .where(and(eq(withdrawalRequests.id, requestId), eq(withdrawalRequests.walletId, account.ownerId)))
          .for('update');
        if (!request) throw notFound('No such withdrawal request in this wallet');
        if (request.status !== 'PENDING') throw conflict(notCancellable[request.status]);
        await applyEntry(tx, request.walletId, { kind: 'WITHDRAWAL_REVERSAL', amountCents: request.amountCents, referenceId: request.id });
        const [row] = await tx
          .update(withdrawalRequests)
          .set({ status: 'CANCELLED', decidedAt: new Date(), decidedBy: `account ${account.callerId}` })
          .where(eq(withdrawalRequests.id, request.id))
          .returning();
        if (!row) throw new Error('update of withdrawal_requests returned no row');
        return toWithdrawalRequest(row, account);
      }),

    /** One page of the wallet's requests in `list` (its statuses: withdrawalListStatuses), newest first. */
    async withdrawalRequests(account: Account, { list, ...query }: PageQuery & { list: WithdrawalList }): Promise<WithdrawalRequestPage> {
      const { items, ...cursors } = await lists[list].read({ walletId: account.ownerId }, query, (row) => toWithdrawalRequest(row, account));
      return { requests: items, ...cursors };
    },
  };
}
