import { eq } from 'drizzle-orm';
import { forbidden } from '@commons/server-kernel/errors';
import type { Database } from '../../db/database';
import { individuals } from '../../db/schema';
import type { Account } from '../../lib/account';

/** The refusal an owner reads: what to do, where. */
export const verifyFirstMessage =
  'Please verify your email address before asking for a withdrawal: follow the link we emailed you, or use Resend in the banner at the top of the page';

/** A sub-user's: the owner's address is the one that counts. */
export const ownerVerifyFirstMessage =
  "The account owner's email address must be verified before a withdrawal can be asked for: the owner follows the link emailed at signup";

/**
 * A withdrawal is paid out only to an account whose owner's address is verified
 * (docs/product-rules.md#the-accounts-email-and-password): a
 * request is refused before anything is held, and the operator's approval is refused too.
 * The owner's address counts, also for a sub-user: the wallet, and the money, are the owner's.
 */
export async function isOwnerVerified(db: Database, ownerId: string): Promise<boolean> {
  const [owner] = await db
    .select({ verifiedAt: individuals.emailVerifiedAt })
    .from(individuals)
    .where(eq(individuals.id, ownerId));
  return Boolean(owner?.verifiedAt);
}

/** Refuses (403, with what to do) a withdrawal asked for on an account whose owner is not verified. */
export async function requireVerifiedOwner(db: Database, account: Account): Promise<void> {
  if (await isOwnerVerified(db, account.ownerId)) return;
  throw forbidden(account.callerId === account.ownerId ? verifyFirstMessage : ownerVerifyFirstMessage);
}
