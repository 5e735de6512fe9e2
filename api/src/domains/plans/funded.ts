import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { offsetPlans } from '../../db/schema';
import type { JobSender } from '../jobs/engine';

/**
 * In the transaction that credits a wallet: when the owner has plans a lack of funds paused,
 * sends the job that resumes them and pays what they missed, so it runs if and
 * only if the credit commits.
 */
export async function resumePlansAfterCredit(tx: Database, jobs: JobSender, ownerId: string): Promise<void> {
  const [paused] = await tx
    .select({ id: offsetPlans.id })
    .from(offsetPlans)
    .where(and(eq(offsetPlans.ownerId, ownerId), eq(offsetPlans.status, 'PAUSED'), eq(offsetPlans.pausedReason, 'FUNDS')))
    .limit(1);
  if (paused) await jobs.send(tx, 'plans.funded', { ownerId });
}
