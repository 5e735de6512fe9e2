import { sql } from 'drizzle-orm';
import { countedEmissions, isSampleRetirement, sandboxPaymentProvider } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import { idOf, rowsOf } from '../../db/raw';
import { paymentSessions, projects } from '../../db/schema';
import type { Accepted } from './checkout-decisions';

/** Whether an accepted order's retirement is a sample, and a plan's month the year's footprint it covers. */
export type Provenance = (a: Accepted) => { sample: boolean; yearTonnes: number | null };

/**
 * What a batch's retirements state beyond their purchase, decided as they are made and stored
 * with them (docs/product-rules.md#sample-retirements): whether each is a sample, in one
 * statement for the whole batch, and a plan's month the year's footprint it covers.
 */
export async function provenanceOf(tx: Database, accepted: Accepted[]): Promise<Provenance> {
  const projectIds = [...new Set(accepted.map((a) => a.listing.projectId))];
  const walletIds = [...new Set(accepted.map((a) => a.account.ownerId))];
  const rows = await rowsOf<{ kind: 'project' | 'wallet'; id: string }>(
    tx,
    sql`select 'project' as kind, ${projects.id} as id from ${projects}
        where ${projects.id} = any(${sql.param(projectIds)}) and ${projects.sample}
      union all
      select distinct 'wallet', ${paymentSessions.walletId}::text from ${paymentSessions}
        where ${paymentSessions.walletId} = any(${sql.param(walletIds)}::uuid[])
          and ${paymentSessions.provider} = ${sandboxPaymentProvider} and ${paymentSessions.status} = 'PAID'`,
  );
  const sampleProjects = new Set(rows.filter((row) => row.kind === 'project').map((row) => row.id));
  const sandboxWallets = new Set(rows.filter((row) => row.kind === 'wallet').map((row) => idOf(row.id)));
  return (a) => ({
    sample: isSampleRetirement({
      sampleProject: sampleProjects.has(a.listing.projectId),
      walletTakesSandboxMoney: sandboxWallets.has(idOf(a.account.ownerId)),
    }),
    yearTonnes: a.order.kind === 'PLAN' ? (countedEmissions(a.record) ?? 0) : null,
  });
}
