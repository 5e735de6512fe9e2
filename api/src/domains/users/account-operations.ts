import { asc, eq } from 'drizzle-orm';
import type { AccountStatus, Iam } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import { individuals, type Individual } from '../../db/schema';
import { notFound } from '@commons/server-kernel/errors';
import { revokeAllSessions } from '../auth/sessions';
import type { JobSender } from '../jobs/engine';
import type { ServiceDeps } from '../domain';
import { accountStatusNotice } from '../notices/messages/account';
import { queueNotice } from '../notices/queue-notice';
import { accountOwner, configuredOrigin } from '../notices/recipients';
import { endsSessions, planTransition, type StatusAction } from './account-status';

/** One line of `accounts list`. Times are ISO strings so the shape survives JSON. */
export interface AccountSummary {
  email: string;
  name: string;
  status: AccountStatus;
  iam: Iam;
  createdAt: string;
}

export interface StatusChange {
  email: string;
  action: StatusAction;
  from: AccountStatus;
  to: AccountStatus;
}

/**
 * What the operator does to accounts. The database implements it directly; the CLI's operator
 * client implements it over HTTP while a server holds the embedded database.
 */
export interface AccountOperations {
  /** Every account, oldest first (the review queue's order), optionally of one status. */
  list(status?: AccountStatus): Promise<AccountSummary[]>;
  /**
   * `beforeChange` runs in the change's transaction once the account's row is locked: a check
   * that must hold at the moment of the change (approve's PENDING documents) throws there.
   */
  changeStatus(email: string, action: StatusAction, beforeChange?: BeforeStatusChange): Promise<StatusChange>;
}

/** A check inside `changeStatus`'s transaction, given the locked account. */
export type BeforeStatusChange = (tx: Database, account: Individual) => Promise<void>;

/** The notice of a status change, to the owner (naming the login when it is a sub-user's). */
async function queueStatusNotice(tx: Database, jobs: JobSender, account: Individual, action: StatusAction, origin: string): Promise<void> {
  const owner = await accountOwner(tx, account.id);
  if (!owner) return;
  const subUser = account.ownerId ? { name: account.name, email: account.email } : null;
  await queueNotice(tx, jobs, 'account-status', owner, origin, accountStatusNotice(origin, { action, subUser }));
}

export function createAccountOperations({
  db,
  jobs,
  config,
}: Pick<ServiceDeps, 'db' | 'jobs'> & Partial<Pick<ServiceDeps, 'config'>>): AccountOperations {
  return {
    async list(status) {
      const rows = await db
        .select()
        .from(individuals)
        .where(status ? eq(individuals.accountStatus, status) : undefined)
        .orderBy(asc(individuals.createdAt), asc(individuals.email));
      return rows.map((row) => ({
        email: row.email,
        name: row.name,
        status: row.accountStatus,
        iam: row.iam,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /**
     * Moves the account and, for rejection and suspension, ends its sessions in the same
     * transaction, which also queues the notice to the account's owner.
     */
    changeStatus: (email, action, beforeChange) =>
      db.transaction(async (tx) => {
        const [account] = await tx.select().from(individuals).where(eq(individuals.email, email)).for('update');
        if (!account) throw notFound(`No account with email ${email}`);
        const from = account.accountStatus;
        const to = planTransition(action, email, from);
        await beforeChange?.(tx, account);
        await tx.update(individuals).set({ accountStatus: to }).where(eq(individuals.id, account.id));
        if (endsSessions(to)) await revokeAllSessions(tx, account.id, to);
        await queueStatusNotice(tx, jobs, account, action, configuredOrigin(config));
        return { email, action, from, to };
      }),
  };
}
