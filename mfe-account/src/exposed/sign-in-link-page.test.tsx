import { sessionActions } from '@commons/shared/session';
import { fakeApi, jsonReply, renderPage, signedUpUser, watchToasts } from '@commons/shared/testing';
import { screen } from '@testing-library/react';
import SignInLinkPage from './sign-in-link-page';

const token = 'S'.repeat(43);

describe('SignInLinkPage', () => {
  beforeEach(() => sessionActions.clear());

  it('should follow the link once, store the session and open the dashboard', async () => {
    const api = fakeApi(() => jsonReply(signedUpUser));
    renderPage(<SignInLinkPage />, { path: `/sign-in-link?token=${token}` });
    expect(await screen.findByLabelText('destination')).toHaveTextContent('/dashboard');
    expect(api.callsTo('auth/individual/login/link').map((call) => call.body)).toEqual([{ token }]);
    expect(sessionActions.get()).toEqual({ loggedIn: true, email: 'ada@example.com', userInfo: signedUpUser });
  });

  it('should ask for the code when the account has two-factor on', async () => {
    fakeApi(() => jsonReply({ twoFactorRequired: true, challenge: 'C'.repeat(43) }));
    renderPage(<SignInLinkPage />, { path: `/sign-in-link?token=${token}` });
    expect(await screen.findByLabelText('Authentication code')).toBeInTheDocument();
    expect(sessionActions.get().loggedIn).toBe(false);
  });

  it("should show the server's refusal once, on the page, and lead back to login", async () => {
    fakeApi(() => jsonReply({ message: 'This sign-in link has expired or was already used. Please sign in again.' }, 400));
    const toasts = watchToasts();
    renderPage(<SignInLinkPage />, { path: `/sign-in-link?token=${token}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link has expired or was already used.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(toasts.showing()).toEqual([]);
  });

  it('should call nothing without a token', () => {
    const api = fakeApi(() => jsonReply(signedUpUser));
    renderPage(<SignInLinkPage />, { path: '/sign-in-link' });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete');
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
