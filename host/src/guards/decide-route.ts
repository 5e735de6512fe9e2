import { dashboardPath, decideAccess, type Profile, type RouteAccess } from '@commons/shared/domain';
import type { ReturnLocation } from '@commons/shared/ui';
import { redirect, render, wait, type AccessDecision } from './access-decision';
import { statusBanner, toStatusScreen } from './account-status';
import { decideAuthentication, type Handoff } from './authentication';
import { readGuardState } from './guard-state';
import { callerOf, menusOf, type GroupPolicyCheck } from './menus';
import { toUnauthorized } from './permissions';
import { decideStatusScreen } from './status-screen';
import { decideUnauthorizedScreen } from './unauthorized-screen';

/** Where the signed-in user's profile (my-profile) stands. */
export type ProfileState =
  | { status: 'pending' }
  | { status: 'failed'; signedOutWhy?: string }
  | { status: 'ready'; user: Profile };

/** How the customers' guard decides a route: every guard but the staff one (`decideStaffRoute`). */
export type CustomerAccess = Exclude<RouteAccess, { guard: 'staff' }>;

/** Everything a guard decision depends on; `RouteGuard` gathers it from the session and the queries. */
export interface AccessInput {
  access: CustomerAccess;
  /** The location asked for, with its navigation state. */
  location: ReturnLocation & { state?: unknown };
  /** Whether the session holds a token; for a guest route, whether it did on arrival. */
  hasToken: boolean;
  /** Why there is no token, when another tab has a say (see `Handoff`). */
  handoff?: Handoff;
  profile: ProfileState;
  /** The assigned group policy's fetch; consulted only when `shouldFetchGroupPolicy`. */
  groupPolicy: GroupPolicyCheck;
}

/**
 * The one decision of every guard of the site, as a pure function of the route and what is known
 * about the user (docs/product-rules.md#states-and-transitions). In order: authentication, then the
 * route's rule as the API applies it too (`decideAccess`: status, admin, menus), with the status
 * and restricted-access screens' own logic once their status part lets the user in.
 */
export function decideRoute(input: AccessInput): AccessDecision {
  const { access, location, profile } = input;
  if (access.guard === 'public') return render;
  if (access.guard === 'guest') return input.hasToken ? redirect(dashboardPath) : render;

  const check = profile.status === 'ready' ? 'confirmed' : profile.status;
  const signedOutWhy = profile.status === 'failed' ? profile.signedOutWhy : undefined;
  const authentication = decideAuthentication({ hasToken: input.hasToken, profile: check, location, handoff: input.handoff, signedOutWhy });
  if (authentication.kind !== 'render' || profile.status !== 'ready') return authentication;
  const { user } = profile;

  const menus = menusOf(user, input.groupPolicy);
  const verdict = decideAccess(callerOf(user, menus), access.rule, location.pathname);
  if (!verdict.allowed && verdict.refusal === 'account-status') {
    return toStatusScreen(verdict.status, statusBanner(verdict.status, user.iam, verdict.message), location);
  }
  const state = readGuardState(location.state);
  if (access.guard === 'status-screen') return decideStatusScreen(access.status, user, state);
  if (access.guard === 'unauthorized-screen') return decideUnauthorizedScreen(user, menus, state);
  if (verdict.allowed) return render;
  // A refusal for menus the user may yet hold waits for the policy; an admin-only one does not.
  if (menus === 'pending' && verdict.requiredMenus.length > 0) return wait;
  return toUnauthorized(location, verdict.message, verdict.requiredMenus);
}
