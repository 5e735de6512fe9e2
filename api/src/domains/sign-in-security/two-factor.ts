import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '@commons/shared/domain';
import { AppError, badRequest, conflict } from '@commons/server-kernel/errors';
import { twoFactorChallenges, twoFactorRecoveryCodes, twoFactorSecrets, type Individual } from '../../db/schema';
import type { ServiceDeps } from '../domain';
import { createKnownBrowsers } from '../auth/known-browsers';
import { createLoginLimiter, type CodeClient } from '../auth/login-limiter';
import { hashToken, newToken } from '../auth/tokens';
import { confirmCurrentPassword } from '../email-and-password/current-password';
import { queueMail } from '../mail/outbox';
import { hashRecoveryCode, newRecoveryCodes, spendRecoveryCode } from './recovery-codes';
import { twoFactorChangedMail } from './two-factor-mails';
import { codeTimeStep, newEnrolment } from './totp';
import { createTotpSeeds } from './totp-seeds';
import { removeTwoFactor } from './remove-two-factor';

/** How long the code step of a sign-in may follow its password step. */
const challengeMinutes = 5;
/** Wrong codes one challenge takes before the password must be entered again. */
const challengeFailures = 5;

const wrongCodeMessage = 'The code is not right: enter the current code from your app';
const codeRequiredMessage = 'Two-factor sign-in is on: enter the current code from your app as well';
/** A code is spent once (one code, one sign-in): the same code again, even within its 30 seconds, is this. */
const usedCodeMessage = 'That code was just used: wait for your app to show the next one, then enter it';
/** What a refused code is. */
type Refusal = 'used' | 'wrong';
const refusalMessage = (refusal: Refusal) => (refusal === 'used' ? usedCodeMessage : wrongCodeMessage);
const wrongCode = (refusal: Refusal) => badRequest(refusalMessage(refusal));
const expiredChallenge = () => new AppError(401, 'This sign-in has expired, please enter your password again');

/** A signed-in change of two-factor: the current password, and who sends it (the session's browser). */
export interface SignedInProof {
  password: string;
  client: CodeClient;
}

