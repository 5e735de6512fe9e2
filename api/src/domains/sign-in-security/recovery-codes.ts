import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { twoFactorRecoveryCodes } from '../../db/schema';
import { hashToken } from '../auth/tokens';

/** How many recovery codes an enrolment gives. */
export const recoveryCodeCount = 10;

const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';

/** Letters of a code: 24 of 32 symbols are 120 bits, above the 112 OWASP ASVS 2.6.2 asks for. */
const codeLetters = 24;

/**
 * Twenty-four random letters and digits in four groups (`k7pq2x-mv4abz-...`), copied by hand
 * from the screen once. The shared schema reads them back without dashes, lower-case.
 */
function newRecoveryCode(): string {
  // 256 is a multiple of 32: every symbol is equally likely.
  const letters = [...randomBytes(codeLetters)].map((byte) => alphabet[byte % 32]).join('');
  return letters.match(/.{6}/g)!.join('-');
}

export const newRecoveryCodes = (): string[] => Array.from({ length: recoveryCodeCount }, newRecoveryCode);

const normalised = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/**
 * What is stored of a recovery code: an argon2id hash (salted, slow), as for passwords
 * (docs/product-rules.md#sign-in-security).
 */
export const hashRecoveryCode = (code: string): Promise<string> => hash(normalised(code));

/**
 * Whether `code` is the one `stored` keeps. Codes given before slow hashing (ten letters) are
 * kept as their sha256, checked as such until they are used or replaced.
 */
export async function recoveryCodeMatches(stored: string, code: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) return verify(stored, normalised(code));
  const typed = Buffer.from(hashToken(normalised(code)));
  const kept = Buffer.from(stored);
  return typed.length === kept.length && timingSafeEqual(typed, kept);
}

/**
 * Spends an unused recovery code of the account: a salted hash is found by checking each unused
 * one; the row's update decides, so two requests cannot both use it.
 */
export async function spendRecoveryCode(db: Database, individualId: string, code: string): Promise<boolean> {
  const unused = await db
    .select({ id: twoFactorRecoveryCodes.id, codeHash: twoFactorRecoveryCodes.codeHash })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.individualId, individualId), isNull(twoFactorRecoveryCodes.usedAt)));
  for (const row of unused) {
    if (!(await recoveryCodeMatches(row.codeHash, code))) continue;
    const spent = await db
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(twoFactorRecoveryCodes.id, row.id), isNull(twoFactorRecoveryCodes.usedAt)))
      .returning({ id: twoFactorRecoveryCodes.id });
    return spent.length > 0;
  }
  return false;
}
