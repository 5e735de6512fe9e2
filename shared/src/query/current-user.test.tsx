import { assignedGroupPolicyQueryKeys, authQueryKeys } from '@commons/shared/api';
import type { CurrentUser, Profile } from '@commons/shared/domain';
import { sessionActions } from '@commons/shared/session';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { approvedUser, fakeApi, jsonReply, signedUpUser } from '../testing';
import { createQueryClient } from './create-query-client';
import { useCurrentUser, useCurrentUserActions } from './current-user';

const profileOf = ({ token: _token, ...profile }: CurrentUser): Profile => profile;

function wrapper(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

describe('useCurrentUser', () => {
  beforeEach(() => sessionActions.clear());

  it('should fetch my-profile for a signed-in session and have the session follow it, token kept', async () => {
    sessionActions.signIn(signedUpUser);
    const api = fakeApi(() => jsonReply(profileOf(approvedUser)));
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapper(createQueryClient()) });
    await waitFor(() => expect(result.current.data).toEqual(profileOf(approvedUser)));
    await waitFor(() => expect(sessionActions.get().userInfo).toEqual(approvedUser));
    expect(api.callsTo('user/individual/my-profile')).toHaveLength(1);
  });

  it('should ask nothing without a session', () => {
    const api = fakeApi(() => jsonReply(profileOf(approvedUser)));
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapper(createQueryClient()) });
    expect(result.current.fetchStatus).toBe('idle');
    expect(api.sent).toEqual([]);
  });
});

describe('useCurrentUserActions', () => {
  beforeEach(() => sessionActions.clear());

  it('should store a sign-in in the session and the profile query at once', () => {
    const queryClient = createQueryClient();
    const { result } = renderHook(() => useCurrentUserActions(), { wrapper: wrapper(queryClient) });
    act(() => result.current.signIn(signedUpUser));
    expect(sessionActions.get()).toEqual({ loggedIn: true, email: 'ada@example.com', userInfo: signedUpUser });
    expect(queryClient.getQueryData(authQueryKeys.myProfile)).toEqual(profileOf(signedUpUser));
  });

  it('should make a saved profile the current user in both places, keep the token, and ask again', async () => {
    sessionActions.signIn(signedUpUser);
    const queryClient = createQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { result } = renderHook(() => useCurrentUserActions(), { wrapper: wrapper(queryClient) });
    act(() => result.current.saved(profileOf(approvedUser)));
    expect(sessionActions.get().userInfo).toEqual(approvedUser);
    expect(queryClient.getQueryData(authQueryKeys.myProfile)).toEqual(profileOf(approvedUser));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: authQueryKeys.myProfile });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: assignedGroupPolicyQueryKeys.mine });
  });
});
