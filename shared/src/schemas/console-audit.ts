import * as v from 'valibot';
import { consolePageLimit, ConsolePageSchema, consoleTableQuery } from './console-paging';
import { noControlCharacters } from './text';

// The audit of every change made by staff or the command lines (docs/operations.md#the-audit):
// its filters are one schema for `pnpm ops audit` and the console's Audit screen. Messages
// follow their field ("kind: must be like ..."), as the API names it.

/** A calendar day: the format alone lets 2026-02-30 through. */
const day = () => {
  const message = 'must be a date, YYYY-MM-DD';
  return v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.isoDate(message),
      v.check((date) => new Date(`${date}T00:00:00Z`).toISOString().startsWith(date), message),
    ),
  );
};

/**
 * Which audit events to read: by who acted (their name, exactly), by kind (`accounts.approve`,
 * or a whole group: `accounts`), and by UTC day, `from` and `to` both included.
 */
export const AuditFilterSchema = v.object({
  actor: v.optional(
    v.pipe(v.string('must be a name'), v.trim(), v.nonEmpty('must be a name'), v.maxLength(200, 'must be at most 200 characters'), noControlCharacters('must be a name')),
  ),
  kind: v.optional(
    v.pipe(v.string('must be a word'), v.trim(), v.maxLength(100, 'must be at most 100 characters'), v.regex(/^[a-z-]+(\.[a-z-]+)?$/, 'must be like accounts or accounts.approve')),
  ),
  from: day(),
  to: day(),
});
export type AuditFilter = v.InferOutput<typeof AuditFilterSchema>;

/** The most events one page of the console's list holds, and how many it holds unless asked. */
export const auditPageLimits = { default: 50, max: 100 } as const;

/** The columns the console's list of audit events sorts by. */
export const auditEventsSorts = ['at', 'actor', 'kind', 'target'] as const;

/**
 * GET /api/console/audit/events (docs/api.md#console-tables): the filters, and a numbered page
 * sorted by a whitelisted column (newest first unless asked), 50 events unless asked, 100 at most.
 */
export const AuditEventsQuerySchema = v.object({
  ...AuditFilterSchema.entries,
  ...consoleTableQuery(auditEventsSorts, { sort: 'at', order: 'desc' }).entries,
  limit: consolePageLimit(auditPageLimits.default, auditPageLimits.max),
});
export type AuditEventsQueryInput = v.InferInput<typeof AuditEventsQuerySchema>;
export type AuditEventsQuery = v.InferOutput<typeof AuditEventsQuerySchema>;

/** Who made a change: a signed-in staff member, or a command line (`automation`, named by OPS_USER or RELEASE_USER). */
export const AuditActorKindSchema = v.picklist(['staff', 'automation']);

/** One audit event as the console sends it; `before` and `after` are the changed thing as JSON, null when absent. */
export const AuditEventSchema = v.object({
  id: v.number(),
  at: v.string(),
  actorKind: AuditActorKindSchema,
  actorId: v.nullable(v.string()),
  actorName: v.string(),
  kind: v.string(),
  target: v.string(),
  reason: v.nullable(v.string()),
  before: v.unknown(),
  after: v.unknown(),
});
export type AuditEvent = v.InferOutput<typeof AuditEventSchema>;

/** Reply of GET /api/console/audit/events: one numbered page of the events matching the filters. */
export const AuditEventsPageSchema = v.object({ events: v.array(AuditEventSchema), ...ConsolePageSchema.entries });
export type AuditEventsPage = v.InferOutput<typeof AuditEventsPageSchema>;

/** Reply of GET /api/console/audit/kinds: every kind the audit holds so far, sorted. */
export const AuditKindsSchema = v.object({ kinds: v.array(v.string()) });
export type AuditKinds = v.InferOutput<typeof AuditKindsSchema>;

/** The name of the audit's CSV export on the day `at` (UTC), as the server offers it and the screen saves it. */
export const auditExportFileName = (at: Date) => `audit-events-${at.toISOString().slice(0, 10)}.csv`;
