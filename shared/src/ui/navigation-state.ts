/** Where a redirect came from: enough of a router location to go back to it. */
export interface ReturnLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/**
 * What one screen hands the next through `navigate(to, { state })`: the host's banner area
 * shows `message` (blue), `error` (red) and `success` (green); `from` is the page a guard
 * turned away, where login returns to.
 */
export interface NavigationState {
  message?: string;
  error?: string;
  success?: string;
  from?: ReturnLocation;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Reads navigation state defensively: history state survives reloads and may come from any
 * older version of any app, so nothing in it is trusted to have the expected shape.
 */
export function readNavigationState(state: unknown): NavigationState {
  if (typeof state !== 'object' || state === null) return {};
  const record = state as Record<string, unknown>;
  const from = record.from as Record<string, unknown> | undefined;
  const pathname = typeof from === 'object' && from !== null ? text(from.pathname) : undefined;
  return {
    message: text(record.message),
    error: text(record.error),
    success: text(record.success),
    from: pathname ? { pathname, search: text(from?.search) ?? '', hash: text(from?.hash) ?? '' } : undefined,
  };
}
