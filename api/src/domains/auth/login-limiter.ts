import { and, count, eq, gt, inArray, lt, min } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import { loginAttempts } from '../../db/schema';
import { AppError } from '../../errors';
import type { ServiceDeps } from '../domain';

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

/** A login attempt let through; it counts as a failure unless `succeeded` says otherwise. */
export interface LoginAttempt {
  /** Clears the email's failures and withdraws this attempt from the address's count. */
  succeeded(): Promise<void>;
}

const emailKey = (email: string) => `email:${email}`;
const addressKey = (address: string) => `ip:${address}`;

/**
 * Counts failed logins per email (guessing one account's password) and per client address
 * (trying many accounts) over a sliding window, in the database so all instances agree.
 */
export function createLoginLimiter({ db, config }: Pick<ServiceDeps, 'db'> & { config: Pick<AppConfig, 'loginLimits'> }) {
  const limits = config.loginLimits;
  const windowMs = limits.windowMinutes * 60_000;
  const windowStart = () => new Date(Date.now() - windowMs);

  return {
    /**
     * Records the attempt as a failure before the password is checked, then refuses with 429
     * when that takes the email or the address over its cap. Counting after recording means
     * simultaneous guesses each see the others, so no burst gets more tries than the cap.
     */
    async begin(email: string, address: string): Promise<LoginAttempt> {
      const caps = new Map([
        [emailKey(email), limits.perEmail],
        [addressKey(address), limits.perAddress],
      ]);
      const recorded = await db
        .insert(loginAttempts)
        .values([...caps.keys()].map((key) => ({ key })))
        .returning({ id: loginAttempts.id, key: loginAttempts.key });
      const ids = recorded.map((row) => row.id);
      const rows = await db
        .select({ key: loginAttempts.key, attempts: count(), oldest: min(loginAttempts.attemptedAt) })
        .from(loginAttempts)
        .where(and(inArray(loginAttempts.key, [...caps.keys()]), gt(loginAttempts.attemptedAt, windowStart())))
        .groupBy(loginAttempts.key);
      for (const { key, attempts, oldest } of rows) {
        if (attempts <= (caps.get(key) ?? Infinity) || !oldest) continue;
        // A refused attempt tried no password, so it is no failure either.
        await db.delete(loginAttempts).where(inArray(loginAttempts.id, ids));
        const minutes = Math.max(1, Math.ceil((oldest.getTime() + windowMs - Date.now()) / 60_000));
        throw new AppError(429, `Too many failed login attempts, please try again in ${minutes} minutes`);
      }
      // Failures older than the window count for nothing; dropping them keeps the table small.
      await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, windowStart()));
      return {
        async succeeded() {
          const own = recorded.filter((row) => row.key === addressKey(address)).map((row) => row.id);
          await db.delete(loginAttempts).where(inArray(loginAttempts.id, own));
          await db.delete(loginAttempts).where(eq(loginAttempts.key, emailKey(email)));
        },
      };
    },
  };
}
