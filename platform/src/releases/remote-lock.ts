import { sql } from 'drizzle-orm';
import type { RemoteName } from '@commons/shared/domain';
import type { Database } from '../db/database';

/**
 * Holds the remote's lock until the transaction ends. Every switch and every freeze of a remote
 * takes it, so a freeze and a switch racing run one after the other and exactly one sees the other.
 */
export const lockRemote = (tx: Database, name: RemoteName) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`remote_activations:${name}`}))`);
