import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { staffMembers, staffSignInLinks, type StaffMemberRow } from '../../db/schema';
import { hashToken, newToken } from '../auth/tokens';
import type { JobSender } from '../jobs/engine';
import { queueMail } from '../mail/outbox';
import { configuredOrigin } from '../notices/recipients';
import { signInLinkMail } from './invitation-mail';

/** How long a console sign-in link works, as the customers' (docs/product-rules.md#sign-in-security). */
export const signInLinkMinutes = 10;

/**
 * The console's mailed sign-in links: a 256-bit token whose hash alone is kept, single-use and
 * short-lived, for an active member only. A link is no way in by itself: `signIn` still asks for
 * the password and a code, and the link lets those through the account's cap.
 */
export function createStaffSignInLinks(deps: { db: Database; jobs: JobSender; config: Pick<AppConfig, 'publicUrl' | 'port'> }) {
  const { db } = deps;
  const openLink = (token: string) =>
    and(eq(staffSignInLinks.tokenHash, hashToken(token)), isNull(staffSignInLinks.usedAt), gt(staffSignInLinks.expiresAt, new Date()));

  return {
    /** Mails `staff` a new link when they are active; earlier links keep working until they expire. */
    async mail(staff: StaffMemberRow): Promise<void> {
      if (staff.status !== 'active') return;
      const token = newToken();
      const link = `${configuredOrigin(deps.config)}/console/login?link=${encodeURIComponent(token)}`;
      await db.transaction(async (tx) => {
        const expiresAt = new Date(Date.now() + signInLinkMinutes * 60_000);
        await tx.insert(staffSignInLinks).values({ tokenHash: hashToken(token), staffId: staff.id, expiresAt });
        await queueMail(tx, deps.jobs, signInLinkMail(staff.email, link, signInLinkMinutes));
      });
    },

    /** Whether `token` is an open link of the active member signing in as `email`; reads only. */
    async opens(token: string, email: string): Promise<boolean> {
      const [row] = await db
        .select({ staffId: staffSignInLinks.staffId })
        .from(staffSignInLinks)
        .innerJoin(staffMembers, eq(staffMembers.id, staffSignInLinks.staffId))
        .where(and(openLink(token), eq(staffMembers.email, email), eq(staffMembers.status, 'active')));
      return row !== undefined;
    },

    /** Uses up `token` for `staffId` in the caller's transaction; false when it was not open any more. */
    async useUp(tx: Database, token: string, staffId: string): Promise<boolean> {
      const used = await tx
        .update(staffSignInLinks)
        .set({ usedAt: new Date() })
        .where(and(openLink(token), eq(staffSignInLinks.staffId, staffId)))
        .returning({ staffId: staffSignInLinks.staffId });
      return used.length > 0;
    },
  };
}
