import { eq } from 'drizzle-orm';
import { lastFour, maskedAccountLabel, paidToLabel, payoutHoldUntil } from '@commons/shared/domain';
import type { BankAccount, PayoutAccount, SetPayoutAccount } from '@commons/shared/schemas';
import { unauthenticated } from '@commons/server-kernel/errors';
import type { Database } from '../../db/database';
import { individuals, payoutAccounts, type PayoutAccountRow } from '../../db/schema';
import type { Account } from '../../lib/account';
import type { CodeClient } from '../auth/login-limiter';
import type { ServiceDeps } from '../domain';
import { confirmCurrentPassword } from '../email-and-password/current-password';
import { queueMail } from '../mail/outbox';
import { createTwoFactor } from '../sign-in-security/two-factor';
import { payoutAccountChangedMail } from './payout-account-mails';
import { createPayoutSeals } from './payout-account-seals';

export type PayoutAccounts = ReturnType<typeof createPayoutAccounts>;

/** The account's number as its last four are taken from. */
const numberOf = (account: BankAccount) => (account.kind === 'iban' ? account.iban : account.accountNumber);

/** The reply of the payout account's endpoints: masked, with the hold (`holdHours` long) while it lasts. */
export function payoutAccountView(row: PayoutAccountRow | undefined, holdHours: number, now = new Date()): PayoutAccount {
  if (!row) return { account: null, changedAt: null, holdUntil: null, holdHours };
  const until = payoutHoldUntil(row.changedAt, holdHours);
  const { kind, holderName, last4 } = row;
  return {
    account: { kind, holderName, last4, label: maskedAccountLabel(kind, last4) },
    changedAt: row.changedAt.toISOString(),
    holdUntil: until > now ? until.toISOString() : null,
    holdHours,
  };
}

/** The owner's payout account row, locked when `lock` (a withdrawal reads it so). */
export async function payoutAccountOf(db: Database, ownerId: string, lock = false): Promise<PayoutAccountRow | undefined> {
  const query = db.select().from(payoutAccounts).where(eq(payoutAccounts.ownerId, ownerId));
  return (await (lock ? query.for('update') : query))[0];
}

/**
 * The owner's payout account (docs/product-rules.md#money-and-payments): kept sealed with
 * `SECRETS_KEY` and bound to the owner, shown masked; set or changed with the current password
 * and the second factor when on, which starts a hold on withdrawals (`PAYOUT_ACCOUNT_HOLD_HOURS`,
 * 24 by default) and mails a notice.
 */
export function createPayoutAccounts(deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs'>) {
  const { db, jobs } = deps;
  const seals = createPayoutSeals(deps.config);
  const twoFactor = createTwoFactor(deps);
  const { payoutHoldHours } = deps.config;

  return {
    read: async (account: Account): Promise<PayoutAccount> => payoutAccountView(await payoutAccountOf(db, account.ownerId), payoutHoldHours),

    /**
     * Sets or replaces the owner's payout account. The password (counted toward its lockout) and
     * the code are checked before anything changes; the notice goes in the same transaction.
     */
    async set(account: Account, { account: bank, password, code }: SetPayoutAccount, origin: string, client: CodeClient): Promise<PayoutAccount> {
      const [owner] = await db.select().from(individuals).where(eq(individuals.id, account.ownerId));
      if (!owner) throw unauthenticated();
      await confirmCurrentPassword(db, owner, password);
      await twoFactor.confirmCode(owner.id, code, client);
      const changedAt = new Date();
      const row = await db.transaction(async (tx) => {
        const before = await payoutAccountOf(tx, owner.id, true);
        const values = {
          kind: bank.kind,
          holderName: bank.holderName,
          last4: lastFour(numberOf(bank)),
          sealed: seals.seal(bank, owner.id),
          changedAt,
        };
        const [saved] = await tx
          .insert(payoutAccounts)
          .values({ ownerId: owner.id, ...values })
          .onConflictDoUpdate({ target: payoutAccounts.ownerId, set: values })
          .returning();
        if (!saved) throw new Error('upsert of payout_accounts returned no row');
        const change = { before: before ? paidToLabel(before) : null, after: paidToLabel(saved), changedAt, holdUntil: payoutHoldUntil(changedAt, payoutHoldHours) };
        await queueMail(tx, jobs, payoutAccountChangedMail(owner.email, owner.id, origin, change));
        return saved;
      });
      return payoutAccountView(row, payoutHoldHours, changedAt);
    },

    /** Removes the owner's payout account; requests already made keep their own copy. */
    async remove(account: Account): Promise<PayoutAccount> {
      await db.delete(payoutAccounts).where(eq(payoutAccounts.ownerId, account.ownerId));
      return payoutAccountView(undefined, payoutHoldHours);
    },
  };
}
