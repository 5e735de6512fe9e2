import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { ForgotPassword, ResetPassword } from '@commons/shared/schemas';
import { badRequest } from '@commons/server-kernel/errors';
import { individuals } from '../../db/schema';
import { queueMail } from '../mail/outbox';
import { forgetAccountFailures } from '../auth/login-limiter';
import { requireStrongPassword } from '../auth/password-rule';
import { hashPassword } from '../auth/passwords';
import { revokeAllSessions } from '../auth/sessions';
import type { ServiceDeps } from '../domain';
import { consumeToken, issueToken, voidTokens } from './account-tokens';
import { passwordChangedMail, resetMail } from './account-mails';
import { throttle } from './throttle';
import { removeUnverifiedSetup } from './unverified-setup';

export type PasswordReset = ReturnType<typeof createPasswordReset>;

/**
 * Every forgot-password answer takes at least this long, whether an account has the address or
 * not, so the time says nothing either (the work with an account, a token and a mail, takes a
 * few milliseconds more than without).
 */
export const forgotPasswordAnswerMs = 400;

export const resetLinkMessage = 'This password reset link has expired or was already used. Ask for a new one.';

/** Forgot password: a link by mail, then a new password that ends every session. */
export function createPasswordReset({ db, jobs }: Pick<ServiceDeps, 'db' | 'jobs'>) {
  /** Queues the reset link when an account has `email`; does the same queries either way. */
  async function mailLink(email: string, origin: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [member] = await tx.select().from(individuals).where(eq(individuals.email, email));
      if (!member) return;
      const token = await issueToken(tx, member.id, 'reset-password', member.email);
      await queueMail(tx, jobs, resetMail(member.email, member.id, origin, token));
    });
  }

  return {
    /**
     * The same answer, in about the same time, whether or not the address has an account; at
     * most 3 requests per address in 15 minutes and 30 per client address an hour, counted
     * alike for unknown addresses so the refusal reveals nothing either.
     */
    async forgot({ email }: ForgotPassword, address: string, origin: string): Promise<{ sent: true }> {
      const answerAt = Date.now() + forgotPasswordAnswerMs;
      try {
        await throttle(
          db,
          [
            { key: `forgot-email:${email}`, max: 3, windowMinutes: 15 },
            { key: `forgot-ip:${address}`, max: 30, windowMinutes: 60 },
          ],
          'Too many password reset requests: please check your inbox, or try again later',
        );
        await mailLink(email, origin);
        return { sent: true };
      } finally {
        await sleep(Math.max(0, answerAt - Date.now()));
      }
    },

    /**
     * Sets the new password from a reset link: every session ends, the account's failed logins
     * are forgotten (a locked-out owner gets in), other waiting links are void, the address
     * counts as verified (the link reached it), and a notice goes out. A reset that first proves
     * an owner's address removes what was set up before it, and the notice lists it.
     */
    async reset({ token, password }: ResetPassword, origin: string): Promise<{ passwordChanged: true }> {
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const link = await consumeToken(tx, token, ['reset-password']);
        if (!link) throw badRequest(resetLinkMessage);
        const [member] = await tx.select().from(individuals).where(eq(individuals.id, link.individualId)).for('update');
        // The address changed since the link was sent: it no longer speaks for the account.
        if (!member || member.email !== link.email) throw badRequest(resetLinkMessage);
        // Refused here, once the account is known, so the rollback keeps the link usable.
        await requireStrongPassword('password', password, [member.email, member.name]);
        const removed = await removeUnverifiedSetup(tx, member);
        await tx
          .update(individuals)
          .set({ passwordHash, passwordChangeAdvised: false, emailVerifiedAt: member.emailVerifiedAt ?? new Date() })
          .where(eq(individuals.id, member.id));
        await revokeAllSessions(tx, member.id, 'password-reset');
        await voidTokens(tx, member.id, ['reset-password', 'change-email']);
        await forgetAccountFailures(tx, member.email);
        await queueMail(tx, jobs, passwordChangedMail(member.email, member.id, origin, 'reset', removed));
        return { passwordChanged: true as const };
      });
    },
  };
}
