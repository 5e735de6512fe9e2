import { badRequest } from '@commons/server-kernel/errors';
import type { Database } from '../../db/database';
import type { Individual } from '../../db/schema';
import { verifyPassword } from '../auth/passwords';
import { throttle } from './throttle';

export const wrongPasswordMessage = 'The current password is not correct';

/**
 * The current password that confirms a signed-in change (the Security page's changes, two-factor
 * on or off): five wrong ones in 15 minutes and every such change waits, so a borrowed session
 * cannot guess it. Counted before the check, so parallel guesses see each other; a right password
 * is withdrawn (docs/product-rules.md#the-accounts-email-and-password).
 */
export async function confirmCurrentPassword(db: Database, member: Individual, password: string): Promise<void> {
  const attempt = await throttle(
    db,
    [{ key: `wrong-password:${member.id}`, max: 5, windowMinutes: 15 }],
    'Too many wrong passwords: please try again in 15 minutes',
  );
  if (!(await verifyPassword(member.passwordHash, password))) throw badRequest(wrongPasswordMessage);
  await attempt.withdraw();
}
