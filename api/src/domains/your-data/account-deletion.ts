import { and, eq, gt, isNull } from 'drizzle-orm';
import { accountDeletionLinkMinutes, accountDeletionMessages, centsToUsd, formatUsd } from '@commons/shared/domain';
import type { AccountDeleted, AccountDeletionCheck, AccountDeletionRequested } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { accountDeletions, individuals, wallets, withdrawalRequests } from '../../db/schema';
import { conflict, notFound, unauthenticated } from '@commons/server-kernel/errors';
import type { Account } from '../../lib/account';
import { queueMail } from '../mail/outbox';
import { hashToken, newToken } from '../auth/tokens';
import type { ServiceDeps } from '../domain';
import { releaseBlob } from '../documents/release-blob';
import { eraseAccount } from './erase-account';
import { exportStoreOf } from './export-store';

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;

const linkInvalid = () => notFound(accountDeletionMessages.linkInvalid);

const usd = (cents: number) => formatUsd(centsToUsd(cents));

/**
 * Why the account may not be erased now, or null: while the wallet holds money or a withdrawal
 * waits, erasing it would leave money nobody can claim. With `lock`, the wallet row is locked
 * (when there is one), so no top-up or withdrawal slips in between this check and the erasure.
 */
async function moneyWaiting(tx: Database, ownerId: string, lock: boolean): Promise<string | null> {
  const walletOf = tx.select().from(wallets).where(eq(wallets.ownerId, ownerId));
  const [wallet] = lock ? await walletOf.for('update') : await walletOf;
  if (wallet && wallet.balanceCents !== 0) return accountDeletionMessages.balance(usd(wallet.balanceCents));
  const [pending] = await tx
    .select({ amountCents: withdrawalRequests.amountCents })
    .from(withdrawalRequests)
    .where(and(eq(withdrawalRequests.walletId, ownerId), eq(withdrawalRequests.status, 'PENDING')))
    .limit(1);
  return pending ? accountDeletionMessages.pendingWithdrawal(usd(pending.amountCents)) : null;
}

/** Refuses, with the reason, while money waits (`moneyWaiting`), the wallet row locked. */
async function refuseWhileMoneyWaits(tx: Database, ownerId: string): Promise<void> {
  const refusal = await moneyWaiting(tx, ownerId, true);
  if (refusal) throw conflict(refusal);
}

/**
 * The owner's deletion of the account (docs/product-rules.md#your-data-export-and-deletion): asked
 * for while signed in, confirmed from the mailed link (single-use, `accountDeletionLinkMinutes`),
 * then the personal data is erased and the ledger and retirements stay, anonymised
 * (`eraseAccount`).
 */
export function createAccountDeletion({ db, blobs, config, jobs }: Pick<ServiceDeps, 'db' | 'blobs' | 'config' | 'jobs'>) {
  const zips = exportStoreOf(config, blobs);
  return {
    /** What asking now would meet: the refusal's reason, or null. The request checks again. */
    check: async (account: Account): Promise<AccountDeletionCheck> => ({ refusal: await moneyWaiting(db, account.ownerId, false) }),

    /** Mails the confirmation link to the owner's address, or refuses with the reason. */
    request: (account: Account, siteOrigin: string): Promise<AccountDeletionRequested> =>
      db.transaction(async (tx) => {
        const [owner] = await tx.select().from(individuals).where(eq(individuals.id, account.ownerId)).for('update');
        if (!owner || owner.erasedAt) throw unauthenticated();
        await refuseWhileMoneyWaits(tx, owner.id);
        const token = newToken();
        const expiresAt = new Date(Date.now() + accountDeletionLinkMinutes * 60_000);
        await tx.insert(accountDeletions).values({ tokenHash: hashToken(token), ownerId: owner.id, expiresAt });
        await queueMail(tx, jobs, {
          to: owner.email,
          individualId: owner.id,
          category: 'security',
          subject: 'Confirm the deletion of your Carbon Commons account',
          heading: 'Delete your account?',
          paragraphs: [
            'You asked to delete your Carbon Commons account. Following the link erases your name, email, phone, profile, identity documents and the logins of your sub-users, and signs every browser out.',
            'Your purchases and retirements stay in the registry, anonymised: a certificate\'s verification page will name "a former member". This cannot be undone.',
            `The link works once, for ${accountDeletionLinkMinutes} minutes. If you did not ask for this, ignore this mail and change your password.`,
          ],
          action: { label: 'Delete my account', url: `${siteOrigin}/delete-account?token=${token}` },
        });
        return { mailedTo: owner.email, expiresAt: expiresAt.toISOString() };
      }),

    /**
     * Erases the account of the mailed `token`, once. The money check runs again under the
     * wallet's lock: a top-up may have arrived since the mail. A refusal leaves the link usable.
     */
    async confirm(token: string): Promise<AccountDeleted> {
      const erased = await db.transaction(async (tx) => {
        const [deletion] = await tx
          .update(accountDeletions)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(accountDeletions.tokenHash, hashToken(token)),
              isNull(accountDeletions.usedAt),
              gt(accountDeletions.expiresAt, new Date()),
            ),
          )
          .returning();
        if (!deletion) throw linkInvalid();
        const [owner] = await tx.select().from(individuals).where(eq(individuals.id, deletion.ownerId)).for('update');
        if (!owner || owner.erasedAt) throw linkInvalid();
        await refuseWhileMoneyWaits(tx, owner.id);
        return eraseAccount(tx, owner);
      });
      // After the commit: a file another account also uploaded stays for it.
      for (const key of new Set(erased.blobKeys)) await releaseBlob(db, blobs, key);
      // An export's ZIP is its own, kept where exports are (export-store.ts).
      for (const key of erased.exportKeys) await zips.delete(key).catch(() => undefined);
      return { deleted: true };
    },
  };
}
