import { eq } from 'drizzle-orm';
import type { ChangeEmail, ChangePassword } from '@commons/shared/schemas';
import { badRequest, unauthenticated } from '@commons/server-kernel/errors';
import { individuals, type Individual } from '../../db/schema';
import type { Account } from '../../lib/account';
import { queueMail } from '../mail/outbox';
import { requireStrongPassword } from '../auth/password-rule';
import { hashPassword } from '../auth/passwords';
import { revokeAllSessions } from '../auth/sessions';
import type { ServiceDeps } from '../domain';
import { issueToken, voidTokens } from './account-tokens';
import { addressInUseMail, confirmNewEmailMail, emailChangeNoticeMail, passwordChangedMail } from './account-mails';
import { confirmCurrentPassword } from './current-password';
import { throttle } from './throttle';

export type SecurityChanges = ReturnType<typeof createSecurityChanges>;

/**
 * The Security page's changes (docs/product-rules.md#the-accounts-email-and-password), each
 * confirmed by the current password. Wrong ones are counted: five in 15 minutes and the page waits,
 * so a borrowed session cannot guess it.
 */
export function createSecurityChanges({ db, jobs }: Pick<ServiceDeps, 'db' | 'jobs'>) {
  async function confirmedMember(account: Account, password: string): Promise<Individual> {
    const [member] = await db.select().from(individuals).where(eq(individuals.id, account.callerId));
    if (!member) throw unauthenticated();
    await confirmCurrentPassword(db, member, password);
    return member;
  }

  return {
    /** A new password; every OTHER session ends (this one, `keepTokenHash`, stays) and a notice goes out. */
    async changePassword(
      account: Account,
      keepTokenHash: string,
      { currentPassword, newPassword }: ChangePassword,
      origin: string,
    ): Promise<{ passwordChanged: true }> {
      const member = await confirmedMember(account, currentPassword);
      if (newPassword === currentPassword) throw badRequest('The new password must differ from the current one');
      await requireStrongPassword('newPassword', newPassword, [member.email, member.name]);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx.update(individuals).set({ passwordHash, passwordChangeAdvised: false }).where(eq(individuals.id, member.id));
        await revokeAllSessions(tx, member.id, 'password-changed', keepTokenHash);
        // A reset link or a change of address asked for with the old password is void now.
        await voidTokens(tx, member.id, ['reset-password', 'change-email']);
        await queueMail(tx, jobs, passwordChangedMail(member.email, member.id, origin, 'changed'));
      });
      return { passwordChanged: true };
    },

    /**
     * Asks to move the login to `newEmail`: the link goes to the new address and the change
     * happens when it is followed (`EmailVerification.verify`); the old address is told now. A
     * taken address gets the same answer, its mail says so: the answer tells no one which
     * addresses have accounts (docs/product-rules.md#the-accounts-email-and-password).
     */
    async changeEmail(account: Account, { newEmail, password }: ChangeEmail, origin: string): Promise<{ pendingEmail: string }> {
      const member = await confirmedMember(account, password);
      if (newEmail === member.email) throw badRequest('This is already your email address');
      await throttle(
        db,
        [{ key: `change-email:${member.id}`, max: 5, windowMinutes: 60 }],
        'Too many changes of address asked for: please try again in an hour',
      );
      await db.transaction(async (tx) => {
        // Only the latest address asked for can be confirmed.
        await voidTokens(tx, member.id, ['change-email']);
        const [other] = await tx.select({ id: individuals.id }).from(individuals).where(eq(individuals.email, newEmail));
        if (other) {
          await queueMail(tx, jobs, addressInUseMail(newEmail, member.id, origin));
        } else {
          const token = await issueToken(tx, member.id, 'change-email', newEmail);
          await queueMail(tx, jobs, confirmNewEmailMail(newEmail, member.id, origin, token));
        }
        await queueMail(tx, jobs, emailChangeNoticeMail(member.email, member.id, origin, newEmail));
      });
      return { pendingEmail: newEmail };
    },
  };
}
