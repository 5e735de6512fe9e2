import { and, desc, eq, gt, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sessionEndMessages, type AccountStatus, type SignedInBrowser } from '@commons/shared/domain';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { groupPolicies, individuals, sessions, type Individual } from '../../db/schema';
import {
  activeAssignedPolicy,
  toAssignedGroupPolicy,
  type AssignedGroupPolicy,
} from '../users/assigned-group-policy';
import type { ServiceDeps } from '../domain';
import { browserName } from './browser-name';
import { effectiveStatus } from './effective-status';
import { hashToken, newToken } from './tokens';

/** Who opens a session: shown in the list of signed-in browsers. */
export interface SessionClient {
  userAgent: string;
  address: string;
}

/** How often a session's last use is written at most: the list needs minutes, not every request. */
const lastUseStepMs = 60_000;

export interface ResolvedSession {
  /**
   * The signed-in member, its `accountStatus` the EFFECTIVE one (`effectiveStatus`: a sub-user
   * of an owner that is not APPROVED has the owner's), which every access check reads.
   */
  individual: Individual;
  /** The active policy assigned to the account, whose menus the access checks read. */
  assignedGroupPolicy: AssignedGroupPolicy | null;
  tokenHash: string;
  /** When the session ends by itself, however busy (the absolute lifetime). */
  expiresAt: Date;
  /** When it ends unless used again: its last noted use plus the idle timeout. */
  idleUntil: Date;
  /**
   * Set when an operator's suspension or rejection ended the session: it then only serves while
   * the account still has that status, and only where the status itself is allowed.
   */
  endedBy: AccountStatus | null;
}

/** Statuses whose change ends an account's sessions. */
export const sessionEndingStatuses = ['SUSPENDED', 'REJECTED'] as const satisfies AccountStatus[];
type SessionEndingStatus = (typeof sessionEndingStatuses)[number];

/**
 * Why every session of an account ended: a status (the session then still tells its holder that
 * status), or a new password or an approved two-factor recovery, after which the token is simply
 * refused.
 */
export type SessionsEndReason = SessionEndingStatus | 'password-reset' | 'password-changed' | 'two-factor-recovery';

export type Sessions = ReturnType<typeof createSessions>;

/** The owner of a sub-user's account, joined in the same query as the session. */
const owners = alias(individuals, 'owners');

/**
 * Ends every open session of an account but `keepTokenHash` (the caller's own, when it changes
 * its password), inside the caller's transaction when given one: suspension, rejection and a
 * new password sign the account out everywhere at once.
 */
export async function revokeAllSessions(
  db: Database,
  individualId: string,
  reason: SessionsEndReason,
  keepTokenHash?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.individualId, individualId),
        isNull(sessions.revokedAt),
        keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined,
      ),
    );
}

/**
 * Bearer-token sessions that end after `sessionTtlHours` however busy, after
 * `sessionIdleMinutes` without a request (docs/configuration.md#accounts-and-sessions), and early on logout.
 */
export function createSessions({
  db,
  config,
}: Pick<ServiceDeps, 'db'> & { config: Pick<AppConfig, 'sessionTtlHours' | 'sessionIdleMinutes'> }) {
  const ttlHours = config.sessionTtlHours;
  const idleMs = config.sessionIdleMinutes * 60_000;
  const idleStart = () => new Date(Date.now() - idleMs);
  return {
    /** Starts a session and returns its token; only the token's hash is stored. */
    async open(individualId: string, client: SessionClient = { userAgent: '', address: '' }): Promise<string> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        individualId,
        expiresAt,
        userAgent: client.userAgent.slice(0, 512),
        address: client.address,
      });
      return token;
    },

    /**
     * Notes that the session was used now, if its last noted use is over a minute old: one
     * cheap conditional write a minute at most, which no trigger hears (migration 0015).
     */
    async touch(tokenHash: string): Promise<void> {
      const now = new Date();
      await db
        .update(sessions)
        .set({ lastUsedAt: now })
        .where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastUsedAt, new Date(now.getTime() - lastUseStepMs))));
    },

    /** The account's open sessions, latest used first; `currentHash` marks the caller's own. */
    async list(individualId: string, currentHash: string | null): Promise<SignedInBrowser[]> {
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.individualId, individualId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
        .orderBy(desc(sessions.lastUsedAt));
      return rows.map((row) => ({
        id: row.id,
        browser: browserName(row.userAgent),
        address: row.address,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        current: row.tokenHash === currentHash,
      }));
    },

    /** Ends the account's open session `id`; false when the account has no such open session. */
    async revokeOne(individualId: string, id: string): Promise<boolean> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: 'logout' })
        .where(and(eq(sessions.id, id), eq(sessions.individualId, individualId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },

    /**
     * The account behind a token, or null when the token is unknown, expired, idle too long,
     * logged out, or was ended by a status the account no longer has (a reinstated account signs
     * in afresh).
     */
    async resolve(token: string): Promise<ResolvedSession | null> {
      const tokenHash = hashToken(token);
      const [row] = await db
        .select({
          individual: individuals,
          ownerStatus: owners.accountStatus,
          menus: groupPolicies.menus,
          revokedReason: sessions.revokedReason,
          expiresAt: sessions.expiresAt,
          lastUsedAt: sessions.lastUsedAt,
        })
        .from(sessions)
        .innerJoin(individuals, eq(individuals.id, sessions.individualId))
        .leftJoin(owners, eq(owners.id, individuals.ownerId))
        .leftJoin(groupPolicies, activeAssignedPolicy)
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            gt(sessions.expiresAt, new Date()),
            gt(sessions.lastUsedAt, idleStart()),
            or(isNull(sessions.revokedAt), inArray(sessions.revokedReason, sessionEndingStatuses)),
          ),
        );
      if (!row) return null;
      const endedBy = (row.revokedReason as SessionEndingStatus | null) ?? null;
      // The session's own status decides whether it ended for good: a reinstated sub-user signs in afresh.
      if (endedBy && row.individual.accountStatus !== endedBy) return null;
      const accountStatus = effectiveStatus(row.individual.accountStatus, row.ownerStatus);
      return {
        individual: { ...row.individual, accountStatus },
        assignedGroupPolicy: toAssignedGroupPolicy(row.menus),
        tokenHash,
        expiresAt: row.expiresAt,
        idleUntil: new Date(row.lastUsedAt.getTime() + idleMs),
        endedBy,
      };
    },

    /**
     * Why the session of a token `resolve` refused ended, in words for its holder, or null when
     * there is nothing to tell (an unknown token, a logout, a status): the login page shows it.
     */
    async whyEnded(token: string): Promise<string | null> {
      const [row] = await db
        .select({ revokedReason: sessions.revokedReason, expiresAt: sessions.expiresAt, lastUsedAt: sessions.lastUsedAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      if (!row) return null;
      if (row.revokedReason === 'password-changed' || row.revokedReason === 'password-reset') return sessionEndMessages.passwordChanged;
      if (row.revokedReason) return null;
      if (row.expiresAt.getTime() <= Date.now()) return sessionEndMessages.expired(ttlHours);
      if (row.lastUsedAt.getTime() <= idleStart().getTime()) return sessionEndMessages.idle(config.sessionIdleMinutes);
      return null;
    },

    /** Logout: ends the session for good, whatever ended it before. */
    async revoke(tokenHash: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: 'logout' })
        .where(eq(sessions.tokenHash, tokenHash));
    },
  };
}
