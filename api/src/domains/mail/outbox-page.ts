import { and, count, eq } from 'drizzle-orm';
import type { OutboxPage, OutboxQuery } from '@commons/shared/schemas';
import { orderOf, pageWindow, searchOf, type SortColumns } from '@commons/server-kernel/db/console-table';
import type { Database } from '../../db/database';
import { mailOutbox } from '../../db/schema';
import { outboxEntry } from './mail-operations';

const sortColumns: SortColumns<OutboxQuery['sort']> = {
  createdAt: mailOutbox.createdAt,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  state: mailOutbox.state,
  attempts: mailOutbox.attempts,
};

/**
 * One numbered page of the console's outbox (docs/api.md#console-tables): sorted (newest first
 * unless asked), of one state and searched by address in SQL, with how many mails match in all.
 */
export async function outboxPage(db: Database, query: OutboxQuery): Promise<OutboxPage> {
  const matching = and(searchOf(query.q, mailOutbox.toAddress), query.state === undefined ? undefined : eq(mailOutbox.state, query.state));
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(matching)
    .orderBy(...orderOf(sortColumns, query, mailOutbox.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: count() }).from(mailOutbox).where(matching);
  return { mails: rows.map(outboxEntry), page: query.page, limit, total: counted?.total ?? 0 };
}
