import { and, asc, count, eq, gt } from 'drizzle-orm';
import { conflict, notFound } from '@commons/server-kernel/errors';
import type { Database } from '../../db/database';
import { individuals, twoFactorRecoveryRequests } from '../../db/schema';
import type { ServiceDeps } from '../domain';
import { browserName } from '../auth/browser-name';
import { revokeAllSessions } from '../auth/sessions';
import { queueMail } from '../mail/outbox';
import { configuredOrigin } from '../notices/recipients';
import { recoveryApprovedMail, recoveryRefusedMail } from './recovery-request-mails';
import { removeTwoFactor } from './remove-two-factor';

/** One waiting request as `pnpm ops two-factor requests` lists it; times as ISO strings, so it survives JSON. */
export interface WaitingRecoveryRequest {
  requestId: string;
  email: string;
  name: string;
  filedAt: string;
  expiresAt: string;
  filedFrom: string;
  browser: string;
}

/** What an operator's decision did, for the command line to say. */
export interface RecoveryDecision {
  requestId: string;
  email: string;
  status: 'APPROVED' | 'REFUSED';
}

/**
 * What operators do to recovery requests (docs/product-rules.md#losing-the-second-factor): list
 * the waiting ones, approve one after checking who asks (two-factor off, every session ended),
 * or refuse it with a reason. The owner is mailed either way, in the decision's transaction.
 */
export function createRecoveryRequestOperations({ db, jobs, config }: Pick<ServiceDeps, 'db' | 'jobs'> & Partial<Pick<ServiceDeps, 'config'>>) {
  /** Locks a request that may still be decided, or says why it may not. */
  async function decide(
    requestId: string,
    act: (tx: Database, owner: { id: string; email: string }) => Promise<void>,
    status: RecoveryDecision['status'],
    fields: { decidedBy: string; identityCheck?: string; reason?: string },
  ): Promise<RecoveryDecision> {
    return db.transaction(async (tx) => {
      const [request] = await tx.select().from(twoFactorRecoveryRequests).where(eq(twoFactorRecoveryRequests.id, requestId)).for('update');
      if (!request) throw notFound(`No recovery request ${requestId}`);
      if (request.status !== 'PENDING') throw conflict(`Recovery request ${requestId} was ${request.status.toLowerCase()} already`);
      if (request.expiresAt <= new Date()) throw conflict(`Recovery request ${requestId} expired; the owner may file a new one`);
      const [owner] = await tx.select({ id: individuals.id, email: individuals.email }).from(individuals).where(eq(individuals.id, request.individualId));
      if (!owner) throw notFound(`No recovery request ${requestId}`);
      await act(tx, owner);
      await tx
        .update(twoFactorRecoveryRequests)
        .set({ status, decidedAt: new Date(), ...fields })
        .where(eq(twoFactorRecoveryRequests.id, requestId));
      return { requestId, email: owner.email, status };
    });
  }

  const origin = () => configuredOrigin(config);
  /** A request still waiting: neither decided nor expired. */
  const waiting = () => and(eq(twoFactorRecoveryRequests.status, 'PENDING'), gt(twoFactorRecoveryRequests.expiresAt, new Date()));

  return {
    /** The requests waiting for a decision, oldest first: all of them, or one numbered page. */
    async list(page?: { page: number; limit: number }): Promise<WaitingRecoveryRequest[]> {
      const query = db
        .select({
          requestId: twoFactorRecoveryRequests.id,
          email: individuals.email,
          name: individuals.name,
          filedAt: twoFactorRecoveryRequests.filedAt,
          expiresAt: twoFactorRecoveryRequests.expiresAt,
          filedFrom: twoFactorRecoveryRequests.filedFrom,
          userAgent: twoFactorRecoveryRequests.userAgent,
        })
        .from(twoFactorRecoveryRequests)
        .innerJoin(individuals, eq(individuals.id, twoFactorRecoveryRequests.individualId))
        .where(waiting())
        .orderBy(asc(twoFactorRecoveryRequests.filedAt), asc(twoFactorRecoveryRequests.id))
        .$dynamic();
      const rows = await (page ? query.limit(page.limit).offset((page.page - 1) * page.limit) : query);
      return rows.map(({ filedAt, expiresAt, userAgent, ...row }) => ({
        ...row,
        filedAt: filedAt.toISOString(),
        expiresAt: expiresAt.toISOString(),
        browser: browserName(userAgent),
      }));
    },

    /** How many requests wait for a decision. */
    async countWaiting(): Promise<number> {
      const [row] = await db.select({ waiting: count() }).from(twoFactorRecoveryRequests).where(waiting());
      return row?.waiting ?? 0;
    },

    /** Turns two-factor off for the request's account and signs it out everywhere; `identityCheck` says how the operator knew the owner. */
    approve: (requestId: string, by: string, identityCheck: string) =>
      decide(
        requestId,
        async (tx, owner) => {
          await removeTwoFactor(tx, owner.id);
          await revokeAllSessions(tx, owner.id, 'two-factor-recovery');
          await queueMail(tx, jobs, recoveryApprovedMail(owner.email, owner.id, origin()));
        },
        'APPROVED',
        { decidedBy: by, identityCheck },
      ),

    /** Leaves two-factor on; the owner is told `reason`. */
    refuse: (requestId: string, by: string, reason: string) =>
      decide(
        requestId,
        async (tx, owner) => {
          await queueMail(tx, jobs, recoveryRefusedMail(owner.email, owner.id, origin(), reason));
        },
        'REFUSED',
        { decidedBy: by, reason },
      ),
  };
}
