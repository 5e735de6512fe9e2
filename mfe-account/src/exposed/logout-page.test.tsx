import { sessionActions } from '@commons/shared/session';
import { fakeApi, jsonReply, renderPage, signedUpUser } from '@commons/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import LogoutPage from './logout-page';

describe('LogoutPage', () => {
  beforeEach(() => sessionActions.signIn(signedUpUser));

  it('should show "Logging Out", revoke the token and open login with the signed-out banner', async () => {
    let answer: (reply: Response) => void = () => {};
    const api = fakeApi(() => new Promise((resolve) => (answer = resolve)));
    const { queryClient } = renderPage(<LogoutPage />, { path: '/logout' });
    queryClient.setQueryData(['some', 'cached', 'reply'], 1);
    expect(screen.getByRole('status')).toHaveTextContent('Logging Out');
    await waitFor(() => expect(api.sent).toEqual([{ method: 'GET', path: 'user/logout', query: {}, authorization: 'Bearer token-1', body: undefined }]));
    await act(async () => answer(jsonReply({ loggedOut: true })));
    expect(await screen.findByLabelText('destination')).toHaveTextContent(`/login {"message":"You've been signed out."}`);
    expect(sessionActions.get()).toEqual({ loggedIn: false, email: '', userInfo: null });
    expect(queryClient.getQueryData(['some', 'cached', 'reply'])).toBeUndefined();
  });

  it('should clear the session even when the server cannot be reached', async () => {
    fakeApi(() => Promise.reject(new TypeError('fetch failed')));
    renderPage(<LogoutPage />, { path: '/logout' });
    expect(await screen.findByLabelText('destination')).toHaveTextContent(`/login {"message":"You've been signed out."}`);
    expect(sessionActions.get().userInfo).toBeNull();
  });

  it('should not call the server when there is no token to revoke', async () => {
    sessionActions.clear();
    const api = fakeApi(() => jsonReply({ loggedOut: true }));
    renderPage(<LogoutPage />, { path: '/logout' });
    expect(await screen.findByLabelText('destination')).toHaveTextContent('/login');
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
