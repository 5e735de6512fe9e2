import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Invitation } from '@commons/shared/schemas';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { staffInvitations, staffMembers, type StaffMemberRow } from '../../db/schema';
import { hashToken, newToken } from '../auth/tokens';
import type { JobSender } from '../jobs/engine';
import { queueMail } from '../mail/outbox';
import { configuredOrigin } from '../notices/recipients';
import { newTotpSecret, otpauthUrlOf } from '../sign-in-security/totp';
import { invitationMail, type InvitationReason } from './invitation-mail';
import type { StaffSecondFactor } from './staff-second-factor';

/** How long an invitation's link works. */
export const invitationDays = 7;

/** The one reply to a token that opens nothing: unknown, used, expired, or its member disabled. */
export const invitationGone = 'This invitation is not valid any more: ask an operator for a new one';

/**
 * Invites `staff` to enrol, inside the caller's transaction: a 256-bit token (its hash kept), a
 * new TOTP seed sealed beside it, the mail with the link in the outbox. Any earlier unused
 * invitation of the member stops working. Returns when the new one expires.
 */
export async function invite(
  deps: { db: Database; jobs: JobSender; config: Pick<AppConfig, 'publicUrl' | 'port'> },
  secondFactor: StaffSecondFactor,
  staff: Pick<StaffMemberRow, 'id' | 'email' | 'name'>,
  reason: InvitationReason,
): Promise<Date> {
  const { db } = deps;
  const token = newToken();
  const expiresAt = new Date(Date.now() + invitationDays * 86_400_000);
  await voidInvitations(db, staff.id);
  await db.insert(staffInvitations).values({
    tokenHash: hashToken(token),
    staffId: staff.id,
    secret: secondFactor.seal(staff.id, newTotpSecret()),
    expiresAt,
  });
  const link = `${configuredOrigin(deps.config)}/console/invite?token=${encodeURIComponent(token)}`;
  await queueMail(db, deps.jobs, invitationMail(staff.email, staff.name, link, reason));
  return expiresAt;
}

/** Ends every unused invitation of a member (disabled, or invited again). */
export async function voidInvitations(db: Database, staffId: string): Promise<void> {
  await db
    .update(staffInvitations)
    .set({ usedAt: new Date() })
    .where(and(eq(staffInvitations.staffId, staffId), isNull(staffInvitations.usedAt)));
}

/** The open invitation of `token` with its member, locked in the caller's transaction when `forUpdate`; null when it opens nothing. */
export async function openInvitation(db: Database, token: string, forUpdate = false) {
  const query = db
    .select({ invitation: staffInvitations, staff: staffMembers })
    .from(staffInvitations)
    .innerJoin(staffMembers, eq(staffMembers.id, staffInvitations.staffId))
    .where(
      and(
        eq(staffInvitations.tokenHash, hashToken(token)),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, new Date()),
      ),
    );
  const [row] = await (forUpdate ? query.for('update', { of: staffInvitations }) : query);
  return row && row.staff.status !== 'disabled' ? row : null;
}

/** What the invitation page shows: who is invited, and the seed to add to the app. */
export function invitationView(secondFactor: StaffSecondFactor, row: NonNullable<Awaited<ReturnType<typeof openInvitation>>>): Invitation {
  const secret = secondFactor.open(row.staff.id, row.invitation.secret);
  return { email: row.staff.email, name: row.staff.name, role: row.staff.role, secret, otpauthUrl: otpauthUrlOf(row.staff.email, secret) };
}
