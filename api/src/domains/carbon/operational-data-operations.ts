import { and, asc, count, desc, eq } from 'drizzle-orm';
import { badgeFor, type OperationalDataStatus } from '@commons/shared/domain';
import type { ReviewRecordsQuery } from '@commons/shared/schemas';
import { individuals, operationalData } from '../../db/schema';
import { conflict, notFound } from '@commons/server-kernel/errors';
import type { ServiceDeps } from '../domain';
import { operationalDataApproved } from '../notices/messages/operational-data';
import { queueNotice } from '../notices/queue-notice';
import { accountOwner, configuredOrigin } from '../notices/recipients';
import { orderOf, pageWindow, searchOf, type SortColumns } from '@commons/server-kernel/db/console-table';

export type OperationalDataOperations = ReturnType<typeof createOperationalDataOperations>;

/** A record as `operational-data list` prints it. */
export interface RecordSummary {
  operationalDataId: string;
  email: string;
  year: number;
  status: OperationalDataStatus;
  estimatedEmissions: number;
  emissions: number | null;
  credits: number;
  offsets: number;
}

/** What an operator's decision did to a record. */
export interface RecordDecision {
  operationalDataId: string;
  email: string;
  year: number;
  to: OperationalDataStatus;
  emissions: number | null;
}

const sortColumns: SortColumns<ReviewRecordsQuery['sort']> = {
  year: operationalData.year,
  email: individuals.email,
  status: operationalData.status,
  estimated: operationalData.estimatedEmissions,
  actual: operationalData.emissions,
};

const toSummary = ({ record, email }: { record: typeof operationalData.$inferSelect; email: string }): RecordSummary => ({
  operationalDataId: record.id,
  email,
  year: record.year,
  status: record.status,
  estimatedEmissions: record.estimatedEmissions,
  emissions: record.emissions,
  credits: record.credits,
  offsets: record.offsets,
});

/** What operators do to operational data: review the ESTIMATED records, approve or reject them. */
export function createOperationalDataOperations({ db, config, jobs }: Pick<ServiceDeps, 'db' | 'jobs'> & Partial<Pick<ServiceDeps, 'config'>>) {
  /** Only an ESTIMATED record is decided; the record is locked so two operators cannot both decide it. */
  const decide = (id: string, to: OperationalDataStatus, emissions: number | null): Promise<RecordDecision> =>
    db.transaction(async (tx) => {
      const [found] = await tx
        .select({ record: operationalData, email: individuals.email })
        .from(operationalData)
        .innerJoin(individuals, eq(individuals.id, operationalData.ownerId))
        .where(eq(operationalData.id, id))
        .for('update', { of: operationalData });
      if (!found) throw notFound(`No operational data ${id}`);
      const { record, email } = found;
      if (record.status !== 'ESTIMATED') {
        throw conflict(`Operational data ${id} is ${record.status}; only ESTIMATED records can be decided`);
      }
      const badge = badgeFor({ ...record, emissions: emissions ?? record.emissions });
      await tx
        .update(operationalData)
        .set({ status: to, emissions: emissions ?? record.emissions, badge })
        .where(eq(operationalData.id, id));
      const owner = to === 'APPROVED' ? await accountOwner(tx, record.ownerId) : null;
      if (owner) {
        const origin = configuredOrigin(config);
        const notice = { year: record.year, estimatedEmissions: record.estimatedEmissions, emissions: emissions ?? record.emissions };
        await queueNotice(tx, jobs, 'operational-data', owner, origin, operationalDataApproved(origin, notice));
      }
      return { operationalDataId: id, email, year: record.year, to, emissions: emissions ?? record.emissions };
    });

  return {
    /** Every record, optionally of one status: newest year first, then by account. */
    async list(status?: OperationalDataStatus): Promise<RecordSummary[]> {
      const rows = await db
        .select({ record: operationalData, email: individuals.email })
        .from(operationalData)
        .innerJoin(individuals, eq(individuals.id, operationalData.ownerId))
        .where(status ? eq(operationalData.status, status) : undefined)
        .orderBy(desc(operationalData.year), asc(individuals.email));
      return rows.map(toSummary);
    },

    /**
     * The console's numbered page of records (docs/api.md#console-tables): one status or all,
     * searched by the owner's email, sorted as asked, and how many match in all.
     */
    async page(query: ReviewRecordsQuery): Promise<{ records: RecordSummary[]; total: number }> {
      const where = and(query.status ? eq(operationalData.status, query.status) : undefined, searchOf(query.q, individuals.email));
      const { limit, offset } = pageWindow(query);
      const owner = eq(individuals.id, operationalData.ownerId);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ record: operationalData, email: individuals.email })
          .from(operationalData)
          .innerJoin(individuals, owner)
          .where(where)
          .orderBy(...orderOf(sortColumns, query, operationalData.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(operationalData).innerJoin(individuals, owner).where(where),
      ]);
      return { records: rows.map(toSummary), total: counted?.n ?? 0 };
    },

    /** ESTIMATED -> APPROVED with the actual emissions; the badge follows them. */
    approve: (id: string, emissions: number) => decide(id, 'APPROVED', emissions),

    /** ESTIMATED -> REJECTED: the record is no longer offered for checkout. */
    reject: (id: string) => decide(id, 'REJECTED', null),
  };
}
