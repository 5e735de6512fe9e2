import type { Profile } from '@commons/shared/domain';
import type { ReturnLocation } from '@commons/shared/ui';
import { dashboardPath, redirect, render, type AccessDecision } from './access-decision';
import { decideAccountStatus } from './account-status';
import { decideAuthentication } from './authentication';
import { readGuardState } from './guard-state';
import { menusOf, type GroupPolicyCheck } from './menus';
import { decidePermissions } from './permissions';
import type { RouteAccess } from './route-access';
import { decideStatusScreen } from './status-screen';
import { decideUnauthorizedScreen } from './unauthorized-screen';

/** Where the signed-in user's profile (my-profile) stands. */
export type ProfileState = { status: 'pending' } | { status: 'failed' } | { status: 'ready'; user: Profile };

/** Everything a guard decision depends on; `RouteGuard` gathers it from the session and the queries. */
export interface AccessInput {
  access: RouteAccess;
  /** The location asked for, with its navigation state. */
  location: ReturnLocation & { state?: unknown };
  /** Whether the session holds a token; for a guest route, whether it did on arrival. */
  hasToken: boolean;
  profile: ProfileState;
  /** The assigned group policy's fetch; consulted only when `shouldFetchGroupPolicy`. */
  groupPolicy: GroupPolicyCheck;
}

/**
 * The one decision of every guard of the site, as a pure function of the route and what is
 * known about the user (PRODUCT_SPEC sections 2, 4 and 6). In order: authentication, account
 * status, then the status and restricted-access screens' own logic, then admin and menus.
 */
export function decideAccess(input: AccessInput): AccessDecision {
  const { access, location, profile } = input;
  if (access.guard === 'public') return render;
  if (access.guard === 'guest') return input.hasToken ? redirect(dashboardPath) : render;

  const check = profile.status === 'ready' ? 'confirmed' : profile.status;
  const authentication = decideAuthentication({ hasToken: input.hasToken, profile: check, location });
  if (authentication.kind !== 'render' || profile.status !== 'ready') return authentication;
  const { user } = profile;

  const status = decideAccountStatus(access, user, location);
  if (status) return status;
  const state = readGuardState(location.state);
  if (access.guard === 'status-screen') return decideStatusScreen(access.status, user, state);
  const menus = menusOf(user, input.groupPolicy);
  if (access.guard === 'unauthorized-screen') return decideUnauthorizedScreen(user, menus, state);
  return decidePermissions(access, user, menus, location);
}
