import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { mailOutbox, type MailOutboxRow } from '../../src/db/schema';

/**
 * The outbox rows to `to` (any case), oldest first: for tests without a mailbox, where mail is
 * kept rather than sent, or to check a mail's state.
 */
export function outboxTo(db: Database, to: string): Promise<MailOutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.toAddress})`, to.toLowerCase()))
    .orderBy(asc(mailOutbox.createdAt));
}
