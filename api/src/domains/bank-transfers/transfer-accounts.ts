import { asc, eq, inArray } from 'drizzle-orm';
import type { ProviderProject, TransferAccount } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { projects, projectTransferAccounts, type ProjectTransferAccountRow } from '../../db/schema';
import { notFound } from '@commons/server-kernel/errors';

/** The account a project's transfers are paid to, as the API replies with it. */
export const toTransferAccount = (row: ProjectTransferAccountRow): TransferAccount => ({
  bankName: row.bankName,
  account:
    row.kind === 'iban'
      ? { kind: 'iban', holderName: row.holderName, iban: row.accountNumber }
      : { kind: 'us', holderName: row.holderName, accountNumber: row.accountNumber, routingNumber: row.routingNumber ?? '' },
});

/** The columns an account is stored in. */
const columnsOf = ({ bankName, account }: TransferAccount) => ({
  bankName,
  kind: account.kind,
  holderName: account.holderName,
  accountNumber: account.kind === 'iban' ? account.iban : account.accountNumber,
  routingNumber: account.kind === 'us' ? account.routingNumber : null,
});

/** What a provider is told of a project it does not act for, or that does not exist: the same, so ids are not probed. */
export const notYourProject = () => notFound('No project of yours has this id');

/** The projects `projectIds` (a provider's), by name, each with its transfer account or null. */
export async function providerProjects(db: Database, projectIds: readonly string[]): Promise<ProviderProject[]> {
  if (projectIds.length === 0) return [];
  const rows = await db
    .select({ projectId: projects.id, name: projects.name, account: projectTransferAccounts })
    .from(projects)
    .leftJoin(projectTransferAccounts, eq(projectTransferAccounts.projectId, projects.id))
    .where(inArray(projects.id, [...projectIds]))
    .orderBy(asc(projects.name), asc(projects.id));
  return rows.map(({ projectId, name, account }) => ({ projectId, name, transfer: account ? toTransferAccount(account) : null }));
}

/** Sets project `projectId`'s transfer account, for `staffId`; returns the project as it now is. */
export async function setTransferAccount(db: Database, projectId: string, account: TransferAccount, staffId: string | null): Promise<ProviderProject> {
  // An unknown project is a 404, not the foreign key's failure (the command line names any id).
  const [known] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
  if (!known) throw notYourProject();
  const values = { ...columnsOf(account), updatedBy: staffId, updatedAt: new Date() };
  await db
    .insert(projectTransferAccounts)
    .values({ projectId, ...values })
    .onConflictDoUpdate({ target: projectTransferAccounts.projectId, set: values });
  const [project] = await providerProjects(db, [projectId]);
  if (!project) throw notYourProject();
  return project;
}
