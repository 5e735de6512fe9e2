import { and, eq, gt } from 'drizzle-orm';
import type { TwoFactorRecoveryRequest } from '@commons/shared/schemas';
import { AppError, conflict } from '@commons/server-kernel/errors';
import { individuals, twoFactorRecoveryRequests, type Individual } from '../../db/schema';
import type { ServiceDeps } from '../domain';
import type { SignInClient } from '../auth/auth-service';
import { createKnownBrowsers } from '../auth/known-browsers';
import { createLoginLimiter } from '../auth/login-limiter';
import { verifyPassword } from '../auth/passwords';
import { throttle } from '../email-and-password/throttle';
import { queueMail } from '../mail/outbox';
import { createAccounts } from '../users/accounts';
import { recoveryFiledMail } from './recovery-request-mails';
import { createTwoFactor } from './two-factor';

/** How long a request waits for an operator's decision before it lapses. */
export const recoveryRequestDays = 7;

/** Filings per account, and per client address, within an hour. */
const filingsPerAccount = 3;
const filingsPerAddress = 10;

export type RecoveryRequests = ReturnType<typeof createRecoveryRequests>;

/**
 * The account holder's side of losing the second factor (docs/product-rules.md#losing-the-second-factor):
 * a request filed signed out, proved by the password (throttled as a sign-in) or by the
 * sign-in's open challenge. The owner is mailed at once; operators decide it
 * (recovery-request-operations.ts).
 */
export function createRecoveryRequests(deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs'>) {
  const { db, jobs } = deps;
  const accounts = createAccounts(deps);
  const limiter = createLoginLimiter(deps);
  const knownBrowsers = createKnownBrowsers(deps);
  const twoFactor = createTwoFactor(deps);

  /** The account the filer proved to hold: one message for either wrong email or password, as at sign-in. */
  async function provedAccount(input: TwoFactorRecoveryRequest, client: SignInClient): Promise<Individual | undefined> {
    if (input.challenge !== undefined) return accounts.findById(await twoFactor.giveUpChallenge(input.challenge));
    const email = input.email ?? '';
    const attempt = await limiter.begin(email, client.address, await knownBrowsers.find(client.deviceToken, email));
    const individual = await accounts.findByEmail(email);
    if (!(await verifyPassword(individual?.passwordHash ?? null, input.password ?? '')) || !individual) {
      throw new AppError(401, 'Invalid email or password');
    }
    await attempt.succeeded();
    return individual;
  }

  return {
    /** Files a request for the account proved, one waiting at a time, and mails its owner. */
    async file(input: TwoFactorRecoveryRequest, client: SignInClient, origin: string): Promise<{ filed: true; expiresAt: string }> {
      const individual = await provedAccount(input, client);
      if (!individual) throw new AppError(401, 'This sign-in has expired, please enter your password again');
      if (!(await twoFactor.isEnabled(individual.id))) throw conflict('Two-factor sign-in is off on this account: sign in with your password');
      await throttle(
        db,
        [
          { key: `two-factor-recovery:${individual.id}`, max: filingsPerAccount, windowMinutes: 60 },
          { key: `two-factor-recovery-ip:${client.address}`, max: filingsPerAddress, windowMinutes: 60 },
        ],
        'Too many recovery requests: please try again in an hour',
      );
      const expiresAt = new Date(Date.now() + recoveryRequestDays * 86_400_000);
      await db.transaction(async (tx) => {
        // The account's row, locked: two filings at once cannot both find none waiting.
        await tx.select({ id: individuals.id }).from(individuals).where(eq(individuals.id, individual.id)).for('update');
        const [waiting] = await tx
          .select({ id: twoFactorRecoveryRequests.id })
          .from(twoFactorRecoveryRequests)
          .where(
            and(
              eq(twoFactorRecoveryRequests.individualId, individual.id),
              eq(twoFactorRecoveryRequests.status, 'PENDING'),
              gt(twoFactorRecoveryRequests.expiresAt, new Date()),
            ),
          );
        if (waiting) throw conflict('A request to turn off two-factor sign-in is already waiting for our staff: they will contact you');
        await tx.insert(twoFactorRecoveryRequests).values({
          individualId: individual.id,
          expiresAt,
          filedFrom: client.address,
          userAgent: client.userAgent.slice(0, 500),
        });
        await queueMail(tx, jobs, recoveryFiledMail(individual.email, individual.id, origin, expiresAt));
      });
      return { filed: true, expiresAt: expiresAt.toISOString() };
    },
  };
}
