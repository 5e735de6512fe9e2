import { and, count, eq, gt, inArray, like, lt, max, min, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { AppConfig, LoginLimits } from '../../config';
import { loginAttempts } from '../../db/schema';
import { AppError } from '@commons/server-kernel/errors';
import type { ServiceDeps } from '../domain';

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

/** A login attempt let through; it counts as a failure unless `succeeded` says otherwise. */
export interface LoginAttempt {
  /**
   * Set when the account's cap for unknown browsers is reached and nothing else refuses the
   * attempt: the password is checked, but only a mailed link may sign in
   * (docs/product-rules.md#sign-in-security).
   */
  accountCapped: boolean;
  /** Forgets this address's failures on the account and withdraws this attempt from the caps. */
  succeeded(): Promise<void>;
}

const accountKey = (email: string) => `email:${email}`;
const addressKey = (address: string) => `ip:${address}`;
const pairKey = (email: string, address: string) => `pair:${address} ${email}`;
const knownBrowserKey = (knownBrowser: string) => `browser:${knownBrowser}`;
const codeKey = (individualId: string) => `code:${individualId}`;
const codePairKey = (individualId: string, address: string) => `code-pair:${address} ${individualId}`;
const codeBrowserKey = (browser: string) => `code-browser:${browser}`;

/**
 * Who sends a second-factor code: the client address, and the browser when it is known for the
 * account (a device cookie that signed in to it before, or the signed-in session itself).
 */
export interface CodeClient {
  address: string;
  browser: string | null;
}

/**
 * Forgets every failed login on the account `email` (its `email:` and `pair:` rows), inside the
 * caller's transaction: a password set by a reset link lets a locked-out owner in at once
 * (docs/product-rules.md#the-accounts-email-and-password). Failures counted against an address
 * (`ip:`) stay: they concern the address.
 */
export async function forgetAccountFailures(db: Database, email: string): Promise<void> {
  const pairSuffix = ` ${email}`;
  await db
    .delete(loginAttempts)
    .where(
      or(
        eq(loginAttempts.key, accountKey(email)),
        and(like(loginAttempts.key, 'pair:%'), sql`right(${loginAttempts.key}, ${pairSuffix.length}) = ${pairSuffix}`),
      ),
    );
}

/** Seconds one address must wait after its latest failure on an account, having failed `failures` times. */
export function delayAfter(limits: LoginLimits, failures: number): number {
  if (failures < limits.freeFailures) return 0;
  return Math.min(limits.maxDelaySeconds, limits.baseDelaySeconds * 2 ** (failures - limits.freeFailures));
}

/** "42 seconds" or "3 minutes": how long to wait, in the unit a person reads best. */
function waitFor(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

const tooMany = (seconds: number, what: 'login attempts' | 'codes' = 'login attempts') =>
  new AppError(429, `Too many failed ${what}, please try again in ${waitFor(seconds)}`, {
    'retry-after': String(seconds),
  });

/**
 * Throttles failed logins in the database, so every API instance counts the same failures.
 * Per account and address with growing delays: a stranger's guesses slow only the stranger,
 * never the owner signing in from elsewhere. Per account alone and per address alone with
 * high caps over a window: a distributed guesser and a credential stuffer are still stopped.
 * A browser that signed in to the account before counts only its own failures.
 */
export function createLoginLimiter({ db, config }: Pick<ServiceDeps, 'db'> & { config: Pick<AppConfig, 'loginLimits'> }) {
  const limits = config.loginLimits;
  const windowMs = limits.windowMinutes * 60_000;
  const windowStart = () => new Date(Date.now() - windowMs);

  /**
   * Seconds the attempt recorded as `own` must wait under each key, 0 when it may go ahead now:
   * the others' failures on the pair set its delay; on the account or the address they must
   * stay under cap.
   */
  async function waits(own: number[], pair: string, caps: Map<string, number>): Promise<Map<string, number>> {
    const rows = await db
      .select({
        key: loginAttempts.key,
        others: count(),
        oldest: min(loginAttempts.attemptedAt),
        latest: max(loginAttempts.attemptedAt),
      })
      .from(loginAttempts)
      .where(
        and(
          inArray(loginAttempts.key, [pair, ...caps.keys()]),
          gt(loginAttempts.attemptedAt, windowStart()),
          notInArray(loginAttempts.id, own),
        ),
      )
      .groupBy(loginAttempts.key);
    const seconds = (key: string, others: number, oldest: Date, latest: Date) => {
      if (key === pair) return delayAfter(limits, others) - (Date.now() - latest.getTime()) / 1000;
      return others < (caps.get(key) ?? Infinity) ? 0 : (oldest.getTime() + windowMs - Date.now()) / 1000;
    };
    return new Map(
      rows.map(({ key, others, oldest, latest }) => [key, oldest && latest ? Math.ceil(Math.max(0, seconds(key, others, oldest, latest))) : 0]),
    );
  }

  /** The longest of `waits`, 0 when none. */
  const longest = (all: Map<string, number>) => Math.max(0, ...all.values());

  /** Records a failure under `keys` now; the ids let the caller take it back. */
  async function record(keys: string[]): Promise<number[]> {
    const recorded = await db
      .insert(loginAttempts)
      .values(keys.map((key) => ({ key })))
      .returning({ id: loginAttempts.id });
    return recorded.map((row) => row.id);
  }

  const forgetAttempts = (ids: number[]) => db.delete(loginAttempts).where(inArray(loginAttempts.id, ids));

  /** The attempt let through: a success forgets `ids` and every earlier failure under `clears`. */
  const letThrough = (ids: number[], clears: string, accountCapped = false): LoginAttempt => ({
    accountCapped,
    async succeeded() {
      await forgetAttempts(ids);
      await db.delete(loginAttempts).where(eq(loginAttempts.key, clears));
    },
  });

  /**
   * A known browser's attempt, counted under its `key` alone, so no failure from elsewhere slows
   * it; null once the browser used up its own cap (it is then treated as unknown).
   */
  async function beginOwn(key: string): Promise<LoginAttempt | null> {
    const ids = await record([key]);
    const [row] = await db
      .select({ others: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.key, key), gt(loginAttempts.attemptedAt, windowStart()), notInArray(loginAttempts.id, ids)));
    if ((row?.others ?? 0) < limits.perKnownBrowser) return letThrough(ids, key);
    await forgetAttempts(ids);
    return null;
  }

  /** A code's attempt on `pair`'s delays and under `caps`, refused with 429 while it must wait. */
  async function beginCodeOn(pair: string, caps: Map<string, number>): Promise<LoginAttempt> {
    const ids = await record([pair, ...caps.keys()]);
    const seconds = longest(await waits(ids, pair, caps));
    if (seconds > 0) {
      await forgetAttempts(ids);
      throw tooMany(seconds, 'codes');
    }
    return letThrough(ids, pair);
  }

  return {
    /**
     * Records the attempt as a failure before the password is checked, then refuses with 429
     * (and Retry-After) when the records, this one included, say it must wait. Counting after
     * recording means simultaneous guesses each see the others, so no burst gets more tries
     * than one guess after the other would. `knownBrowser` (known-browsers.ts) names a browser
     * that signed in to this account before: it skips every cap but its own. When the account's
     * cap alone refuses, the attempt goes on `accountCapped`: the owner must never wait an
     * hour, so a right password earns a mailed link instead.
     */
    async begin(email: string, address: string, knownBrowser: string | null = null): Promise<LoginAttempt> {
      const known = knownBrowser ? await beginOwn(knownBrowserKey(knownBrowser)) : null;
      if (known) return known;
      const pair = pairKey(email, address);
      const account = accountKey(email);
      const caps = new Map([
        [account, limits.perAccount],
        [addressKey(address), limits.perAddress],
      ]);
      const ids = await record([pair, ...caps.keys()]);
      const all = await waits(ids, pair, caps);
      const accountWait = all.get(account) ?? 0;
      all.delete(account);
      const seconds = longest(all);
      if (seconds > 0) {
        // A refused attempt tried no password, so it is no failure either.
        await forgetAttempts(ids);
        throw tooMany(Math.max(seconds, accountWait));
      }
      // Failures older than the window count for nothing; dropping them keeps the table small.
      await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, windowStart()));
      return letThrough(ids, pair, accountWait > 0);
    },

    /** Whether the failures on the account `email` within the window fill its cap for unknown browsers. */
    async accountFull(email: string): Promise<boolean> {
      const [row] = await db
        .select({ failures: count() })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.key, accountKey(email)), gt(loginAttempts.attemptedAt, windowStart())));
      return (row?.failures ?? 0) >= limits.perAccount;
    },

    /**
     * A two-factor code for the account `individualId` (docs/product-rules.md#sign-in-security).
     * The password was right, so this is the owner or someone holding the password: a browser
     * known for the account counts only its own failures, so an attacker's wrong codes never
     * lock the owner's browser out; any other gets a few free failures per address, then growing
     * delays, and all of them together stay under the account's cap. Without `client`, the
     * account's own delays (the older rule, for callers that know no browser).
     */
    async beginCode(individualId: string, client?: CodeClient): Promise<LoginAttempt> {
      if (!client) return beginCodeOn(codeKey(individualId), new Map());
      const known = client.browser ? await beginOwn(codeBrowserKey(client.browser)) : null;
      if (known) return known;
      return beginCodeOn(codePairKey(individualId, client.address), new Map([[codeKey(individualId), limits.perAccount]]));
    },
  };
}
