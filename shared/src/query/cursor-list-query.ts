import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { PageRequest } from '@commons/shared/api';

/** What a cursor-paged list needs to become one growing list of rows. */
export interface CursorListQuery<Page extends { nextCursor: string | null }, Row, Key extends QueryKey> {
  queryKey: Key;
  /** Fetches one page; `cursor` is null for the first, `signal` lets a superseded fetch stop. */
  fetchPage: (page: PageRequest) => Promise<Page>;
  /** The rows of one page (`page.records`, `page.requests`...). */
  rowsOf: (page: Page) => Row[];
  /** False while the list cannot be asked for yet (no history id, for example). */
  enabled?: boolean;
}

/**
 * The `infiniteQueryOptions` of a cursor-paged list (docs/product-rules.md#figures-and-limits): the
 * first page, then the page after each reply's `nextCursor` while there is one, all selected as one
 * list of rows in the server's order. Pair it with `PagedTable` from `@commons/shared/ui-kit`.
 */
export const cursorListQueryOptions = <Page extends { nextCursor: string | null }, Row, Key extends QueryKey>({
  queryKey,
  fetchPage,
  rowsOf,
  enabled = true,
}: CursorListQuery<Page, Row, Key>) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage({ cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap(rowsOf),
    enabled,
  });
