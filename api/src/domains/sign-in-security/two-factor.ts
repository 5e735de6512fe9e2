import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '@commons/shared/domain';
import { AppError, badRequest, conflict } from '@commons/server-kernel/errors';
import { twoFactorChallenges, twoFactorRecoveryCodes, twoFactorSecrets, type Individual } from '../../db/schema';
import type { ServiceDeps } from '../domain';
import { createLoginLimiter } from '../auth/login-limiter';
import { hashToken, newToken } from '../auth/tokens';
import { queueMail } from '../mail/outbox';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { twoFactorChangedMail } from './two-factor-mails';
import { codeTimeStep, newEnrolment } from './totp';

/** How long the code step of a sign-in may follow its password step. */
const challengeMinutes = 5;
/** Wrong codes one challenge takes before the password must be entered again. */
const challengeFailures = 5;

const wrongCodeMessage = 'The code is not right: enter the current code from your app';
const wrongCode = () => badRequest(wrongCodeMessage);
const expiredChallenge = () => new AppError(401, 'This sign-in has expired, please enter your password again');

export type TwoFactor = ReturnType<typeof createTwoFactor>;

/**
 * Two-factor sign-in with TOTP (docs/product-rules.md#sign-in-security): enrolment confirmed by a
 * code, ten single-use recovery codes, disabling by a code, and the challenge between a sign-in's
 * two steps. Every code checked here goes through the login limiter's code throttle.
 */
