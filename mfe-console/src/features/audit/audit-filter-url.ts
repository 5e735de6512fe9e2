import type { AuditFilter } from '@commons/shared/schemas';

/** The filters the Audit screen keeps in its address, in the order they are written there. */
export const auditFilterFields = ['actor', 'kind', 'from', 'to'] as const satisfies ReadonlyArray<keyof AuditFilter>;

/**
 * The filters of an address's query string (`?actor=alice&kind=accounts`): blank and unknown
 * parameters are left out, values are passed on as they are (the server checks them).
 */
export function filterFromSearch(search: string): AuditFilter {
  const params = new URLSearchParams(search);
  const filter: AuditFilter = {};
  for (const field of auditFilterFields) {
    const value = params.get(field)?.trim();
    if (value) filter[field] = value;
  }
  return filter;
}

/** The query string of `filter`, `?` included, or '' for no filter: a reload or a shared link shows the same view. */
export function searchOfFilter(filter: AuditFilter): string {
  const params = new URLSearchParams();
  for (const field of auditFilterFields) {
    const value = filter[field]?.trim();
    if (value) params.set(field, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
