import type { AuditFilter } from '@commons/shared/schemas';

/** The filters the Audit screen keeps in its address, in the order they are written there. */
export const auditFilterFields = ['actor', 'kind', 'from', 'to'] as const satisfies ReadonlyArray<keyof AuditFilter>;

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
