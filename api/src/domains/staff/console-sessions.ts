import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { consoleSessions, staffMembers, type StaffMemberRow } from '../../db/schema';
import { hashToken, newToken } from '../auth/tokens';

/** A console session ends after this many minutes without a request (docs/api.md#the-console-api). */
export const consoleIdleMinutes = 15;
/** ... and this many hours after sign-in, however busy. */
export const consoleSessionHours = 12;

/** An open console session: who, and when it ends however busy. */
export interface ConsoleSessionOf {
  staff: StaffMemberRow;
  tokenHash: string;
  expiresAt: Date;
}

/**
 * Ends every console session of a staff member, in the caller's transaction: disabling them,
 * a new role and a reset second factor sign them out everywhere at once.
 */
export async function endConsoleSessions(db: Database, staffId: string): Promise<void> {
  await db.delete(consoleSessions).where(eq(consoleSessions.staffId, staffId));
}

export type ConsoleSessions = ReturnType<typeof createConsoleSessions>;

/** Cookie sessions of the console, kept server-side by the token's sha256. */
export function createConsoleSessions({ db }: { db: Database }) {
  return {
    /** Opens a session; the token goes to the cookie only. */
    async open(staffId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + consoleSessionHours * 3_600_000);
      await db.insert(consoleSessions).values({ tokenHash: hashToken(token), staffId, expiresAt });
      return { token, expiresAt };
    },

    /**
     * The open session of `token`, its use noted now; null when it is unknown, idle too long,
     * past its end, or its member is no longer active.
     */
    async resolve(token: string): Promise<ConsoleSessionOf | null> {
      const now = new Date();
      const tokenHash = hashToken(token);
      const [row] = await db
        .update(consoleSessions)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(consoleSessions.tokenHash, tokenHash),
            gt(consoleSessions.expiresAt, now),
            gt(consoleSessions.lastUsedAt, new Date(now.getTime() - consoleIdleMinutes * 60_000)),
          ),
        )
        .returning({ staffId: consoleSessions.staffId, expiresAt: consoleSessions.expiresAt });
      if (!row) return null;
      const [staff] = await db.select().from(staffMembers).where(eq(staffMembers.id, row.staffId));
      if (staff?.status !== 'active') return null;
      return { staff, tokenHash, expiresAt: row.expiresAt };
    },

    /** Ends the session of `tokenHash`. */
    async end(tokenHash: string): Promise<void> {
      await db.delete(consoleSessions).where(eq(consoleSessions.tokenHash, tokenHash));
    },
  };
}
