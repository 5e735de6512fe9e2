import { assignedGroupPolicyQueryKeys, authQueryKeys, myProfileQueryOptions } from '@commons/shared/api';
import type { CurrentUser, Profile } from '@commons/shared/domain';
import { sessionActions, useSession } from '@commons/shared/session';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';

/**
 * The signed-in user as the server knows it: the my-profile query, fetched only while the session
 * holds a token. It is the source; the session's `userInfo` (in `commons-storage`,
 * docs/product-rules.md#records-and-field-names) follows each reply, keeping its token, so the
 * navbar and every app reading the session see a renamed profile or a new status without signing in
 * again. The host's guard calls it on every protected route; `enabled` and `refetchInterval` are
 * its own.
 */
export function useCurrentUser(
  options: { enabled?: boolean; refetchInterval?: number | false } = {},
): UseQueryResult<Profile> {
  const hasToken = Boolean(useSession().userInfo?.token);
  const query = useQuery({
    ...myProfileQueryOptions(),
    enabled: hasToken && (options.enabled ?? true),
    refetchInterval: options.refetchInterval ?? false,
  });
  const { data } = query;
  useEffect(() => {
    if (data) sessionActions.followProfile(data);
  }, [data]);
  return query;
}

/** What a screen does when it learns something about the signed-in user; see `useCurrentUserActions`. */
export interface CurrentUserActions {
  /** A login or signup reply: the session (with its token) and the profile, so the guard need not ask. */
  signIn: (user: CurrentUser) => void;
  /**
   * A reply carrying the saved user (a profile update): both places take it at once, since it may
   * move the account status the guards read, then the server is asked again
   * (docs/product-rules.md#calls).
   */
  saved: (profile: Profile) => void;
  /**
   * Something changed on the server that the user's reply does not carry (for example the
   * owner edited the group policies): ask for the profile and the assigned policy again.
   */
  refresh: () => Promise<void>;
}

/**
 * The one way any app updates the signed-in user: the my-profile query is written and the
 * session follows it, never one without the other.
 */
export function useCurrentUserActions(): CurrentUserActions {
  const queryClient = useQueryClient();
  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: authQueryKeys.myProfile }),
      queryClient.invalidateQueries({ queryKey: assignedGroupPolicyQueryKeys.mine }),
    ]);
  }, [queryClient]);
  return useMemo(
    () => ({
      signIn: (user: CurrentUser) => {
        const { token: _token, ...profile } = user;
        queryClient.setQueryData<Profile>(authQueryKeys.myProfile, profile);
        sessionActions.signIn(user);
      },
      saved: (profile: Profile) => {
        queryClient.setQueryData<Profile>(authQueryKeys.myProfile, profile);
        sessionActions.followProfile(profile);
        void refresh();
      },
      refresh,
    }),
    [queryClient, refresh],
  );
}
