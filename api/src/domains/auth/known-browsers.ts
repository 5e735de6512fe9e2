import { and, eq, gt } from 'drizzle-orm';
import { individuals, knownBrowsers } from '../../db/schema';
import type { ServiceDeps } from '../domain';
import { hashToken, newToken } from './tokens';

/** The cookie a browser keeps once it signed in (OWASP "device cookies"). */
export const deviceCookieName = 'commons_device';

/** Sent to the sign-in routes only: no other request carries it. */
const deviceCookiePath = '/api/api/auth';

/** A browser that has not signed in for a year is a stranger again. */
const knownForDays = 365;

const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/** The device token of a `Cookie` header, or null when there is none of the right shape. */
export function readDeviceCookie(header: string | undefined): string | null {
  for (const pair of (header ?? '').split(';')) {
    const [name, value] = pair.trim().split('=', 2);
    if (name === deviceCookieName && value && tokenShape.test(value)) return value;
  }
  return null;
}

/** The `Set-Cookie` line keeping `token`: script cannot read it, no other site sends it, https keeps it on https. */
export const deviceCookie = (token: string, secure: boolean): string =>
  `${deviceCookieName}=${token}; Path=${deviceCookiePath}; Max-Age=${knownForDays * 86_400}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

export type KnownBrowsers = ReturnType<typeof createKnownBrowsers>;

/** The browsers each account signed in from, by the hash of their device token. */
export function createKnownBrowsers({ db }: Pick<ServiceDeps, 'db'>) {
  const since = () => new Date(Date.now() - knownForDays * 86_400_000);
  return {
    /**
     * Who the limiter counts the attempt as when the browser holding `token` signed in to
     * `email` before (a key of its own), else null: an unknown browser.
     */
    async find(token: string | null, email: string): Promise<string | null> {
      if (!token) return null;
      const tokenHash = hashToken(token);
      const [row] = await db
        .select({ individualId: knownBrowsers.individualId })
        .from(knownBrowsers)
        .innerJoin(individuals, eq(individuals.id, knownBrowsers.individualId))
        .where(and(eq(knownBrowsers.tokenHash, tokenHash), eq(individuals.email, email), gt(knownBrowsers.lastUsedAt, since())));
      return row ? `${tokenHash} ${row.individualId}` : null;
    },

    /**
     * `find` for the account `individualId` (a sign-in's code step knows the account, not the
     * email): the browser's own key when it signed in to that account before, else null.
     */
    async findForAccount(token: string | null, individualId: string): Promise<string | null> {
      if (!token) return null;
      const tokenHash = hashToken(token);
      const [row] = await db
        .select({ individualId: knownBrowsers.individualId })
        .from(knownBrowsers)
        .where(and(eq(knownBrowsers.tokenHash, tokenHash), eq(knownBrowsers.individualId, individualId), gt(knownBrowsers.lastUsedAt, since())));
      return row ? `${tokenHash} ${row.individualId}` : null;
    },

    /**
     * Remembers the browser for the account after a full sign-in; returns the token its cookie
     * keeps. One token serves every account the browser signs in to, but only one the server
     * issued: a token it never stored (planted, say) is replaced.
     */
    async remember(individualId: string, token: string | null): Promise<string> {
      const known = token ? await db.select().from(knownBrowsers).where(eq(knownBrowsers.tokenHash, hashToken(token))).limit(1) : [];
      const kept = token && known.length > 0 ? token : newToken();
      await db
        .insert(knownBrowsers)
        .values({ tokenHash: hashToken(kept), individualId })
        .onConflictDoUpdate({ target: [knownBrowsers.tokenHash, knownBrowsers.individualId], set: { lastUsedAt: new Date() } });
      return kept;
    },
  };
}
