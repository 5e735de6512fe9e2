import { sessionActions } from '@commons/shared/session';
import { fakeApi, jsonReply, renderPage, signedUpUser, watchToasts } from '@commons/shared/testing';
import { screen } from '@testing-library/react';
import VerifyEmailPage from './verify-email-page';

const token = 'V'.repeat(43);

describe('VerifyEmailPage', () => {
  beforeEach(() => sessionActions.clear());

  it('should follow the link once and say the address is verified', async () => {
    const api = fakeApi(() => jsonReply({ email: 'ada@example.com', changed: false }));
    renderPage(<VerifyEmailPage />, { path: `/verify-email?token=${token}` });
    expect(await screen.findByText(/is verified/)).toHaveTextContent('Thank you: ada@example.com is verified.');
    expect(api.callsTo('auth/individual/verify-email').map((call) => call.body)).toEqual([{ token }]);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('should say the new address is in use after a change, and ask a signed-in tab for the profile again', async () => {
    sessionActions.signIn(signedUpUser);
    const api = fakeApi((call) =>
      call.path === 'auth/individual/verify-email'
        ? jsonReply({ email: 'new@example.com', changed: true })
        : jsonReply({ ...signedUpUser, token: undefined }),
    );
    const { queryClient } = renderPage(<VerifyEmailPage />, { path: `/verify-email?token=${token}` });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(await screen.findByText(/Your email address is now/)).toHaveTextContent('Your email address is now new@example.com');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(api.callsTo('auth/individual/verify-email')).toHaveLength(1);
    expect(invalidate).toHaveBeenCalled();
  });

  it('should show the server\'s refusal once, on the page, and where to get a new link', async () => {
    fakeApi(() => jsonReply({ message: 'This link has expired or was already used. Sign in to ask for a new one.' }, 400));
    const toasts = watchToasts();
    renderPage(<VerifyEmailPage />, { path: `/verify-email?token=${token}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used.');
    expect(toasts.showing()).toEqual([]);
  });

  it('should call nothing without a token', () => {
    const api = fakeApi(() => jsonReply({}));
    renderPage(<VerifyEmailPage />, { path: '/verify-email' });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete');
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
