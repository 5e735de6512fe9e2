import { decideAccess, isProtected, type Caller, type RouteAccess } from '@commons/shared/domain';
import { useAccessFacts } from './use-access-facts';
import { callerOf, menusOf } from './menus';

const signedIn: RouteAccess = { guard: 'protected', rule: {} };

/**
 * The signed-in user as the access decision sees them, from the same queries the guards make
 * (so no request of its own); null while unknown or signed out.
 */
export function useCaller(): Caller | null {
  const { profile, groupPolicy } = useAccessFacts(signedIn);
  if (profile.status !== 'ready') return null;
  const menus = menusOf(profile.user, groupPolicy);
  return menus === 'pending' ? null : callerOf(profile.user, menus);
}

/**
 * Whether a link to a route should be offered to a customer: a public or guest route always, a
 * protected one when its guard would let `caller` in (the guard decides again when the link is
 * followed), a staff route never (the console has its own frame).
 */
export const offers = (caller: Caller | null, { path, access }: { path: string; access: RouteAccess }): boolean =>
  access.guard !== 'staff' && (!isProtected(access) || (caller !== null && decideAccess(caller, access.rule, path).allowed));
