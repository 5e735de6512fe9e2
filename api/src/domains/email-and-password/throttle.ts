import { and, count, eq, gt, inArray, lt, notInArray } from 'drizzle-orm';
import { AppError } from '@commons/server-kernel/errors';
import type { Database } from '../../db/database';
import { throttleEvents } from '../../db/schema';

/** One throttle: at most `max` events per `windowMinutes` under `key`. */
export interface ThrottleRule {
  key: string;
  max: number;
  windowMinutes: number;
}

/** An event let through; `withdraw` takes it back (a right password is no failure). */
export interface ThrottledEvent {
  withdraw(): Promise<void>;
}

/** The oldest row kept: no rule looks further back than an hour. */
const keptMs = 60 * 60_000;

/** 429 with `message`, and when to try again. */
const tooMany = (message: string, windowMinutes: number) =>
  new AppError(429, message, { 'retry-after': String(windowMinutes * 60) });

/** Whether the events under `rule` other than the caller's own (`own`) already reach its limit. */
async function isFull(db: Database, { key, max, windowMinutes }: ThrottleRule, own: number[]): Promise<boolean> {
  const since = new Date(Date.now() - windowMinutes * 60_000);
  const [row] = await db
    .select({ n: count() })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, key), gt(throttleEvents.requestedAt, since), notInArray(throttleEvents.id, own)));
  return (row?.n ?? 0) >= max;
}

/**
 * Records one event under each rule's key, then counts the others: when one rule is over its
 * limit the event is taken back and refused with 429. Recording before counting means
 * simultaneous requests, on any API instance, each see the others, so a burst gets no more
 * through than one request after the other would (as the login limiter does).
 */
export async function throttle(db: Database, rules: ThrottleRule[], refusal: string): Promise<ThrottledEvent> {
  const recorded = await db
    .insert(throttleEvents)
    .values(rules.map(({ key }) => ({ key })))
    .returning({ id: throttleEvents.id });
  const own = recorded.map((row) => row.id);
  const withdraw = async () => {
    await db.delete(throttleEvents).where(inArray(throttleEvents.id, own));
  };
  for (const rule of rules) {
    if (await isFull(db, rule, own)) {
      await withdraw();
      throw tooMany(refusal, rule.windowMinutes);
    }
  }
  await db.delete(throttleEvents).where(lt(throttleEvents.requestedAt, new Date(Date.now() - keptMs)));
  return { withdraw };
}

/** Whether `rule` lets one more event through now (and counts it); never throws its 429. */
export async function throttleAllows(db: Database, rule: ThrottleRule): Promise<boolean> {
  try {
    await throttle(db, [rule], '');
    return true;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) return false;
    throw error;
  }
}
