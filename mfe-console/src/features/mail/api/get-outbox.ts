import { getOutbox, getOutboxMail, mailQueryKeys } from '@commons/shared/api';
import { cursorListQueryOptions } from '@commons/shared/query';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';

/** The outbox to the addresses containing `to` (all when blank), newest first, ten at a time. */
export const outboxQueryOptions = (to: string) =>
  cursorListQueryOptions({
    queryKey: mailQueryKeys.list(to),
    fetchPage: (page) => getOutbox(to, page),
    rowsOf: (page) => page.mails,
  });

export const useOutbox = (to: string) => useInfiniteQuery(outboxQueryOptions(to));

/** One mail as the outbox keeps it: headers, plain text and links. */
export const outboxMailQueryOptions = (mailId: string) =>
  queryOptions({ queryKey: mailQueryKeys.detail(mailId), queryFn: ({ signal }) => getOutboxMail(mailId, signal) });

export const useOutboxMail = (mailId: string) => useQuery(outboxMailQueryOptions(mailId));
