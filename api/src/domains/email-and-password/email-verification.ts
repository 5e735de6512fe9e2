import { and, eq, ne } from 'drizzle-orm';
import type { VerifiedEmail } from '@commons/shared/schemas';
import { badRequest, conflict } from '@commons/server-kernel/errors';
import type { Database } from '../../db/database';
import type { JobSender } from '../jobs/engine';
import { isUniqueViolation } from '@commons/server-kernel/db/errors';
import { individuals, type Individual } from '../../db/schema';
import type { Account } from '../../lib/account';
import { queueMail } from '../mail/outbox';
import type { ServiceDeps } from '../domain';
import { emailTaken } from '../users/accounts';
import { consumeToken, issueToken, voidTokens } from './account-tokens';
import { setupRemovedMail, verificationMail } from './account-mails';
import { throttle } from './throttle';
import { removeUnverifiedSetup, removedAnything } from './unverified-setup';

export type EmailVerification = ReturnType<typeof createEmailVerification>;

/** Said for a link that is unknown, expired or used: the page then offers a new one. */
export const usedLinkMessage = 'This link has expired or was already used. Sign in to ask for a new one.';

/** Queues the verification link of `individual`'s address in the caller's transaction (signup, Resend). */
export async function sendVerification(tx: Database, jobs: JobSender, individual: Pick<Individual, 'id' | 'email'>, origin: string) {
  const token = await issueToken(tx, individual.id, 'verify-email', individual.email);
  await queueMail(tx, jobs, verificationMail(individual.email, individual.id, origin, token));
}

/** Proving an address: the link sent at signup, Resend, and a new address's confirmation. */
export function createEmailVerification({ db, jobs }: Pick<ServiceDeps, 'db' | 'jobs'>) {
  const lockMember = async (tx: Database, id: string) => {
    const [row] = await tx.select().from(individuals).where(eq(individuals.id, id)).for('update');
    if (!row) throw badRequest(usedLinkMessage);
    return row;
  };

  /** Moves the account to the address its change-of-address link was sent to, now proven. */
  async function moveAddress(tx: Database, member: Individual, email: string): Promise<void> {
    const [other] = await tx
      .select({ id: individuals.id })
      .from(individuals)
      .where(and(eq(individuals.email, email), ne(individuals.id, member.id)));
    if (other) throw emailTaken();
    try {
      await tx.update(individuals).set({ email, emailVerifiedAt: new Date() }).where(eq(individuals.id, member.id));
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    await voidTokens(tx, member.id, ['change-email', 'verify-email', 'reset-password']);
  }

  return {
    /** A new link to the caller's own address, at most once a minute and five times an hour. */
    async resend(account: Account, origin: string): Promise<{ sent: true }> {
      const [member] = await db.select().from(individuals).where(eq(individuals.id, account.callerId));
      if (!member) throw badRequest(usedLinkMessage);
      if (member.emailVerifiedAt) throw conflict('Your email address is already verified');
      await throttle(
        db,
        [
          { key: `verify-minute:${member.id}`, max: 1, windowMinutes: 1 },
          { key: `verify-hour:${member.id}`, max: 5, windowMinutes: 60 },
        ],
        'A link was sent a moment ago: check your inbox (and spam folder), or try again in a few minutes',
      );
      await db.transaction(async (tx) => {
        // Only the newest link works, so an old mail found later does nothing unexpected.
        await voidTokens(tx, member.id, ['verify-email']);
        await sendVerification(tx, jobs, member, origin);
      });
      return { sent: true };
    },

    /**
     * Follows a verification link (marks the address verified) or a change-of-address link
     * (moves the account to the new address, verified). Either works once; a link for an address
     * the account no longer uses does nothing. The first proof of an owner's address removes what
     * was set up before it, and a mail lists what.
     */
    verify: (token: string, origin: string): Promise<VerifiedEmail> =>
      db.transaction(async (tx) => {
        const link = await consumeToken(tx, token, ['verify-email', 'change-email']);
        if (!link) throw badRequest(usedLinkMessage);
        const member = await lockMember(tx, link.individualId);
        if (link.purpose === 'change-email') {
          await moveAddress(tx, member, link.email);
          return { email: link.email, changed: true };
        }
        if (member.email !== link.email) throw badRequest('This link is for an address your account no longer uses');
        if (!member.emailVerifiedAt) {
          const removed = await removeUnverifiedSetup(tx, member);
          await tx.update(individuals).set({ emailVerifiedAt: new Date() }).where(eq(individuals.id, member.id));
          if (removedAnything(removed)) await queueMail(tx, jobs, setupRemovedMail(member.email, member.id, origin, removed));
        }
        return { email: member.email, changed: false };
      }),
  };
}
