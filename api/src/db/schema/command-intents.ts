import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditActor } from '@commons/platform/audit/audit-actor';

/**
 * A changing `pnpm ops` or console command under way (docs/operations.md#the-audit): written
 * before the command runs and deleted in the transaction that writes its audit event, or when it
 * fails. A row older than any command's run is one whose process stopped in between: the hourly
 * settle turns it into an event saying the outcome is unknown, so no change goes unrecorded.
 */
export const commandIntents = pgTable(
  'command_intents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    actor: jsonb('actor').$type<AuditActor>().notNull(),
    /** `<group>.<action>`, as the event will say. */
    kind: text('kind').notNull(),
    /** The command's body as parsed, long texts shortened (`intentInput`). */
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('command_intents_started_at_idx').on(t.startedAt)],
);
