/** True when `error` or one of its causes carries the Postgres error `code`, whichever driver ran the query. */
function hasCode(error: unknown, code: string): boolean {
  // drizzle wraps driver errors in DrizzleQueryError, keeping the original as `cause`.
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** True when a query failed on a unique constraint (Postgres code 23505). */
export const isUniqueViolation = (error: unknown): boolean => hasCode(error, '23505');

/** True when a query failed on a foreign key (23503): a referenced row is missing or still referenced. */
export const isForeignKeyViolation = (error: unknown): boolean => hasCode(error, '23503');
