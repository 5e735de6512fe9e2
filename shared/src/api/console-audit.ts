import { consoleApi } from '@commons/shared/contract';
import type { AuditEventsQueryInput, AuditFilter } from '@commons/shared/schemas';
import { callConsole, callConsoleBlob } from './client';

/** Query keys of the console's Audit screen: `all` covers every filtered list and the kinds. */
export const auditQueryKeys = {
  all: ['console', 'audit'] as const,
  events: (query: AuditEventsQueryInput) => ['console', 'audit', 'events', query] as const,
  kinds: ['console', 'audit', 'kinds'] as const,
};

/** One numbered page of the audit matching the filters, sorted as asked (newest first unless asked). */
export const getAuditEvents = (query: AuditEventsQueryInput, options?: { signal?: AbortSignal }) =>
  callConsole(consoleApi.auditEvents, { query }, options);

/** Every kind the audit holds so far, sorted. */
export const getAuditKinds = (options?: { signal?: AbortSignal }) => callConsole(consoleApi.auditKinds, {}, options);

/** Every event matching `filter` as the CSV `pnpm ops audit export` writes. */
export const exportAuditCsv = (filter: AuditFilter, options?: { signal?: AbortSignal }) =>
  callConsoleBlob(consoleApi.auditExport, { query: filter }, options);
