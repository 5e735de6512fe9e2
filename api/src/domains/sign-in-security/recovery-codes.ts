import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/tokens';

/** How many recovery codes an enrolment gives. */
export const recoveryCodeCount = 10;

const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * Ten random letters and digits in two groups (`k7pq2-xmv4a`): 50 bits each, easy to copy by
 * hand. The shared schema reads them back without the dash, lower-case.
 */
function newRecoveryCode(): string {
  const letters = [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

export const newRecoveryCodes = (): string[] => Array.from({ length: recoveryCodeCount }, newRecoveryCode);

/** What is stored of a recovery code as typed or as shown: the sha256 of its letters. */
export const hashRecoveryCode = (code: string): string => hashToken(code.replace(/[\s-]/g, '').toLowerCase());
