import { and, desc, sql } from 'drizzle-orm';
import type { OutboxPage, OutboxQuery } from '@commons/shared/schemas';
import { badRequest } from '@commons/server-kernel/errors';
import type { Database } from '../../db/database';
import { mailOutbox } from '../../db/schema';
import { outboxEntry } from './mail-operations';

const invalidCursor = () => badRequest('cursor: invalid cursor');

/** A cursor is the last mail's id: its own (created_at, id) bounds the next page exactly, to the microsecond. */
const encodeCursor = (mailId: string) => Buffer.from(mailId).toString('base64url');

function decodeCursor(cursor: string): string | null {
  if (cursor === '') return null;
  const mailId = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(mailId)) throw invalidCursor();
  return mailId;
}

/** `%` and `_` typed in a search are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of the console's outbox (docs/api.md#the-console-api): newest first, by the time
 * queued then id, to the addresses containing `to` in any case. The outbox has no sequence
 * column, so the keyset is (created_at, id), read from the cursor's row in the database.
 */
export async function outboxPage(db: Database, { to, limit, cursor }: OutboxQuery): Promise<OutboxPage> {
  const after = decodeCursor(cursor);
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(
      and(
        to ? sql`lower(${mailOutbox.toAddress}) like ${`%${escapeLike(to)}%`}` : undefined,
        after
          ? sql`(${mailOutbox.createdAt}, ${mailOutbox.id}) < (select created_at, id from mail_outbox where id = ${after})`
          : undefined,
      ),
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { mails: shown.map(outboxEntry), nextCursor: rows.length > limit && last ? encodeCursor(last.id) : null, prevCursor: null };
}
