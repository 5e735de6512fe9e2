import { useLocation, useNavigate } from '@commons/shared/navigation';
import type { TableSorting } from '@commons/shared/ui-kit';
import { useMemo } from 'react';

/** The page and sort every console table keeps in the address, beside its own filters. */
const tableFields = ['page', 'sort', 'order'] as const;

/** A table's view as its address says it: each field given and not blank, as text (the server checks it). */
export type TableView<Filter extends string> = Partial<Record<Filter | (typeof tableFields)[number], string>>;

/**
 * The view of an address's query string (`?status=PAUSED&sort=email&page=2`): blank and unknown
 * parameters left out. A second table on a screen names its fields with a `prefix` (`jobs.page`).
 */
export function viewFromSearch<Filter extends string>(search: string, filters: readonly Filter[], prefix = ''): TableView<Filter> {
  const params = new URLSearchParams(search);
  const view: TableView<Filter> = {};
  for (const field of [...tableFields, ...filters]) {
    const value = params.get(`${prefix}${field}`)?.trim();
    if (value) view[field] = value;
  }
  return view;
}

/**
 * The query string of `view` changed by `changes`, `?` included ('' for none). A change of the
 * sort or of a filter starts again at page 1: the page the reader was on means nothing in the new
 * order. The parameters of `search` that are not the table's `fields` (another table's on the
 * screen) are kept; the table's fields carry its `prefix`.
 */
export function searchOfView<Filter extends string>(
  view: TableView<Filter>,
  changes: TableView<Filter>,
  { prefix = '', search = '', fields = [] as readonly string[] } = {},
): string {
  const next: TableView<Filter> = { ...view, ...changes };
  if (!('page' in changes)) delete next.page;
  const own = new Set([...tableFields, ...fields].map((field) => `${prefix}${field}`));
  const params = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (!own.has(name)) params.append(name, value);
  for (const [field, value] of Object.entries(next)) if (typeof value === 'string' && value.trim() && !(field === 'page' && value === '1')) params.set(`${prefix}${field}`, value.trim());
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * A console table's page, sort and filters, kept in the address (docs/architecture.md#the-console, "Tables")
 * so a reload or a shared link shows the same view; `fallback` is the sort the server uses when none is given.
 * `prefix` names the fields of a second table on the screen, so the two keep their own views.
 */
export function useTableUrl<Filter extends string>(filters: readonly Filter[], fallback: { sort: string; order: 'asc' | 'desc' }, prefix = '') {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const view = useMemo(() => viewFromSearch(search, filters, prefix), [search, filters, prefix]);
  const change = (changes: TableView<Filter>) => navigate(`${pathname}${searchOfView(view, changes, { prefix, search, fields: filters })}`);
  const order = view.order as string | undefined;
  const sorting: TableSorting = {
    sort: view.sort ?? fallback.sort,
    order: order === 'asc' || order === 'desc' ? order : fallback.order,
    onSort: (sort, order) => change({ sort, order } as TableView<Filter>),
  };
  const page = Number(view.page ?? '1');
  return { view, change, sorting, page, onPage: (next: number) => change({ page: String(next) } as TableView<Filter>) };
}
