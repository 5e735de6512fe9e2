import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import {
  consoleSignInLinkGone,
  type AcceptInvitation,
  type ConsoleSession,
  type ConsoleSignIn,
  type ConsoleSignInLinkRequest,
  type Invitation,
  type MailSent,
} from '@commons/shared/schemas';
import { AppError, badRequest, notFound } from '@commons/server-kernel/errors';
import { staffInvitations, staffMembers, type StaffMemberRow } from '../../db/schema';
import { forgetAccountFailures, createLoginLimiter, type LoginAttempt } from '../auth/login-limiter';
import { requireStrongPassword } from '../auth/password-rule';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { ServiceDeps } from '../domain';
import { throttle, throttleAllows } from '../email-and-password/throttle';
import { codeTimeStep } from '../sign-in-security/totp';
import { consoleIdleMinutes, createConsoleSessions, type ConsoleSessionOf } from './console-sessions';
import { invitationGone, invitationView, openInvitation } from './invitations';
import { queueMail } from '../mail/outbox';
import { configuredOrigin } from '../notices/recipients';
import { signInAttackMail } from './invitation-mail';
import { createStaffSignInLinks } from './sign-in-links';
import { createStaffSecondFactor } from './staff-second-factor';
import { staffMemberOf } from './staff-view';

/** The one refusal of a sign-in, whichever part is wrong (docs/api.md#the-console-api). */
export const signInRefused = 'The email, password or code is not right';
export const wrongEnrolmentCode = 'The code is not right: enter the current code from your app';

/**
 * The one answer while the account's cap for unknown browsers is reached, right password or
 * wrong, staff member or none (docs/product-rules.md#sign-in-security).
 */
export const signInCapped =
  'This account had many failed sign-ins, so it signs in only through a mailed link for now. If your password was right, we have emailed you one; otherwise choose "Email me a sign-in link". Open the link, then sign in with your password and code.';

export const tooManyLinkRequests = 'Too many sign-in link requests: please check your inbox, or try again later';

/**
 * Every capped answer and every link request takes at least this long, so the time does not
 * tell whether a link was mailed (as the customers' forgot-password does).
 */
export const linkAnswerMs = 400;

/**
 * The console's failures are counted apart from customers' (a staff email may also be a
 * customer's), under the customers' limiter and limits.
 */
const limiterKey = (email: string) => `console:${email}`;
/** Links mailed to one address per quarter hour at most, whatever asked for them. */
const linkRule = (email: string) => ({ key: `console-link-email:${email}`, max: 3, windowMinutes: 15 });

export type StaffConsole = ReturnType<typeof createStaffConsole>;

