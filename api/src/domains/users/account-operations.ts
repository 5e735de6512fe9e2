import { and, asc, count, eq } from 'drizzle-orm';
import type { AccountStatus, Iam } from '@commons/shared/domain';
import type { ReviewAccountsQuery } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { individuals, type Individual } from '../../db/schema';
import { notFound } from '@commons/server-kernel/errors';
import { revokeAllSessions } from '../auth/sessions';
import type { JobSender } from '../jobs/engine';
import type { ServiceDeps } from '../domain';
import { accountStatusNotice } from '../notices/messages/account';
import { queueNotice } from '../notices/queue-notice';
import { accountOwner, configuredOrigin } from '../notices/recipients';
import { orderOf, pageWindow, searchOf, type SortColumns } from '@commons/server-kernel/db/console-table';
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
   * The console's numbered page of accounts (docs/api.md#console-tables): one status or all,
   * searched by email or name, sorted as asked, and how many match in all.
   */
  page(query: ReviewAccountsQuery): Promise<{ accounts: AccountSummary[]; total: number }>;
  /** The account of `email` as stored (its profile's fields), or a 404. */
  find(email: string): Promise<Individual>;
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

const sortColumns: SortColumns<ReviewAccountsQuery['sort']> = {
  created: individuals.createdAt,
  email: individuals.email,
  name: individuals.name,
  status: individuals.accountStatus,
};

const toSummary = (row: Individual): AccountSummary => ({
  email: row.email,
  name: row.name,
  status: row.accountStatus,
  iam: row.iam,
  createdAt: row.createdAt.toISOString(),
});

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
      return rows.map(toSummary);
    },

    async page(query) {
      const where = and(query.status ? eq(individuals.accountStatus, query.status) : undefined, searchOf(query.q, individuals.email, individuals.name));
      const { limit, offset } = pageWindow(query);
      const [rows, [counted]] = await Promise.all([
        // `seq` breaks ties: accounts made in one instant keep the order they were made in.
        db
          .select()
          .from(individuals)
          .where(where)
          .orderBy(...orderOf(sortColumns, query, individuals.seq))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(individuals).where(where),
      ]);
      return { accounts: rows.map(toSummary), total: counted?.n ?? 0 };
    },

    async find(email) {
      const [account] = await db.select().from(individuals).where(eq(individuals.email, email));
      if (!account) throw notFound(`No account with email ${email}`);
      return account;
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
