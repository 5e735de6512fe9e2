import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { individuals, sessions, type Individual } from '../../db/schema';
import { hashToken, newToken } from './tokens';

export interface ResolvedSession {
  individual: Individual;
  tokenHash: string;
}

export type Sessions = ReturnType<typeof createSessions>;

/** Bearer-token sessions that expire after `ttlHours` and end early on logout. */
export function createSessions(db: Database, ttlHours: number) {
  return {
    /** Starts a session and returns its token; only the token's hash is stored. */
    async open(individualId: string): Promise<string> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
      await db.insert(sessions).values({ tokenHash: hashToken(token), individualId, expiresAt });
      return token;
    },

    /** The account behind a token, or null when the token is unknown, expired or revoked. */
    async resolve(token: string): Promise<ResolvedSession | null> {
      const tokenHash = hashToken(token);
      const [row] = await db
        .select({ individual: individuals })
        .from(sessions)
        .innerJoin(individuals, eq(individuals.id, sessions.individualId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
      return row ? { individual: row.individual, tokenHash } : null;
    },

    async revoke(tokenHash: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },
  };
}
