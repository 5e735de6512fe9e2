import { eq, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../db/database';
import { auditEvents } from '../db/audit';

/** An address as a whole JSON string, quotes included, so `x<address>` is another person's. */
const inJson = (text: string) => JSON.stringify(text);

/**
 * SQL for a JSON column naming the address `from` (as a whole string), and for the column with
 * `to` in its place: what every record kept of an erased person uses.
 */
export function jsonAddressSwap(from: string, to: string) {
  const [was, now] = [inJson(from), inJson(to)];
  // strpos, not LIKE: an address may hold LIKE's wildcards (`_`).
  const names = (column: AnyColumn) => sql`strpos(${column}::text, ${was}) > 0`;
  const swap = (column: AnyColumn) =>
    sql`case when ${names(column)} then replace(${column}::text, ${was}, ${now})::jsonb else ${column} end`;
  return { names, swap };
}

/**
 * Takes an erased person's address out of the audit (docs/operations.md#the-audit): where an
 * event's target, before or after names `from`, it names `to` instead (their erased address), so
 * the record of what staff did stays whole and countable but no longer says who it was done to.
 * Run in the erasure's transaction, so both happen or neither.
 */
export async function redactAuditAddress(db: Database, from: string, to: string): Promise<number> {
  const { names, swap } = jsonAddressSwap(from, to);
  const changed = await db
    .update(auditEvents)
    .set({
      target: sql`case when ${auditEvents.target} = ${from} then ${to} else ${auditEvents.target} end`,
      before: swap(auditEvents.before),
      after: swap(auditEvents.after),
    })
    .where(or(eq(auditEvents.target, from), names(auditEvents.before), names(auditEvents.after)))
    .returning({ id: auditEvents.id });
  return changed.length;
}
