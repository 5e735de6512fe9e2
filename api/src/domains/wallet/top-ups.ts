import { and, eq, isNull } from 'drizzle-orm';
import { centsToUsd, formatUsd } from '@commons/shared/domain';
import type { TopUpStatus } from '@commons/shared/schemas';
import { isUniqueViolation } from '@commons/server-kernel/db/errors';
import { paymentSessions, type PaymentSession } from '../../db/schema';
import { badRequest, conflict, notFound } from '@commons/server-kernel/errors';
import type { Account } from '../../lib/account';
import type { CompletionEvent } from '../../payments';
import { resumePlansAfterCredit } from '../plans/funded';
import type { ServiceDeps } from '../domain';
import { accountOwner, configuredOrigin } from '../notices/recipients';
import { topUpReceipt } from '../notices/messages/receipts';
import { queueReceipt } from '../notices/queue-notice';
import { requireVerifiedOwner } from '../users/verified-owner';
import { applyEntry, ensureWallet } from './ledger';

export interface TopUpRequest {
  amountCents: number;
  customerEmail: string;
  idempotencyKey: string;
  /** The site's origin as the browser sees it. */
  origin: string;
  /** A path of this site the success page returns to, checked by the request schema. */
  returnTo?: string | undefined;
}

/** What a completion event did: credited the wallet, or nothing because it had been, or is not ours. */
export type CompletionOutcome = 'credited' | 'already-paid' | 'unknown-session';

export type TopUps = ReturnType<typeof createTopUps>;

/** A repeated request must be the same top-up: another amount or provider under the key is refused. */
function checkSameTopUp(session: PaymentSession, request: TopUpRequest, provider: string): void {
  if (session.amountCents !== request.amountCents) {
    const amount = formatUsd(centsToUsd(session.amountCents));
    throw conflict(`This idempotency key was already used for a top-up of ${amount}; use a new key for another amount`);
  }
  if (session.provider !== provider) {
    throw conflict('This idempotency key was used with another payment provider; use a new key');
  }
}

/** Card top-ups: checkout sessions at the provider, and the wallet credit their completion brings. */
export function createTopUps({
  db,
  payments: provider,
  config,
  jobs,
}: Pick<ServiceDeps, 'db' | 'payments' | 'jobs'> & Partial<Pick<ServiceDeps, 'config'>>) {
  const byKey = (walletId: string, key: string) =>
    db
      .select()
      .from(paymentSessions)
      .where(and(eq(paymentSessions.walletId, walletId), eq(paymentSessions.idempotencyKey, key)));

  return {
    /**
     * The checkout URL of the top-up under this idempotency key, creating the session the first
     * time. The unique key decides between simultaneous requests; a session whose provider call
     * failed before is completed by the retry. The session is the owner's; `createdBy` the caller.
     * Only a verified owner's wallet takes money in (docs/product-rules.md#what-waits-for-a-verified-address).
     */
    async open(account: Account, request: TopUpRequest): Promise<string> {
      const { ownerId: walletId, callerId: createdBy } = account;
      const { amountCents, customerEmail, idempotencyKey } = request;
      await requireVerifiedOwner(db, account, 'top-up');
      await ensureWallet(db, walletId);
      const [inserted] = await db
        .insert(paymentSessions)
        .values({ provider: provider.name, walletId, amountCents, customerEmail, idempotencyKey, createdBy })
        .onConflictDoNothing({ target: [paymentSessions.walletId, paymentSessions.idempotencyKey] })
        .returning();
      const [session] = inserted ? [inserted] : await byKey(walletId, idempotencyKey);
      if (!session) throw new Error('payment session vanished after its insert conflicted');
      if (!inserted) checkSameTopUp(session, request, provider.name);
      if (session.url) return session.url;

      const created = await provider.createCheckoutSession({
        sessionId: session.id,
        amountCents: session.amountCents,
        customerEmail: session.customerEmail,
        origin: request.origin,
        returnTo: request.returnTo,
      });
      const [saved] = await db
        .update(paymentSessions)
        .set({ providerSessionId: created.providerSessionId, url: created.url })
        .where(and(eq(paymentSessions.id, session.id), isNull(paymentSessions.url)))
        .returning({ url: paymentSessions.url });
      if (saved?.url) return saved.url;
      // A simultaneous request saved its URL first; everyone gets that one.
      const [stored] = await byKey(walletId, idempotencyKey);
      return stored?.url ?? created.url;
    },

    /**
     * A top-up of the account's wallet, and whether its credit has come in; another wallet's
     * is as unknown as one that does not exist.
     */
    async status(account: Account, topUpId: string): Promise<TopUpStatus> {
      const [session] = await db
        .select({ id: paymentSessions.id, amountCents: paymentSessions.amountCents, status: paymentSessions.status })
        .from(paymentSessions)
        .where(and(eq(paymentSessions.id, topUpId), eq(paymentSessions.walletId, account.ownerId)));
      if (!session) throw notFound('No top-up has this id');
      return { topUpId: session.id, amount: centsToUsd(session.amountCents), status: session.status };
    },

    /**
     * Credits the wallet for a verified completion event, once per session however often the
     * event comes: the session row is locked and marked PAID in the transaction that writes the
     * TOPUP entry, and the unique (kind, reference) entry and event id back that up. The
     * receipt is queued in that transaction too, so it is sent once, and only for a credit.
     * `origin`: the site's address for the receipt's link.
     */
    async complete(event: CompletionEvent, origin = configuredOrigin(config)): Promise<CompletionOutcome> {
      try {
        return await db.transaction(async (tx) => {
          const [session] = await tx
            .select()
            .from(paymentSessions)
            .where(
              and(
                eq(paymentSessions.provider, provider.name),
                eq(paymentSessions.providerSessionId, event.providerSessionId),
              ),
            )
            .for('update');
          if (!session) return 'unknown-session';
          if (session.status === 'PAID') return 'already-paid';
          if (event.amountCents !== session.amountCents) {
            throw badRequest(`The event pays ${event.amountCents} cents but the session is for ${session.amountCents}`);
          }
          const credit = { kind: 'TOPUP', amountCents: session.amountCents, referenceId: session.id } as const;
          const entry = await applyEntry(tx, session.walletId, credit);
          const paidAt = new Date();
          await tx
            .update(paymentSessions)
            .set({ status: 'PAID', paidAt, providerEventId: event.eventId })
            .where(eq(paymentSessions.id, session.id));
          const owner = await accountOwner(tx, session.walletId);
          if (owner) {
            await queueReceipt(
              tx,
              jobs,
              owner,
              topUpReceipt(origin, {
                amountCents: session.amountCents,
                feeCents: 0,
                balanceAfterCents: entry.balanceAfterCents,
                paidAt,
                reference: session.id,
                provider: provider.name,
              }),
            );
          }
          await resumePlansAfterCredit(tx, jobs, session.walletId);
          return 'credited';
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'already-paid';
        throw error;
      }
    },

    /** A session of this provider by our id, for the sandbox's checkout page. */
    async find(sessionId: string): Promise<PaymentSession | undefined> {
      const [session] = await db
        .select()
        .from(paymentSessions)
        .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.provider, provider.name)));
      return session;
    },
  };
}
