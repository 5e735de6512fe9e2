/** True when a query failed on a unique constraint (Postgres code 23505), whichever driver ran it. */
export function isUniqueViolation(error: unknown): boolean {
  // drizzle wraps driver errors in DrizzleQueryError, keeping the original as `cause`.
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
