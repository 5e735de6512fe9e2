import { auditQueryKeys, getAuditEvents } from '@commons/shared/api';
import type { AuditFilter } from '@commons/shared/schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/**
 * The audit matching `filter`, newest first, a page at a time: each page asks for the events
 * before the last one of the page above (the server's `next`), selected as one list of events.
 */
export const auditEventsQueryOptions = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: auditQueryKeys.events(filter),
    queryFn: ({ pageParam, signal }) => getAuditEvents({ ...filter, ...(pageParam !== null && { before: String(pageParam) }) }, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.events),
  });

/** The filtered audit as the Audit screen lists it. */
export const useAuditEvents = (filter: AuditFilter) => useInfiniteQuery(auditEventsQueryOptions(filter));
