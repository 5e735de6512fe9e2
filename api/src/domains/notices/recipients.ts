import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { individuals } from '../../db/schema';

/** Who a mail of the account goes to. */
export interface Recipient {
  /** The account owner's id: preferences and unsubscribe links are the owner's. */
  individualId: string;
  email: string;
  name: string;
}

/**
 * The owner of the account `individualId` belongs to (itself for an owner). Sub-users act on
 * the owner's account (wallet, records, certificates), so its receipts and notices go to the
 * owner's address, whoever of them acted; null when the account is gone.
 */
export async function accountOwner(db: Database, individualId: string): Promise<Recipient | null> {
  const [individual] = await db
    .select({ id: individuals.id, ownerId: individuals.ownerId })
    .from(individuals)
    .where(eq(individuals.id, individualId));
  if (!individual) return null;
  const ownerId = individual.ownerId ?? individual.id;
  const [owner] = await db
    .select({ individualId: individuals.id, email: individuals.email, name: individuals.name })
    .from(individuals)
    .where(eq(individuals.id, ownerId));
  return owner ?? null;
}

/**
 * The site's address for mail written outside a request (operator commands): `PUBLIC_URL`, or
 * this machine's server on its port, as `siteOrigin` answers without a request (8080, the
 * default port, for a service built without configuration in a test).
 */
export const configuredOrigin = (config?: Pick<AppConfig, 'publicUrl' | 'port'>): string =>
  config?.publicUrl ?? `http://localhost:${config?.port ?? 8080}`;
