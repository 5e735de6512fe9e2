import { and, count, eq, gt, lt } from 'drizzle-orm';
import { AppError } from '@commons/server-kernel/errors';
import type { Database } from '../../db/database';
import { throttleEvents } from '../../db/schema';

/** One throttle: at most `max` events per `windowMinutes` under `key`. */
export interface ThrottleRule {
  key: string;
  max: number;
  windowMinutes: number;
}

/** The oldest row kept: no rule looks further back than an hour. */
const keptMs = 60 * 60_000;

/** 429 with `message`, and when to try again. */
const tooMany = (message: string, windowMinutes: number) =>
  new AppError(429, message, { 'retry-after': String(windowMinutes * 60) });

/** Refuses with 429 when an event under a rule's key would go over its limit; counts nothing. */
export async function checkThrottle(db: Database, rules: ThrottleRule[], refusal: string): Promise<void> {
  for (const { key, max, windowMinutes } of rules) {
    const since = new Date(Date.now() - windowMinutes * 60_000);
    const [row] = await db
      .select({ n: count() })
      .from(throttleEvents)
      .where(and(eq(throttleEvents.key, key), gt(throttleEvents.requestedAt, since)));
    if ((row?.n ?? 0) >= max) throw tooMany(refusal, windowMinutes);
  }
}

/** Counts one event under each of `keys`, and drops the rows no rule reads any more. */
export async function recordThrottled(db: Database, keys: string[]): Promise<void> {
  await db.insert(throttleEvents).values([...new Set(keys)].map((key) => ({ key })));
  await db.delete(throttleEvents).where(lt(throttleEvents.requestedAt, new Date(Date.now() - keptMs)));
}

/**
 * Counts a request that sends mail against each rule, or refuses it with 429 (uncounted) when
 * one is over its limit. In the database, so every API instance counts the same requests.
 */
export async function throttle(db: Database, rules: ThrottleRule[], refusal: string): Promise<void> {
  await checkThrottle(db, rules, refusal);
  await recordThrottled(db, rules.map((rule) => rule.key));
}
