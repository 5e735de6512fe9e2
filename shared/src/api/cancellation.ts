/**
 * Whether a failure is a cancellation rather than a problem: the caller aborted the call (its
 * own navigation, or TanStack Query cancelling a superseded or unwatched query), so there is
 * nothing to tell the user. Checked by name, because an `AbortError` may
 * come from another realm's `DOMException` class (a test DOM, a polyfilled fetch).
 */
export function isCancellation(error: unknown, signal?: AbortSignal | null): boolean {
  if (signal?.aborted) return true;
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}
