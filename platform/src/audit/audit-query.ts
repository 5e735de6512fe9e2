import { and, count, desc, eq, gte, like, lt, or, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { orderOf, pageWindow, type SortColumns } from '@commons/server-kernel/db/console-table';
import { badRequest } from '@commons/server-kernel/errors';
import { AuditFilterSchema, type AuditEventsQuery, type AuditFilter } from '@commons/shared/schemas';
import type { Database } from '../db/database';
import { auditEvents, type AuditEventRow } from '../db/audit';

// The filters' schema is shared with the console's Audit screen, which sends the same fields.
export { AuditFilterSchema, type AuditFilter };

/** A page of the list: `limit` events (100 unless said, 1000 at most) older than the event `before`. */
export const AuditPageSchema = v.object({
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 100),
  before: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type AuditPage = v.InferInput<typeof AuditPageSchema>;

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

function conditions({ actor, kind, from, to }: AuditFilter): SQL[] {
  if (from && to && from > to) throw badRequest('from must not be after to');
  const where: SQL[] = [];
  if (actor) where.push(eq(auditEvents.actorName, actor));
  if (kind) where.push(kind.includes('.') ? eq(auditEvents.kind, kind) : or(eq(auditEvents.kind, kind), like(auditEvents.kind, `${kind}.%`))!);
  if (from) where.push(gte(auditEvents.at, new Date(`${from}T00:00:00Z`)));
  if (to) where.push(lt(auditEvents.at, nextDay(to)));
  return where;
}

/**
 * The audit events matching `filter`, newest first, one page: the service the command line and
 * the console read the audit through. `next` is the `before` of the following page, null at the end.
 */
export async function listAuditEvents(
  db: Database,
  filter: AuditFilter,
  page: AuditPage = {},
): Promise<{ events: AuditEventRow[]; next: number | null }> {
  const { limit, before } = v.parse(AuditPageSchema, page);
  const where = conditions(filter);
  if (before) where.push(lt(auditEvents.id, before));
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(...where))
    .orderBy(desc(auditEvents.id))
    .limit(limit + 1);
  const events = rows.slice(0, limit);
  return { events, next: rows.length > limit ? (events.at(-1)?.id ?? null) : null };
}

const sortColumns: SortColumns<AuditEventsQuery['sort']> = {
  at: auditEvents.at,
  actor: auditEvents.actorName,
  kind: auditEvents.kind,
  target: auditEvents.target,
};

/**
 * One numbered page of the events matching the query's filters (docs/api.md#console-tables), as
 * the console's Audit screen lists them: sorted by a whitelisted column (newest first unless
 * asked), ties by id, paged in SQL, with how many match in all.
 */
export async function auditEventsPage(db: Database, { page, limit, sort, order, ...filter }: AuditEventsQuery): Promise<{ events: AuditEventRow[]; total: number }> {
  const where = and(...conditions(filter));
  const window = pageWindow({ page, limit });
  const events = await db
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(...orderOf(sortColumns, { sort, order }, auditEvents.id))
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await db.select({ total: count() }).from(auditEvents).where(where);
  return { events, total: counted?.total ?? 0 };
}

/** Every event matching `filter`, newest first, read a page at a time (an export). */
export async function allAuditEvents(db: Database, filter: AuditFilter): Promise<AuditEventRow[]> {
  const events: AuditEventRow[] = [];
  let before: number | undefined;
  for (;;) {
    const page = await listAuditEvents(db, filter, { limit: 1000, ...(before ? { before } : {}) });
    events.push(...page.events);
    if (page.next === null) return events;
    before = page.next;
  }
}

/** Every kind the audit holds so far, sorted: what a filter by kind can match. */
export async function auditKinds(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ kind: auditEvents.kind }).from(auditEvents).orderBy(auditEvents.kind);
  return rows.map((row) => row.kind);
}
