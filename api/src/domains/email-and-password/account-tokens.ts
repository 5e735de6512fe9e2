import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { accountTokens, type AccountToken, type AccountTokenPurpose } from '../../db/schema';
import { hashToken, newToken } from '../auth/tokens';

/** How long each kind of mailed link works (docs/product-rules.md#the-accounts-email-and-password). */
export const tokenLifetimeMs: Record<AccountTokenPurpose, number> = {
  'verify-email': 7 * 24 * 3_600_000,
  'reset-password': 30 * 60_000,
  'change-email': 24 * 3_600_000,
  // An out-of-band sign-in: ten minutes at most (docs/product-rules.md#sign-in-security).
  'sign-in': 10 * 60_000,
};

/**
 * Makes a single-use link token for `email` and stores only its hash, inside the caller's
 * transaction, so the token exists exactly when the mail carrying it is queued.
 */
export async function issueToken(
  tx: Database,
  individualId: string,
  purpose: AccountTokenPurpose,
  email: string,
): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + tokenLifetimeMs[purpose]);
  await tx.insert(accountTokens).values({ tokenHash: hashToken(token), individualId, purpose, email, expiresAt });
  return token;
}

/**
 * Uses up a token of one of `purposes`: marks it used and returns it, or null when it is
 * unknown, expired, already used or of another kind. One conditional update, so two clicks on
 * one link cannot both succeed.
 */
export async function consumeToken(
  tx: Database,
  token: string,
  purposes: readonly AccountTokenPurpose[],
): Promise<AccountToken | null> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        inArray(accountTokens.purpose, [...purposes]),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Voids the account's unused links of `purposes`: a new password voids the reset links and any
 * change of address still waiting, so whoever asked for them with the old password cannot finish.
 */
export async function voidTokens(tx: Database, individualId: string, purposes: readonly AccountTokenPurpose[]): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.individualId, individualId),
        inArray(accountTokens.purpose, [...purposes]),
        isNull(accountTokens.usedAt),
      ),
    );
}
