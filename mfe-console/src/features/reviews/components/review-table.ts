import { useTableUrl } from '../../../components/table-url';

/** What a review list keeps in the address besides its page and sort: the tab it is on, its status and its search. */
const filters = ['tab', 'status', 'q'] as const;

/**
 * A review list's page, sort and filters, kept in the address beside the tab, and the query the
 * server is asked: the address as it is (the server refuses what it does not know, with a
 * message), without the tab, which is the screen's.
 */
export function useReviewTable(fallback: { sort: string; order: 'asc' | 'desc' }) {
  const table = useTableUrl(filters, fallback);
  const { tab: _tab, ...query } = table.view;
  return { ...table, query };
}