/** Who sends a sign-in's code step: its address and the device cookie's token, if any. */
export interface ChallengeClient {
  address: string;
  deviceToken: string | null;
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;

/**
 * Two-factor sign-in with TOTP (docs/product-rules.md#sign-in-security): enrolment confirmed by a
 * code, ten single-use recovery codes, turning on and off with the password and a code, and the
 * challenge between a sign-in's two steps. Every code checked here goes through the login
 * limiter's code throttle, per browser.
 */
export function createTwoFactor(deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs'>) {
  const { db, jobs } = deps;
  const limiter = createLoginLimiter(deps);
  const seeds = createTotpSeeds(deps);
  const knownBrowsers = createKnownBrowsers(deps);

  const enrolmentOf = async (individualId: string) =>
    (await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.individualId, individualId)))[0];

  /** Spends a current TOTP code once: a later step than any used before (one code, one sign-in). */
  async function spendTotp(individualId: string, code: string): Promise<'spent' | Refusal> {
    const enrolment = await enrolmentOf(individualId);
    if (!enrolment) return 'wrong';
    const verdict = await codeTimeStep(seeds.open(enrolment), code, enrolment.lastTimeStep);
    if (typeof verdict === 'string') return verdict;
    const { step } = verdict;
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
    // Another request spent this step (or a later one) since it was read: this one is used.
    return spent.length > 0 ? 'spent' : 'used';
  }

  /** A code or a recovery code of an enabled account, throttled; `spent` when it was right (and is now spent). */
  async function checkCode(individualId: string, code: string, recovery: boolean, client?: CodeClient): Promise<'spent' | Refusal> {
    const attempt = await limiter.beginCode(individualId, client);
    // Six digits are an app's code; anything else can only be a recovery code.
    const verdict = /^\d{6}$/.test(code)
      ? await spendTotp(individualId, code)
      : recovery && (await spendRecoveryCode(db, individualId, code))
        ? 'spent'
        : 'wrong';
    if (verdict === 'spent') await attempt.succeeded();
    return verdict;
  }

  /** The challenge of `tokenHash` while its code step is still open. */
  const openChallengeOf = async (tokenHash: string) =>
    (
      await db
        .select()
        .from(twoFactorChallenges)
        .where(
          and(
            eq(twoFactorChallenges.tokenHash, tokenHash),
            gt(twoFactorChallenges.expiresAt, new Date()),
            lt(twoFactorChallenges.failures, challengeFailures),
          ),
        )
    )[0];

  /** Ends the challenge once: the account whose it was, or 401 when another request ended it first. */
  async function closeChallenge(tokenHash: string): Promise<string> {
    const [closed] = await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.tokenHash, tokenHash)).returning();
    if (!closed) throw expiredChallenge();
    return closed.individualId;
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
        .values({ individualId: individual.id, secret: seeds.seal(individual.id, enrolment.secret) })
        .onConflictDoUpdate({
          target: twoFactorSecrets.individualId,
          set: { secret: seeds.seal(individual.id, enrolment.secret), lastTimeStep: null, createdAt: new Date() },
          setWhere: isNull(twoFactorSecrets.enabledAt),
        });
      return enrolment;
    },

    /**
     * Confirms the enrolment with the current password and a current code and turns two-factor
     * on; answers the ten recovery codes, which are never shown again. The notice is queued in
     * the same transaction.
     */
    async enable(member: Individual, code: string, origin: string, proof: SignedInProof): Promise<TwoFactorEnabled> {
      const individualId = member.id;
      const enrolment = await enrolmentOf(individualId);
      if (enrolment?.enabledAt) throw conflict('Two-factor sign-in is already on');
      if (!enrolment) throw badRequest('Start the set-up first: scan the QR code, then enter the code');
      await confirmCurrentPassword(db, member, proof.password);
      const verdict = await checkCode(individualId, code, false, proof.client);
      if (verdict !== 'spent') throw wrongCode(verdict);
      const recoveryCodes = newRecoveryCodes();
      const codeHashes = await Promise.all(recoveryCodes.map(hashRecoveryCode));
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
          .values(codeHashes.map((codeHash) => ({ individualId, codeHash })));
        await queueMail(tx, jobs, twoFactorChangedMail(member.email, individualId, origin, true));
      });
      return { enabled: true, recoveryCodes };
    },

    /** Turns two-factor off with the current password and a current or recovery code; the secret and codes are deleted. */
    async disable(member: Individual, code: string, origin: string, proof: SignedInProof): Promise<TwoFactorStatus> {
      const individualId = member.id;
      if (!(await this.isEnabled(individualId))) throw conflict('Two-factor sign-in is already off');
      await confirmCurrentPassword(db, member, proof.password);
      const verdict = await checkCode(individualId, code, true, proof.client);
      if (verdict !== 'spent') throw wrongCode(verdict);
      await db.transaction(async (tx) => {
        await removeTwoFactor(tx, individualId);
        await queueMail(tx, jobs, twoFactorChangedMail(member.email, individualId, origin, false));
      });
      return { enabled: false, recoveryCodesLeft: 0 };
    },

    /**
     * The second factor of another signed-in change (a payout account): nothing when two-factor
     * is off; when on, a current code (not a recovery code), throttled like every code here.
     */
    async confirmCode(individualId: string, code: string | undefined, client: CodeClient): Promise<void> {
      if (!(await this.isEnabled(individualId))) return;
      if (!code) throw badRequest(codeRequiredMessage);
      const verdict = await checkCode(individualId, code, false, client);
      if (verdict !== 'spent') throw wrongCode(verdict);
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
     * the code throttle of `client`'s browser; an unknown, expired or used-up challenge is a 401.
     */
    async passChallenge(token: string, code: string, client?: ChallengeClient): Promise<string> {
      const tokenHash = hashToken(token);
      const challenge = await openChallengeOf(tokenHash);
      if (!challenge || !(await this.isEnabled(challenge.individualId))) throw expiredChallenge();
      const browser = client && (await knownBrowsers.findForAccount(client.deviceToken, challenge.individualId));
      const codeClient = client && { address: client.address, browser: browser ?? null };
      const verdict = await checkCode(challenge.individualId, code, true, codeClient);
      if (verdict !== 'spent') {
        await db
          .update(twoFactorChallenges)
          .set({ failures: sql`${twoFactorChallenges.failures} + 1` })
          .where(eq(twoFactorChallenges.tokenHash, tokenHash));
        throw new AppError(401, refusalMessage(verdict));
      }
      return closeChallenge(tokenHash);
    },

    /**
     * Ends an open challenge without a code and answers its account: the code step's way to a
     * recovery request (recovery-requests.ts), for someone who lost the second factor.
     */
    async giveUpChallenge(token: string): Promise<string> {
      const tokenHash = hashToken(token);
      if (!(await openChallengeOf(tokenHash))) throw expiredChallenge();
      return closeChallenge(tokenHash);
    },
  };
}

