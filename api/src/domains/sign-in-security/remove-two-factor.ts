import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { twoFactorChallenges, twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema';

// Apart from the two-factor service, so the proof of an address can call it without importing
// the service (which reads the address domain's throttles).

/**
 * Turns two-factor off for the account inside `tx`: its seed (confirmed or not), recovery codes
 * and open sign-in challenges go. Whether it was on, for the mail that says so.
 */
export async function removeTwoFactor(tx: Database, individualId: string): Promise<boolean> {
  const secrets = await tx
    .delete(twoFactorSecrets)
    .where(eq(twoFactorSecrets.individualId, individualId))
    .returning({ enabledAt: twoFactorSecrets.enabledAt });
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.individualId, individualId));
  await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.individualId, individualId));
  return secrets.some((secret) => secret.enabledAt !== null);
}
