import { menus, type Menu } from '@commons/shared/domain';
import { readNavigationState, type NavigationState, type ReturnLocation } from '@commons/shared/ui';

/**
 * The navigation flags a guard sets when it sends the user to a status screen or to the
 * restricted-access screen. Those screens render only when reached with their flag, so a
 * typed or bookmarked address does not show them out of context.
 */
export const guardFlags = ['reviewing', 'suspended', 'rejected', 'unauthorized'] as const;
export type GuardFlag = (typeof guardFlags)[number];

/** What a guard's redirect carries: a banner message, where the user was going, a flag. */
export type GuardState = NavigationState & Partial<Record<GuardFlag, true>> & { requiredPolicies?: Menu[] };

/** Guard state as read back from the history entry. */
export interface ReadGuardState {
  from?: ReturnLocation;
  flags: ReadonlySet<GuardFlag>;
  requiredPolicies: Menu[];
}

const isMenu = (value: unknown): value is Menu => (menus as readonly unknown[]).includes(value);

/**
 * Reads guard state defensively: history state survives reloads and may have been written by
 * an older version of the site, so only well-formed flags and menus count.
 */
export function readGuardState(state: unknown): ReadGuardState {
  const { from } = readNavigationState(state);
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const flags = new Set(guardFlags.filter((flag) => record[flag] === true));
  const requiredPolicies = Array.isArray(record.requiredPolicies) ? record.requiredPolicies.filter(isMenu) : [];
  return { ...(from ? { from } : {}), flags, requiredPolicies };
}

/** The part of a location a guard remembers as `from`: no state, no key. */
export const returnLocation = ({ pathname, search, hash }: ReturnLocation): ReturnLocation => ({
  pathname,
  search: search ?? '',
  hash: hash ?? '',
});

/**
 * The address to go back to, or null when there is none usable. Only a path on this site
 * qualifies (`//host` would leave it), and never the screen the user is on.
 */
export function returnPath(from: ReturnLocation | undefined, currentPath: string): string | null {
  if (!from || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return null;
  if (from.pathname === currentPath) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
