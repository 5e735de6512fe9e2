import { openChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/database';
import type { ResolvedSession, Sessions } from './sessions';
import { hashToken } from './tokens';

export interface SessionCacheOptions {
  /** Sessions kept at most; the oldest go first. */
  maxEntries: number;
  /** How long one resolution serves at most, a bound beside the change feed's invalidation. */
  maxAgeMs: number;
}

export const defaultSessionCacheOptions: SessionCacheOptions = { maxEntries: 5_000, maxAgeMs: 60_000 };

export interface CachedSessions {
  /** As `Sessions.resolve`, answered from memory when nothing changed since the database said it. */
  resolve(token: string): Promise<ResolvedSession | null>;
  close(): Promise<void>;
}

interface Entry {
  session: ResolvedSession;
  cachedAt: number;
}

/**
 * The session lookup every authenticated request makes, kept in memory (issue 16). Any committed
 * change to sessions, members or group policies clears the whole cache (migration 0010's
 * triggers, heard through the change feed), and a hit first waits until the feed has heard every
 * change committed before the request: so a logout, suspension, rejection, sub-user deletion or
 * policy change refuses the token at once, whichever process or command made it. Expiry is
 * checked on every hit. Without a live feed every lookup reads the database, as before.
 */
export async function cacheSessions(
  db: Database,
  sessions: Pick<Sessions, 'resolve'>,
  { maxEntries, maxAgeMs }: SessionCacheOptions = defaultSessionCacheOptions,
): Promise<CachedSessions> {
  const entries = new Map<string, Entry>();
  // Bumped by every change: a lookup that read the database before a change must not store what it read.
  let generation = 0;
  const feed = await openChangeFeed(db, () => {
    generation += 1;
    entries.clear();
  });

  const cached = async (tokenHash: string): Promise<ResolvedSession | null> => {
    if (!feed?.live) return null;
    try {
      await feed.caughtUp();
    } catch {
      return null;
    }
    const entry = entries.get(tokenHash);
    if (!entry) return null;
    const now = Date.now();
    if (entry.session.expiresAt.getTime() > now && now - entry.cachedAt < maxAgeMs) return entry.session;
    entries.delete(tokenHash);
    return null;
  };

  const store = (tokenHash: string, session: ResolvedSession) => {
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(tokenHash, { session, cachedAt: Date.now() });
  };

  return {
    async resolve(token) {
      const tokenHash = hashToken(token);
      const hit = await cached(tokenHash);
      if (hit) return hit;
      const readAt = generation;
      const session = await sessions.resolve(token);
      if (session && readAt === generation && feed?.live) store(tokenHash, session);
      return session;
    },
    close: async () => feed?.close(),
  };
}
