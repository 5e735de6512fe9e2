import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from '@commons/server-kernel/db/enum-checks';
import { auditActorKinds, type AuditActorKind } from '../audit/audit-actor';

/**
 * Every change made by staff or by the command lines, append-only: who (a staff member, or the
 * machine token as `automation` named by OPS_USER or RELEASE_USER), what, when, why, before and
 * after (docs/operations.md#the-audit). The platform owns it because its release commands write
 * it and the API depends on the platform, never the other way (docs/architecture.md#migrations).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    /** The staff member's id; null for automation. No foreign key: staff are the API's table. */
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    /** `<group>.<action>`, e.g. `accounts.approve`, `releases.activate`. */
    kind: text('kind').notNull(),
    /** What was changed: an email, a remote's name, a record's id. */
    target: text('target').notNull(),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at, t.id),
    index('audit_events_kind_at_idx').on(t.kind, t.at),
    index('audit_events_actor_at_idx').on(t.actorName, t.at),
    check('audit_events_actor_kind_valid', isOneOf(t.actorKind, auditActorKinds)),
    // A staff member is named by id; the machine token has none.
    check('audit_events_actor_id_staff', sql`(${t.actorKind} = 'staff') = (${t.actorId} is not null)`),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
