/** An error from drizzle: the failed SQL, its bound values, and the driver's error as `cause`. */
interface QueryError extends Error {
  query: string;
  params: unknown[];
}

const isQueryError = (error: unknown): error is QueryError =>
  error instanceof Error && typeof (error as Partial<QueryError>).query === 'string' && 'params' in error;

/**
 * What the log may keep of a server error. A failed query's message and `params` carry the
 * bound values (emails, password and token hashes) and the driver's `detail` repeats them, so
 * only the SQL and the driver's own message and code are kept; other errors pass unchanged.
 */
export function loggableError(error: unknown): unknown {
  if (!isQueryError(error)) return error;
  const cause = error.cause instanceof Error ? error.cause : null;
  const safe = new Error(`Failed query: ${error.query}${cause ? `: ${cause.message}` : ''}`);
  safe.name = error.name;
  // The stack starts with the original message, values included: keep only its frames.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n');
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? Object.assign(safe, { code }) : safe;
}
