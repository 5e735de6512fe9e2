import { auditQueryKeys, getAuditEvents } from '@commons/shared/api';
import type { AuditEventsQueryInput } from '@commons/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** One numbered page of the audit matching the filters, as the server sorts it (newest first unless asked). */
export const auditEventsQueryOptions = (query: AuditEventsQueryInput) =>
  queryOptions({
    queryKey: auditQueryKeys.events(query),
    queryFn: ({ signal }) => getAuditEvents(query, { signal }),
    // The page shown stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

/** The filtered audit as the Audit screen lists it. */
export const useAuditEvents = (query: AuditEventsQueryInput) => useQuery(auditEventsQueryOptions(query));
