import { eq } from 'drizzle-orm';
import { forbidden } from '@commons/server-kernel/errors';
import type { Database } from '../../db/database';
import { individuals } from '../../db/schema';
import type { Account } from '../../lib/account';

/**
 * What waits for the owner's verified address (docs/product-rules.md#what-waits-for-a-verified-address),
 * each named as the owner's refusal and a sub-user's refusal put it.
 */
const waitingForVerification = {
  withdrawal: { owner: 'asking for a withdrawal', member: 'a withdrawal can be asked for' },
  'sub-users': { owner: 'adding sub-users', member: 'sub-users can be added' },
  'group-policies': { owner: 'creating group policies', member: 'group policies can be created' },
  'two-factor': { owner: 'turning on two-factor sign-in', member: 'two-factor sign-in can be turned on' },
  'top-up': { owner: 'topping up the wallet', member: 'the wallet can be topped up' },
  'public-page': { owner: 'turning on the public impact page', member: 'the public impact page can be turned on' },
} as const;

/** Something the account may do only once its owner's address is verified. */
export type VerifiedOnly = keyof typeof waitingForVerification;

/** The refusal an owner reads: what to do, where. */
export const verifyFirstMessage = (action: VerifiedOnly): string =>
  `Please verify your email address before ${waitingForVerification[action].owner}: follow the link we emailed you, or use Resend in the banner at the top of the page`;

/** A sub-user's: the owner's address is the one that counts. */
export const ownerVerifyFirstMessage = (action: VerifiedOnly): string =>
  `The account owner's email address must be verified before ${waitingForVerification[action].member}: the owner follows the link emailed at signup`;

/**
 * Whether the owner's address is proven. Until it is, whoever signed up may not be its holder, so
 * nothing that would outlast the holder's proof is set up and no money moves
 * (docs/product-rules.md#what-waits-for-a-verified-address). The owner's address counts, also
 * for a sub-user: the account, and the money, are the owner's.
 */
export async function isOwnerVerified(db: Database, ownerId: string): Promise<boolean> {
  const [owner] = await db
    .select({ verifiedAt: individuals.emailVerifiedAt })
    .from(individuals)
    .where(eq(individuals.id, ownerId));
  return Boolean(owner?.verifiedAt);
}

/** Refuses (403, with what to do) `action` on an account whose owner's address is not verified. */
export async function requireVerifiedOwner(db: Database, account: Account, action: VerifiedOnly): Promise<void> {
  if (await isOwnerVerified(db, account.ownerId)) return;
  throw forbidden(account.callerId === account.ownerId ? verifyFirstMessage(action) : ownerVerifyFirstMessage(action));
}
