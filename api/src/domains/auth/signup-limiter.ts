import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import { signupAttempts } from '../../db/schema';
import { AppError } from '@commons/server-kernel/errors';
import type { ServiceDeps } from '../domain';

export type SignupLimiter = ReturnType<typeof createSignupLimiter>;

/** "42 seconds" or "3 minutes", rounded up. */
const waitFor = (seconds: number) => {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

/**
 * Throttles sign-ups per client address in the database, so every API instance on
 * one PostgreSQL counts the same attempts. Every attempt counts, refused input included: a
 * scanner's are mostly that, and the sign-up form checks its fields before sending.
 */
export function createSignupLimiter({ db, config }: Pick<ServiceDeps, 'db'> & { config: Pick<AppConfig, 'signupLimits'> }) {
  const { perAddress, windowMinutes } = config.signupLimits;
  const windowMs = windowMinutes * 60_000;

  return {
    /**
     * Records an attempt from `address`, then refuses it with 429 and Retry-After when it is one
     * too many. Recording first means simultaneous attempts each see the others.
     */
    async attempt(address: string): Promise<void> {
      const windowStart = new Date(Date.now() - windowMs);
      const [own] = await db.insert(signupAttempts).values({ address }).returning({ id: signupAttempts.id });
      const [row] = await db
        .select({ attempts: count(), oldest: min(signupAttempts.attemptedAt) })
        .from(signupAttempts)
        .where(and(eq(signupAttempts.address, address), gt(signupAttempts.attemptedAt, windowStart)));
      if ((row?.attempts ?? 0) <= perAddress) {
        // Attempts older than the window count for nothing; dropping them keeps the table small.
        await db.delete(signupAttempts).where(lt(signupAttempts.attemptedAt, windowStart));
        return;
      }
      // A refused attempt made no account, so it does not push the wait further either.
      if (own) await db.delete(signupAttempts).where(eq(signupAttempts.id, own.id));
      const oldest = row?.oldest?.getTime() ?? Date.now();
      const seconds = Math.max(1, Math.ceil((oldest + windowMs - Date.now()) / 1000));
      throw new AppError(429, `Too many sign-ups from this address, please try again in ${waitFor(seconds)}`, {
        'retry-after': String(seconds),
      });
    },
  };
}