export function createTwoFactor(deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs'>) {
  const { db, jobs } = deps;
  const limiter = createLoginLimiter(deps);

  const enrolmentOf = async (individualId: string) =>
    (await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.individualId, individualId)))[0];

  /** Spends a current TOTP code once: a later step than any used before (one code, one sign-in). */
  async function spendTotp(individualId: string, code: string): Promise<boolean> {
    const enrolment = await enrolmentOf(individualId);
    if (!enrolment) return false;
    const step = await codeTimeStep(enrolment.secret, code, enrolment.lastTimeStep);
    if (step === null) return false;
    const spent = await db
      .update(twoFactorSecrets)
      .set({ lastTimeStep: step })
      .where(
        and(
          eq(twoFactorSecrets.individualId, individualId),
          or(isNull(twoFactorSecrets.lastTimeStep), lt(twoFactorSecrets.lastTimeStep, step)),
        ),
      )
      .returning({ individualId: twoFactorSecrets.individualId });
    return spent.length > 0;
  }

  /** Spends an unused recovery code; the row's update decides, so two requests cannot both use it. */
  async function spendRecoveryCode(individualId: string, code: string): Promise<boolean> {
    const spent = await db
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(twoFactorRecoveryCodes.individualId, individualId),
          eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(code)),
          isNull(twoFactorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: twoFactorRecoveryCodes.id });
    return spent.length > 0;
  }

  /** A code or a recovery code of an enabled account, throttled; true when it was right (and is now spent). */
  async function checkCode(individualId: string, code: string, { recovery }: { recovery: boolean }): Promise<boolean> {
    const attempt = await limiter.beginCode(individualId);
    const right = (await spendTotp(individualId, code)) || (recovery && (await spendRecoveryCode(individualId, code)));
    if (right) await attempt.succeeded();
    return right;
  }

  return {
    async status(individualId: string): Promise<TwoFactorStatus> {
      const enrolment = await enrolmentOf(individualId);
      if (!enrolment?.enabledAt) return { enabled: false, recoveryCodesLeft: 0 };
      const [left] = await db
        .select({ n: count() })
        .from(twoFactorRecoveryCodes)
        .where(and(eq(twoFactorRecoveryCodes.individualId, individualId), isNull(twoFactorRecoveryCodes.usedAt)));
      return { enabled: true, recoveryCodesLeft: left?.n ?? 0 };
    },

    async isEnabled(individualId: string): Promise<boolean> {
      return Boolean((await enrolmentOf(individualId))?.enabledAt);
    },

    /** Starts (or starts again) an enrolment: a new secret, not asked at sign-in until confirmed. */
    async setup(individual: Individual): Promise<TwoFactorSetup> {
      if (await this.isEnabled(individual.id)) throw conflict('Two-factor sign-in is already on');
      const enrolment = await newEnrolment(individual.email);
      await db
        .insert(twoFactorSecrets)
        .values({ individualId: individual.id, secret: enrolment.secret })
        .onConflictDoUpdate({
          target: twoFactorSecrets.individualId,
          set: { secret: enrolment.secret, lastTimeStep: null, createdAt: new Date() },
          setWhere: isNull(twoFactorSecrets.enabledAt),
        });
      return enrolment;
    },

    /**
     * Confirms the enrolment with a current code and turns two-factor on; answers the ten
     * recovery codes, which are never shown again. The notice is queued in the same transaction.
     */
    async enable(member: Individual, code: string, origin: string): Promise<TwoFactorEnabled> {
      const individualId = member.id;
      const enrolment = await enrolmentOf(individualId);
      if (enrolment?.enabledAt) throw conflict('Two-factor sign-in is already on');
      if (!enrolment) throw badRequest('Start the set-up first: scan the QR code, then enter the code');
      if (!(await checkCode(individualId, code, { recovery: false }))) throw wrongCode();
      const recoveryCodes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        const turnedOn = await tx
          .update(twoFactorSecrets)
          .set({ enabledAt: new Date() })
          .where(and(eq(twoFactorSecrets.individualId, individualId), isNull(twoFactorSecrets.enabledAt)))
          .returning({ id: twoFactorSecrets.individualId });
        if (turnedOn.length === 0) throw conflict('Two-factor sign-in is already on');
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.individualId, individualId));
        await tx
          .insert(twoFactorRecoveryCodes)
          .values(recoveryCodes.map((recovery) => ({ individualId, codeHash: hashRecoveryCode(recovery) })));
        await queueMail(tx, jobs, twoFactorChangedMail(member.email, individualId, origin, true));
      });
      return { enabled: true, recoveryCodes };
    },

    /** Turns two-factor off with a current code or a recovery code; the secret and codes are deleted. */
    async disable(member: Individual, code: string, origin: string): Promise<TwoFactorStatus> {
      const individualId = member.id;
      if (!(await this.isEnabled(individualId))) throw conflict('Two-factor sign-in is already off');
      if (!(await checkCode(individualId, code, { recovery: true }))) throw wrongCode();
      await db.transaction(async (tx) => {
        await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.individualId, individualId));
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.individualId, individualId));
        await queueMail(tx, jobs, twoFactorChangedMail(member.email, individualId, origin, false));
      });
      return { enabled: false, recoveryCodesLeft: 0 };
    },

    /** The password step passed: a token for the code step, valid a few minutes. */
    async openChallenge(individualId: string): Promise<string> {
      const token = newToken();
      await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, new Date()));
      await db.insert(twoFactorChallenges).values({
        tokenHash: hashToken(token),
        individualId,
        expiresAt: new Date(Date.now() + challengeMinutes * 60_000),
      });
      return token;
    },

    /**
     * The code step: the account whose challenge `token` is and whose `code` (or unused recovery
     * code) is right; the challenge ends with it. A wrong code counts against the challenge and
     * the account's code throttle; an unknown, expired or used-up challenge is a 401.
     */
    async passChallenge(token: string, code: string): Promise<string> {
      const tokenHash = hashToken(token);
      const [challenge] = await db
        .select()
        .from(twoFactorChallenges)
        .where(
          and(
            eq(twoFactorChallenges.tokenHash, tokenHash),
            gt(twoFactorChallenges.expiresAt, new Date()),
            lt(twoFactorChallenges.failures, challengeFailures),
          ),
        );
      if (!challenge || !(await this.isEnabled(challenge.individualId))) throw expiredChallenge();
      if (!(await checkCode(challenge.individualId, code, { recovery: true }))) {
        await db
          .update(twoFactorChallenges)
          .set({ failures: sql`${twoFactorChallenges.failures} + 1` })
          .where(eq(twoFactorChallenges.tokenHash, tokenHash));
        throw new AppError(401, wrongCodeMessage);
      }
      const closed = await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.tokenHash, tokenHash)).returning();
      if (closed.length === 0) throw expiredChallenge();
      return challenge.individualId;
    },
  };
}

