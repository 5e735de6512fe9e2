import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isNoticeKind, type NoticeKind } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import { mailSigningKeys } from '../../db/schema';
import { badRequest } from '@commons/server-kernel/errors';

const keyName = 'unsubscribe';

/** What an unsubscribe link stands for: this account's owner wants no more of this kind. */
export interface UnsubscribeClaim {
  individualId: string;
  kind: NoticeKind;
}

/**
 * The signing key, made by the first signer (a random 32 bytes; a simultaneous first signer's
 * insert loses and both read the winner's). Read from the database each time: a link is signed
 * once per notice and checked once per click, and every instance must agree on it. Checking a
 * link never makes the key (null without one: no link can be valid yet), so a refused link
 * writes nothing.
 */
async function signingKey(db: Database, make: boolean): Promise<Buffer | null> {
  if (make) {
    await db
      .insert(mailSigningKeys)
      .values({ name: keyName, secret: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
  }
  const [row] = await db.select().from(mailSigningKeys).where(eq(mailSigningKeys.name, keyName));
  if (!row && make) throw new Error('the unsubscribe signing key vanished after its insert');
  return row ? Buffer.from(row.secret, 'base64url') : null;
}

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(`unsubscribe:${payload}`).digest();

/**
 * `<payload>.<mac>`, both base64url: the payload is `individualId:kind`. No expiry: a notice's
 * link keeps working for as long as the mail is kept (RFC 8058 asks for a while; it only ever
 * stops mail, or starts it again, for the one account and kind).
 */
export async function signUnsubscribe(db: Database, claim: UnsubscribeClaim): Promise<string> {
  const payload = `${claim.individualId}:${claim.kind}`;
  return `${Buffer.from(payload).toString('base64url')}.${mac((await signingKey(db, true))!, payload).toString('base64url')}`;
}

const invalidLink = () => badRequest('This unsubscribe link is not valid; open it again from the email, or sign in and use Notifications');

/** The claim of a token this server signed; anything else (edited, cut, another site's) is refused with 400. */
export async function verifyUnsubscribe(db: Database, token: string): Promise<UnsubscribeClaim> {
  const [encoded, signature] = token.split('.');
  if (!encoded || !signature) throw invalidLink();
  const key = await signingKey(db, false);
  if (!key) throw invalidLink();
  const payload = Buffer.from(encoded, 'base64url').toString();
  const expected = mac(key, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidLink();
  const [individualId, kind] = payload.split(':');
  if (!individualId || !kind || !isNoticeKind(kind)) throw invalidLink();
  return { individualId, kind };
}
