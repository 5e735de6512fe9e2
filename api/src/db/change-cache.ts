import type { ChangeChannel, ChangeFeed } from './change-feed';

export interface ChangeCacheOptions<V> {
  /** The channel whose changes make copies stale. */
  channel: ChangeChannel;
  /** The key a change's payload makes stale, or null for every key. */
  staleKey: (payload: string) => string | null;
  /** Whether a value read from the database may be kept (e.g. not a miss). */
  keeps: (value: V) => boolean;
  /** Whether a kept value still holds by itself (e.g. a session not yet expired). */
  holds: (value: V) => boolean;
  /** Values kept at most; the oldest go first. */
  maxEntries: number;
  /** How long one copy serves at most, a bound beside the feed's invalidation. */
  maxAgeMs: number;
}

export interface ChangeCache<V> {
  /**
   * The value of `key`: the kept copy once the feed has heard every change committed before the
   * call, else what `load` reads from the database, kept unless a change was heard meanwhile.
   */
  read(key: string, load: () => Promise<V>): Promise<V>;
}

/**
 * Copies of database reads kept in memory and dropped by the change feed
 * (docs/api.md#sessions-and-balances-in-memory): exact as
 * long as the feed is live, and bypassed (every read goes to the database) while it is not.
 */
export function changeCache<V>(feed: ChangeFeed | null, options: ChangeCacheOptions<V>): ChangeCache<V> {
  const { channel, staleKey, keeps, holds, maxEntries, maxAgeMs } = options;
  const entries = new Map<string, { value: V; keptAt: number }>();
  // Bumped by every change: a read that started before a change must not keep what it read.
  let generation = 0;
  feed?.subscribe(channel, (payload) => {
    generation += 1;
    const key = payload === null ? null : staleKey(payload);
    if (key === null) entries.clear();
    else entries.delete(key);
  });

  const kept = async (key: string): Promise<V | undefined> => {
    if (!feed?.live) return undefined;
    try {
      await feed.caughtUp();
    } catch {
      return undefined;
    }
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.keptAt < maxAgeMs && holds(entry.value)) return entry.value;
    entries.delete(key);
    return undefined;
  };

  return {
    async read(key, load) {
      const copy = await kept(key);
      if (copy !== undefined) return copy;
      const readAt = generation;
      const value = await load();
      if (keeps(value) && readAt === generation && feed?.live) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, keptAt: Date.now() });
      }
      return value;
    },
  };
}
