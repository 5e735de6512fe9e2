import { getOutbox, getOutboxMail, mailQueryKeys } from '@commons/shared/api';
import type { OutboxQueryInput } from '@commons/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** One numbered page of the outbox as the server sorts and filters it (newest first unless asked). */
export const outboxQueryOptions = (query: OutboxQueryInput) =>
  queryOptions({
    queryKey: mailQueryKeys.list(query),
    queryFn: ({ signal }) => getOutbox(query, { signal }),
    // The page shown stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

export const useOutbox = (query: OutboxQueryInput) => useQuery(outboxQueryOptions(query));

/** One mail as the outbox keeps it: headers, plain text and links. */
export const outboxMailQueryOptions = (mailId: string) =>
  queryOptions({ queryKey: mailQueryKeys.detail(mailId), queryFn: ({ signal }) => getOutboxMail(mailId, signal) });

export const useOutboxMail = (mailId: string) => useQuery(outboxMailQueryOptions(mailId));
