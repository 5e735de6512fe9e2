import { createHash, randomBytes } from 'node:crypto';

/** A session or operator token: 32 random bytes, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of a token: its sha256, hex. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
