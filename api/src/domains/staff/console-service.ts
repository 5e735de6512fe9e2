import { eq } from 'drizzle-orm';
import type { AcceptInvitation, ConsoleSession, ConsoleSignIn, Invitation } from '@commons/shared/schemas';
import { AppError, badRequest, notFound } from '@commons/server-kernel/errors';
import { staffInvitations, staffMembers } from '../../db/schema';
import { createLoginLimiter } from '../auth/login-limiter';
import { requireStrongPassword } from '../auth/password-rule';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { ServiceDeps } from '../domain';
import { codeTimeStep } from '../sign-in-security/totp';
import { consoleIdleMinutes, createConsoleSessions, type ConsoleSessionOf } from './console-sessions';
import { invitationGone, invitationView, openInvitation } from './invitations';
import { createStaffSecondFactor } from './staff-second-factor';
import { staffMemberOf } from './staff-view';

/** The one refusal of a sign-in, whichever part is wrong (docs/api.md#the-console-api). */
export const signInRefused = 'The email, password or code is not right';
export const wrongEnrolmentCode = 'The code is not right: enter the current code from your app';

/**
 * The console's failures are counted apart from customers' (a staff email may also be a
 * customer's), under the customers' limiter and limits.
 */
const limiterKey = (email: string) => `console:${email}`;

export type StaffConsole = ReturnType<typeof createStaffConsole>;

/** The console's sign-in: invitations accepted, sessions opened and read (docs/api.md#the-console-api). */
export function createStaffConsole(deps: ServiceDeps) {
  const { db, config } = deps;
  const secondFactor = createStaffSecondFactor(config);
  const sessions = createConsoleSessions(deps);
  const limiter = createLoginLimiter(deps);

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
     * Signs in with email, password and a code, counted by the login limiter before anything is
     * checked; any wrong part gets the one refusal. A new session's token, and its reply.
     */
    async signIn({ email, password, code }: ConsoleSignIn, address: string): Promise<{ token: string; session: ConsoleSession }> {
      const attempt = await limiter.begin(limiterKey(email), address);
      // The account's cap for unknown browsers: staff have no mailed-link way in, so it refuses.
      if (attempt.accountCapped) {
        const seconds = config.loginLimits.windowMinutes * 60;
        throw new AppError(429, 'Too many failed login attempts, please try again later', { 'retry-after': String(seconds) });
      }
      const [staff] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
      const passwordRight = await verifyPassword(staff?.passwordHash ?? null, password);
      const signedIn = staff && passwordRight && staff.status === 'active' && (await secondFactor.spend(db, staff.id, code));
      if (!signedIn) throw badRequest(signInRefused);
      await attempt.succeeded();
      const { token, expiresAt } = await sessions.open(staff.id);
      return { token, session: await reply(staff, expiresAt) };
    },

    /** The reply of GET /session for an open session. */
    session: (open: ConsoleSessionOf) => reply(open.staff, open.expiresAt),
  };
}
