import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database';
import type { Account } from '../../src/lib/account';
import type { BankAccount } from '@commons/shared/schemas';
import { paymentSessions, payoutAccounts, walletEntries, wallets } from '../../src/db/schema';
import { createPayoutSeals } from '../../src/domains/wallet/payout-account-seals';
import type { SecretKeys } from '../../src/lib/secret-box';
import { bearer, signUp } from './accounts';
import { markEmailVerified, setStatus } from './account-state';

/** The account an owner acts on: its own. */
export const ownAccount = (individualId: string): Account => ({ ownerId: individualId, callerId: individualId });

/**
 * A new APPROVED owner account whose address is verified (as following the signup mail's link
 * does), signed in; its wallet is keyed by its individualId.
 */
export async function approvedUser(app: FastifyInstance) {
  const { user } = await signUp(app);
  await setStatus(app.db, user.individualId, 'APPROVED');
  await markEmailVerified(app.db, user.individualId);
  return { ...user, accountStatus: 'APPROVED' as const, emailVerified: true };
}

/**
 * Credits a wallet the only way money enters one: a top-up session completed by the
 * provider's event (here handed to the service, as the webhook route does once verified).
 */
export async function creditWallet(app: FastifyInstance, walletId: string, usd: number): Promise<string> {
  const cents = Math.round(usd * 100);
  const url = await app.topUps.open(ownAccount(walletId), {
    amountCents: cents,
    customerEmail: 'payer@example.com',
    idempotencyKey: randomUUID(),
    origin: 'http://localhost',
  });
  const sessionId = url.split('/').pop()!;
  const event = { eventId: `evt_${randomUUID()}`, providerSessionId: sessionId, amountCents: cents };
  const outcome = await app.topUps.complete(event);
  if (outcome !== 'credited') throw new Error(`top-up not credited: ${outcome}`);
  return sessionId;
}

/**
 * Credits a wallet as `creditWallet` does, then records the payment as a real card provider's:
 * money from the sandbox makes every retirement it pays a sample
 * (docs/product-rules.md#sample-retirements), and some tests need a real one.
 */
export async function creditWalletByCard(app: FastifyInstance, walletId: string, usd: number): Promise<string> {
  const sessionId = await creditWallet(app, walletId, usd);
  await app.db.update(paymentSessions).set({ provider: 'stripe' }).where(eq(paymentSessions.id, sessionId));
  return sessionId;
}

/** A valid IBAN (its check digits hold) and the account the helpers give owners by default. */
export const adaIban: BankAccount = { kind: 'iban', holderName: 'Ada Lovelace', iban: 'NL91ABNA0417164300' };

/**
 * Gives the owner `ownerId` a payout account set `hoursAgo` hours ago (past the 24-hour hold by
 * default), written as the service keeps it, so a test can raise withdrawals at once: a
 * withdrawal is refused without one (docs/product-rules.md#money-and-payments).
 */
export async function givePayoutAccount(
  { db, config }: { db: Database; config: SecretKeys },
  ownerId: string,
  account: BankAccount = adaIban,
  hoursAgo = 25,
) {
  const number = account.kind === 'iban' ? account.iban : account.accountNumber;
  const values = {
    kind: account.kind,
    holderName: account.holderName,
    last4: number.slice(-4),
    sealed: createPayoutSeals(config).seal(account, ownerId),
    changedAt: new Date(Date.now() - hoursAgo * 3_600_000),
  };
  await db.insert(payoutAccounts).values({ ownerId, ...values }).onConflictDoUpdate({ target: payoutAccounts.ownerId, set: values });
}

/** `approvedUser` with a payout account past its hold: an owner who may withdraw at once. */
export async function payoutReadyUser(app: FastifyInstance) {
  const user = await approvedUser(app);
  await givePayoutAccount(app, user.individualId);
  return user;
}

/** Raises a withdrawal request of `usd` as the signed-in `token`; returns its requestId. */
export async function raiseWithdrawal(app: FastifyInstance, token: string, usd: number): Promise<string> {
  const raised = await app.inject({
    method: 'POST',
    url: '/api/api/wallet/individual/raise-withdrawal-request',
    headers: bearer(token),
    payload: { requestedWithdrawalAmount: usd },
  });
  if (raised.statusCode !== 201) throw new Error(`withdrawal not raised: ${raised.statusCode} ${raised.body}`);
  return raised.json<{ requestId: string }>().requestId;
}

/**
 * The ledger's invariants for one wallet: the stored balance, the sum of its entries, and
 * whether each entry starts from the balance the previous one left.
 */
export async function ledgerOf(db: Database, walletId: string) {
  const [wallet] = await db.select().from(wallets).where(eq(wallets.ownerId, walletId));
  const [sum] = await db
    .select({ cents: sql<string>`coalesce(sum(${walletEntries.amountCents}), 0)` })
    .from(walletEntries)
    .where(eq(walletEntries.walletId, walletId));
  const entries = await db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.walletId, walletId))
    .orderBy(asc(walletEntries.id));
  const chained = entries.every((entry, i) => entry.balanceBeforeCents === (entries[i - 1]?.balanceAfterCents ?? 0));
  return { balanceCents: wallet?.balanceCents ?? 0, sumCents: Number(sum?.cents ?? 0), entries, chained };
}
