import type { AuditEventRow } from '../db/audit';

const header = ['id', 'at', 'actor kind', 'actor id', 'actor name', 'kind', 'target', 'reason', 'before', 'after'];

/**
 * One CSV cell. A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return)
 * as a formula, so those get a leading apostrophe; a cell with a comma, quote or line break is
 * quoted, its quotes doubled (RFC 4180).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The events as a CSV file: a header line, then one line per event, CRLF line ends. */
export function auditCsv(events: readonly AuditEventRow[]): string {
  const lines = events.map((e) =>
    [String(e.id), e.at.toISOString(), e.actorKind, e.actorId ?? '', e.actorName, e.kind, e.target, e.reason ?? '', json(e.before), json(e.after)]
      .map(csvCell)
      .join(','),
  );
  return [header.join(','), ...lines].map((line) => `${line}\r\n`).join('');
}
