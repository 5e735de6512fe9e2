/** The messages shown when a failed reply carries no `message` of its own (section 8). */
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

/** The message for a failure whose reply said nothing usable. */
export function fallbackMessage(status: number): string {
  return status >= 500 ? fallbackMessages.server : fallbackMessages.other;
}
