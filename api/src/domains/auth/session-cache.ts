import { changeCache } from '../../db/change-cache';
import type { ChangeFeed } from '../../db/change-feed';
import type { ResolvedSession, Sessions } from './sessions';
import { hashToken } from './tokens';

/**
 * The session lookup every authenticated request makes, kept in memory
 * (docs/api.md#sessions-and-balances-in-memory). Any committed
 * change to sessions, members or group policies drops every copy (migration 0010's triggers,
 * heard through the change feed), and a copy serves only once the feed has heard every change
 * committed before the request: so a logout, suspension, rejection, sub-user deletion or policy
 * change refuses the token at once, whichever process or command made it. Expiry and the idle
 * timeout are checked on every hit (a copy idle by its own reading is read afresh); unknown tokens are not kept. Without a live feed every lookup reads the database.
 */
export function cacheSessions(feed: ChangeFeed | null, sessions: Pick<Sessions, 'resolve'>): Pick<Sessions, 'resolve'> {
  const cache = changeCache<ResolvedSession | null>(feed, {
    channel: 'sessions',
    staleKey: () => null,
    keeps: (session) => session !== null,
    holds: (session) => session !== null && Math.min(session.expiresAt.getTime(), session.idleUntil.getTime()) > Date.now(),
    maxEntries: 5_000,
    maxAgeMs: 60_000,
  });
  return { resolve: (token) => cache.read(hashToken(token), () => sessions.resolve(token)) };
}
