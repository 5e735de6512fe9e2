import { allAuditEvents, AuditFilterSchema, listAuditEvents } from '@commons/platform/audit/audit-query';
import { auditCsv } from '@commons/platform/audit/audit-csv';
import type { AuditEventRow } from '@commons/platform/db/audit';
import { opsCommand, table, when, type OpsCommandGroup } from '../../operator/ops-command';

/** An event as the operator endpoint and the console send it: its time as an ISO string, so the shape survives JSON. */
type SentEvent = Omit<AuditEventRow, 'at'> & { at: string };

export const sent = (event: AuditEventRow): SentEvent => ({ ...event, at: event.at.toISOString() });

const json = (value: unknown) => (value === null ? '-' : JSON.stringify(value));

/** One aligned line per event: time, who, kind, target, before -> after, and the reason. */
export const formatEvents = (events: SentEvent[]): string[] =>
  table(
    events.map((e) => [
      when(e.at),
      e.actorKind === 'staff' ? `${e.actorName} (staff)` : e.actorName,
      e.kind,
      e.target,
      `${json(e.before)} -> ${json(e.after)}`,
      e.reason ? `reason: ${e.reason}` : '',
    ]),
    'no audit events',
  );

const filterOptions = [
  { name: 'actor', placeholder: 'NAME', verbatim: true },
  { name: 'kind', placeholder: 'K', verbatim: true },
  { name: 'from', placeholder: 'D', verbatim: true },
  { name: 'to', placeholder: 'D', verbatim: true },
] as const;

const list = opsCommand({
  group: 'audit',
  action: 'list',
  help: 'the last 100 changes by staff or the command lines, newest first: when, who, kind, target, change, reason',
  body: AuditFilterSchema,
  options: filterOptions,
  audit: 'read-only',
  run: async ({ db }, filter) => ({ events: (await listAuditEvents(db, filter)).events.map(sent) }),
  print: ({ events }) => formatEvents(events),
});

const exportCsv = opsCommand({
  group: 'audit',
  action: 'export',
  help: 'every change matching the filters as CSV, newest first, saved to FILE',
  body: AuditFilterSchema,
  options: filterOptions,
  output: { name: 'out', placeholder: 'FILE.csv' },
  audit: 'read-only',
  run: async ({ db }, filter) => {
    const events = await allAuditEvents(db, filter);
    return { count: events.length, csv: auditCsv(events) };
  },
  print: ({ count }) => [`${count} audit event${count === 1 ? '' : 's'}`],
  bytes: ({ csv }) => new TextEncoder().encode(csv),
});

/** The audit of every change made by staff or the command lines (docs/operations.md#the-audit). */
export const auditCommands: OpsCommandGroup = {
  commands: [list, exportCsv],
  notes:
    'K is a kind (accounts.approve, releases.activate) or a group (accounts); NAME is who acted, as OPS_USER, ' +
    'RELEASE_USER or a staff member named it; D is a UTC day, YYYY-MM-DD, --from and --to both included.',
};