/** The console's sign-in: invitations accepted, sessions opened and read (docs/api.md#the-console-api). */
export function createStaffConsole(deps: ServiceDeps) {
  const { db, config } = deps;
  const secondFactor = createStaffSecondFactor(config);
  const sessions = createConsoleSessions(deps);
  const limiter = createLoginLimiter(deps);
  const links = createStaffSignInLinks(deps);

  /** Waits until `answerAt`, then gives `answer`'s result or error: the time says nothing. */
  async function answeredAt<T>(answerAt: number, answer: () => Promise<T>): Promise<T> {
    try {
      return await answer();
    } finally {
      await sleep(Math.max(0, answerAt - Date.now()));
    }
  }

  // Throttle rows live an hour (throttle.ts), so a window longer than that counts as an hour.
  const noticeWindowMinutes = Math.min(config.loginLimits.windowMinutes, 60);

  /** Tells an active member of the attack on their account, at most once per window of the login limits. */
  async function noticeAttack(staff: StaffMemberRow): Promise<void> {
    if (!(await throttleAllows(db, { key: `console-sign-in-attack:${staff.id}`, max: 1, windowMinutes: noticeWindowMinutes }))) return;
    await queueMail(db, deps.jobs, signInAttackMail(staff.email, `${configuredOrigin(config)}/console/login`));
  }

  /**
   * A sign-in without a link while the account's cap is reached: the member hears of the attack
   * (once per window), a right password withdraws its failure and mails a link, and the one 429
   * follows either way, never sooner than `linkAnswerMs`.
   */
  async function refuseCapped(staff: StaffMemberRow | undefined, passwordRight: boolean, attempt: LoginAttempt): Promise<never> {
    await answeredAt(Date.now() + linkAnswerMs, async () => {
      if (!staff || staff.status !== 'active') return;
      await noticeAttack(staff);
      if (!passwordRight) return;
      await attempt.succeeded();
      if (await throttleAllows(db, linkRule(staff.email))) await links.mail(staff);
    });
    const seconds = config.loginLimits.windowMinutes * 60;
    throw new AppError(429, signInCapped, { 'retry-after': String(seconds) });
  }

  const reply = async (staff: ConsoleSessionOf['staff'], expiresAt: Date): Promise<ConsoleSession> => ({
    staff: await staffMemberOf(db, staff),
    idleMinutes: consoleIdleMinutes,
    expiresAt: expiresAt.toISOString(),
  });

  return {
    sessions,

    /** The open session of a cookie's token (`authorizeConsole`). */
    resolve: (token: string) => sessions.resolve(token),

    /** Spends a current code of the member's app, for a step-up route. */
    confirmCode: (staffId: string, code: string) => secondFactor.spend(db, staffId, code),

    async invitation(token: string): Promise<Invitation> {
      const row = await openInvitation(db, token);
      if (!row) throw notFound(invitationGone);
      return invitationView(secondFactor, row);
    },

    /** Sets the password and enrols the invitation's seed; the invitation is used up. The ten recovery codes. */
    async accept({ token, password, code }: AcceptInvitation): Promise<string[]> {
      const found = await openInvitation(db, token);
      if (!found) throw notFound(invitationGone);
      await requireStrongPassword('password', password, [found.staff.email, found.staff.name]);
      const { secret } = invitationView(secondFactor, found);
      const verdict = await codeTimeStep(secret, code, null);
      if (typeof verdict !== 'object') throw badRequest(wrongEnrolmentCode);
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        // Locked and read again: two submits of one link enrol once.
        const row = await openInvitation(tx, token, true);
        if (!row) throw notFound(invitationGone);
        await tx.update(staffInvitations).set({ usedAt: new Date() }).where(eq(staffInvitations.tokenHash, row.invitation.tokenHash));
        await tx.update(staffMembers).set({ passwordHash, status: 'active' }).where(eq(staffMembers.id, row.staff.id));
        return secondFactor.enrol(tx, row.staff.id, secret, verdict.step);
      });
    },

    /**
     * Mails a sign-in link when `email` is an active member's: the same reply, in about the same
     * time, either way; at most 3 per address in 15 minutes and 30 per client address an hour,
     * counted alike for every address so the refusal says nothing either.
     */
    async requestLink({ email }: ConsoleSignInLinkRequest, address: string): Promise<MailSent> {
      return answeredAt(Date.now() + linkAnswerMs, async () => {
        await throttle(db, [linkRule(email), { key: `console-link-ip:${address}`, max: 30, windowMinutes: 60 }], tooManyLinkRequests);
        const [staff] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
        if (staff) await links.mail(staff);
        return { sent: true as const };
      });
    },

    /**
     * Signs in with email, password and a code, counted by the login limiter before anything is
     * checked; any wrong part gets the one refusal. While the account's cap is reached only a
     * mailed `link` lets a right set in: it is used up and the account's failures are forgotten.
     * A new session's token, and its reply.
     */
    async signIn({ email, password, code, link }: ConsoleSignIn, address: string): Promise<{ token: string; session: ConsoleSession }> {
      // Checked before the limiter counts anything: a dead link changes nothing.
      if (link !== undefined && !(await links.opens(link, email))) throw badRequest(consoleSignInLinkGone);
      const attempt = await limiter.begin(limiterKey(email), address);
      const [staff] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
      const passwordRight = await verifyPassword(staff?.passwordHash ?? null, password);
      if (attempt.accountCapped && link === undefined) return refuseCapped(staff, passwordRight, attempt);
      const signedIn = staff && passwordRight && staff.status === 'active' && (await secondFactor.spend(db, staff.id, code));
      if (!signedIn) throw badRequest(signInRefused);
      if (link !== undefined) {
        await db.transaction(async (tx) => {
          if (!(await links.useUp(tx, link, staff.id))) throw badRequest(consoleSignInLinkGone);
          await forgetAccountFailures(tx, limiterKey(email));
        });
      }
      await attempt.succeeded();
      const { token, expiresAt } = await sessions.open(staff.id);
      return { token, session: await reply(staff, expiresAt) };
    },

    /** The reply of GET /session for an open session. */
    session: (open: ConsoleSessionOf) => reply(open.staff, open.expiresAt),
  };
}
