import { and, count, eq, gt, isNull, lte, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { idempotencyKeys, type IdempotencyKeyRow } from '../../db/schema';

/** How long a key is kept, from its first request (as Stripe's): 24 hours. */
export const idempotencyKeyTtlMs = 24 * 3_600_000;

/**
 * The most keys one account may hold at once, within their 24 hours
 * (docs/product-rules.md#idempotency-keys): far above what people clicking can send, it bounds
 * the rows one account can make the server keep.
 */
export const maxLiveKeysPerAccount = 1000;

/** What identifies one use of a key. */
export interface KeyClaim {
  ownerId: string;
  key: string;
  route: string;
  fingerprint: string;
}

/** The answer a key replays. */
export interface StoredAnswer {
  statusCode: number;
  contentType: string | null;
  body: string;
}

/** Either the key is now this request's to run, or another request holds it (running or answered). */
export type ClaimResult = { claimed: true } | { claimed: false; row: IdempotencyKeyRow };

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;

/**
 * The keys in the database. A claim is one committed INSERT: on PostgreSQL a second INSERT of the
 * same (owner, key) waits for the first to commit and then finds it, so exactly one request of
 * several at once (on any instance) wins the key. An expired row is taken over in the same
 * statement, so a key past its 24 hours is new again even before the purge removes it.
 */
export function createIdempotencyStore(db: Database, clock: () => Date = () => new Date()) {
  return {
    now: clock,

    async claim({ ownerId, key, route, fingerprint }: KeyClaim): Promise<ClaimResult> {
      const claimedAt = clock();
      const expiresAt = new Date(claimedAt.getTime() + idempotencyKeyTtlMs);
      const fresh = { route, fingerprint, statusCode: null, contentType: null, responseBody: null, claimedAt, expiresAt };
      const won = await db
        .insert(idempotencyKeys)
        .values({ ownerId, key, ...fresh })
        .onConflictDoUpdate({
          target: [idempotencyKeys.ownerId, idempotencyKeys.key],
          set: fresh,
          setWhere: lte(idempotencyKeys.expiresAt, claimedAt),
        })
        .returning({ key: idempotencyKeys.key });
      if (won.length > 0) return { claimed: true };
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.ownerId, ownerId), eq(idempotencyKeys.key, key)));
      // Released between the two statements (its request failed): the caller tries again.
      return row ? { claimed: false, row } : this.claim({ ownerId, key, route, fingerprint });
    },

    /** The latest state of a key another request holds; undefined once released. */
    async read(ownerId: string, key: string): Promise<IdempotencyKeyRow | undefined> {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.ownerId, ownerId), eq(idempotencyKeys.key, key)));
      return row;
    },

    /** How many unexpired keys the account holds, and when the first of them expires. */
    async live(ownerId: string): Promise<{ count: number; nextExpiry: Date | null }> {
      const [row] = await db
        .select({ count: count(), nextExpiry: min(idempotencyKeys.expiresAt) })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.ownerId, ownerId), gt(idempotencyKeys.expiresAt, clock())));
      return { count: row?.count ?? 0, nextExpiry: row?.nextExpiry ?? null };
    },

    /** Keeps the answer of the request that claimed the key. */
    async answer(ownerId: string, key: string, { statusCode, contentType, body }: StoredAnswer): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ statusCode, contentType, responseBody: body })
        .where(and(eq(idempotencyKeys.ownerId, ownerId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.statusCode)));
    },

    /** Frees a key whose request did nothing (refused, or failed): the same key may run again. */
    async release(ownerId: string, key: string): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.ownerId, ownerId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.statusCode)));
    },

    /** Removes every key past its 24 hours; returns how many. */
    async purgeExpired(): Promise<number> {
      const removed = await db
        .delete(idempotencyKeys)
        .where(lte(idempotencyKeys.expiresAt, sql`${clock().toISOString()}::timestamptz`))
        .returning({ key: idempotencyKeys.key });
      return removed.length;
    },
  };
}
