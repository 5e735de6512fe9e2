import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { badRequest, forbidden } from '@commons/server-kernel/errors';
import { individuals, type Individual } from '../../db/schema';
import type { ServiceDeps } from '../domain';
import { consumeToken, issueToken } from '../email-and-password/account-tokens';
import { signInAttackMail, signInLinkMail } from '../email-and-password/account-mails';
import { throttleAllows } from '../email-and-password/throttle';
import { queueMail } from '../mail/outbox';

/**
 * The one answer to a password from a new browser while the account's cap is reached, right or
 * wrong, account or none: a different answer would tell a guesser past the cap when a guess is
 * right (docs/product-rules.md#sign-in-security).
 */
export const signInLinkSentMessage =
  'This account had many failed sign-ins, so a new browser cannot sign in with its password alone for now. If your password was right, we have emailed you a one-time sign-in link: open it to sign in.';

export const usedSignInLinkMessage = 'This sign-in link has expired or was already used. Please sign in again.';

/**
 * Every such answer takes at least this long after the password check, so the mailing a right
 * password causes does not show in the time either (as forgot-password does).
 */
export const cappedAnswerMs = 250;

/** Links mailed per account at most, so a guesser holding the password cannot flood the inbox. */
const linksPerQuarterHour = 3;

/**
 * The way in for the owner while strangers' failures hold the account's cap: the right password
 * from a new browser mails a single-use, short-lived link bound to the account (only its hash is
 * kept), and the owner hears of the attack once per window.
 */
export function createSignInLinks({ db, jobs, config }: Pick<ServiceDeps, 'db' | 'jobs' | 'config'>) {
  // Throttle rows live an hour (throttle.ts), so a window longer than that counts as an hour.
  const noticeWindowMinutes = Math.min(config.loginLimits.windowMinutes, 60);

  /** Tells `individual` of the attack, at most once per window of the login limits. */
  async function noticeAttack(individual: Individual, origin: string): Promise<void> {
    if (!(await throttleAllows(db, { key: `sign-in-attack:${individual.id}`, max: 1, windowMinutes: noticeWindowMinutes }))) return;
    await queueMail(db, jobs, signInAttackMail(individual.email, individual.id, origin));
  }

  /** Mails `individual` a sign-in link, a few per quarter hour at most. */
  async function mailLink(individual: Individual, origin: string): Promise<void> {
    if (!(await throttleAllows(db, { key: `sign-in-link:${individual.id}`, max: linksPerQuarterHour, windowMinutes: 15 }))) return;
    await db.transaction(async (tx) => {
      const token = await issueToken(tx, individual.id, 'sign-in', individual.email);
      await queueMail(tx, jobs, signInLinkMail(individual.email, individual.id, origin, token));
    });
  }

  return {
    noticeAttack,

    /**
     * Answers a password from a new browser while the account's cap is reached: the owner hears of
     * the attack, a right password (`passwordMatches`, after `succeeded` withdrew the failure)
     * mails a link, and the one refusal follows, never sooner than `cappedAnswerMs`.
     */
    async answerCapped(
      individual: Individual | undefined,
      passwordMatches: boolean,
      succeeded: () => Promise<void>,
      origin: string,
    ): Promise<never> {
      const answerAt = Date.now() + cappedAnswerMs;
      try {
        if (individual) await noticeAttack(individual, origin);
        if (individual && passwordMatches) {
          await succeeded();
          await mailLink(individual, origin);
        }
      } finally {
        await sleep(Math.max(0, answerAt - Date.now()));
      }
      throw forbidden(signInLinkSentMessage);
    },

    /** Uses up a sign-in link: the account it was sent to, while it still has that address. */
    consume: (token: string): Promise<Individual> =>
      db.transaction(async (tx) => {
        const link = await consumeToken(tx, token, ['sign-in']);
        if (!link) throw badRequest(usedSignInLinkMessage);
        const [member] = await tx.select().from(individuals).where(eq(individuals.id, link.individualId));
        if (!member || member.email !== link.email) throw badRequest(usedSignInLinkMessage);
        return member;
      }),
  };
}
