/** The messages shown when a failed reply carries no `message` of its own (docs/product-rules.md#messages). */
export const fallbackMessages = {
  server: 'Server error occured, please try again',
  other: 'Error occured, please try again',
} as const;

/**
 * A failed API call: the server's `message` (already shown as a toast) and the HTTP status,
 * 0 when no reply arrived at all.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Whether `error` is a failed API call, from whichever app's copy of this module threw it. The
 * `api` entry is built into each app, not shared (tooling/src/shared-singletons.js), so the
 * host's query client meets a remote's `ApiError` as another class: `instanceof` alone missed
 * it, and a 404 would be retried for seconds.
 */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  return error instanceof Error && error.name === 'ApiError' && typeof (error as { status?: unknown }).status === 'number';
}

/** The message for a failure whose reply said nothing usable. */
export function fallbackMessage(status: number): string {
  return status >= 500 ? fallbackMessages.server : fallbackMessages.other;
}
