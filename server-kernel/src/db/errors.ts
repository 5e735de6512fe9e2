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

/** Node's socket errors on the way to the database server. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND']);

/** PostgreSQL shutting down: by an operator, after a crash, or still starting. */
const serverShutdownCodes = new Set(['57P01', '57P02', '57P03']);

/** What node-postgres says, without a code, when a connection dies or cannot be had in time. */
const lostConnection =
  /^Connection terminated|^timeout exceeded when trying to connect|^Client has encountered a connection error/;

/**
 * True when a query failed because the database server could not be reached or the connection
 * died under it: PostgreSQL's connection-exception class 08, an operator or crash
 * shutdown (57P01-57P03), a socket error, or node-postgres's own words for a lost connection.
 * The request did not necessarily fail for good: it is worth trying again in a moment.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = String((e as { code?: unknown }).code ?? '');
    const unreachable = code.startsWith('08') || serverShutdownCodes.has(code) || socketCodes.has(code);
    if (unreachable) return true;
    if (lostConnection.test(e.message)) return true;
  }
  return false;
}
