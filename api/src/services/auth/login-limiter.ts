import { and, count, eq, gt, inArray, lt, min } from 'drizzle-orm';
import type { LoginLimits } from '../../config';
import type { Database } from '../../db/database';
import { loginAttempts } from '../../db/schema';
import { AppError } from '../../errors';

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

const emailKey = (email: string) => `email:${email}`;
const addressKey = (address: string) => `ip:${address}`;

/**
 * Counts failed logins per email (guessing one account's password) and per client address
 * (trying many accounts) over a sliding window, in the database so all instances agree.
 */
export function createLoginLimiter(db: Database, limits: LoginLimits) {
  const windowMs = limits.windowMinutes * 60_000;
  const windowStart = () => new Date(Date.now() - windowMs);

  return {
    /** Refuses with 429 while either the email or the address has used up its failures. */
    async assertAllowed(email: string, address: string): Promise<void> {
      const caps = new Map([
        [emailKey(email), limits.perEmail],
        [addressKey(address), limits.perAddress],
      ]);
      const rows = await db
        .select({ key: loginAttempts.key, failures: count(), oldest: min(loginAttempts.attemptedAt) })
        .from(loginAttempts)
        .where(and(inArray(loginAttempts.key, [...caps.keys()]), gt(loginAttempts.attemptedAt, windowStart())))
        .groupBy(loginAttempts.key);
      for (const { key, failures, oldest } of rows) {
        if (failures < (caps.get(key) ?? Infinity) || !oldest) continue;
        const minutes = Math.max(1, Math.ceil((oldest.getTime() + windowMs - Date.now()) / 60_000));
        throw new AppError(429, `Too many failed login attempts, please try again in ${minutes} minutes`);
      }
    },

    async recordFailure(email: string, address: string): Promise<void> {
      await db.insert(loginAttempts).values([{ key: emailKey(email) }, { key: addressKey(address) }]);
      // Failures older than the window count for nothing; dropping them keeps the table small.
      await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, windowStart()));
    },

    /** A successful login clears the email's failures; the address keeps its count. */
    async reset(email: string): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.key, emailKey(email)));
    },
  };
}
