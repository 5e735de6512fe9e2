import type { AssignedGroupPolicyMenus } from '@commons/shared/api';
import { isProtected, type Profile, type RouteAccess } from '@commons/shared/domain';
import { useCurrentUser } from '@commons/shared/query';
import { useSession, useTabHandoff, type Handoff as TabHandoff } from '@commons/shared/session';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { Handoff } from './authentication';
import type { AccessInput, ProfileState } from './decide-route';
import { groupPolicyQuery } from './group-policy-query';
import { signedOutWhy } from './signed-out-why';
import { shouldFetchGroupPolicy, type GroupPolicyCheck } from './menus';

/**
 * How often a status or restricted-access screen asks again while the user waits on it, so
 * the user leaves it once an operator or the account owner changes the account.
 */
export const watchIntervalMs = 10_000;

function profileState({ isError, error, data }: UseQueryResult<Profile>): ProfileState {
  if (isError) return { status: 'failed', signedOutWhy: signedOutWhy(error) };
  return data ? { status: 'ready', user: data } : { status: 'pending' };
}

function handoffOf({ phase, signedOutElsewhere }: TabHandoff): Handoff | undefined {
  if (phase === 'asking') return 'asking';
  return signedOutElsewhere ? 'signed-out-elsewhere' : undefined;
}

// A failed refetch keeps the menus last fetched; my-profile's own refetch catches a changed account.
function groupPolicyCheck({ data, isError }: UseQueryResult<AssignedGroupPolicyMenus>): GroupPolicyCheck {
  if (data) return data;
  return isError ? 'failed' : 'pending';
}

/**
 * What the guard of `access` needs to know, from the session and the server. The profile
 * (`useCurrentUser`, which the session follows) is fetched for every protected route (each
 * route mounts its guard afresh, so every navigation re-checks the account); the group policy
 * only when `shouldFetchGroupPolicy`. Both refetch on window focus, and every 10 s while the
 * user waits on a screen they could leave.
 */
export function useAccessFacts(access: RouteAccess): Omit<AccessInput, 'access' | 'location'> {
  const hasToken = Boolean(useSession().userInfo?.token);
  const handoff = useTabHandoff();
  // A guest route turns away whoever arrives holding a session
  // (docs/product-rules.md#states-and-transitions), or receives one from an open tab, not the
  // visitor who signs up on it: the new session lands a render before the sign-up's own navigation.
  const [heldOnArrival] = useState(hasToken);
  const signedIn = hasToken && isProtected(access);
  const watching = access.guard === 'status-screen' || access.guard === 'unauthorized-screen';
  const profile = useCurrentUser({ enabled: signedIn, refetchInterval: watching ? watchIntervalMs : false });
  const user = profile.data;
  const groupPolicy = useQuery({
    ...groupPolicyQuery(),
    enabled: signedIn && user !== undefined && shouldFetchGroupPolicy(user),
    refetchInterval: access.guard === 'unauthorized-screen' ? watchIntervalMs : false,
  });

  return {
    hasToken: access.guard === 'guest' ? heldOnArrival || (hasToken && handoff.adopted) : hasToken,
    handoff: handoffOf(handoff),
    profile: profileState(profile),
    groupPolicy: groupPolicyCheck(groupPolicy),
  };
}
