import { sessionActions } from '@commons/shared/session';
import { fakeApi, jsonReply, renderPage, signedUpUser } from '@commons/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import ResetPasswordPage from './reset-password-page';

const token = 'T'.repeat(43);

async function choose(password: string, again: string) {
  if (password) await userEvent.type(screen.getByLabelText('New password'), password);
  if (again) await userEvent.type(screen.getByLabelText('Repeat new password'), again);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordPage', () => {
  // The strength checker's dictionaries load once per file, as on the first visit to the page.
  beforeAll(async () => {
    await (await import('@commons/shared/password-strength')).measurePassword('warm up');
  }, 60_000);

  beforeEach(() => sessionActions.clear());

  it('should ask for a new link when the address carries no token', () => {
    fakeApi(() => jsonReply({ passwordChanged: true }));
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete');
    expect(screen.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute('href', '/forgot-password');
  });

  it('should refuse a short password or two different ones, sending nothing', async () => {
    const api = fakeApi(() => jsonReply({ passwordChanged: true }));
    renderPage(<ResetPasswordPage />, { path: `/reset-password?token=${token}` });
    await choose('short', 'short');
    expect(await screen.findByText('password is too short')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Repeat new password'));
    await choose('a long new password', 'another long one');
    expect(await screen.findByText('The two passwords are not the same')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('should measure the new password as it is typed and refuse a common one, sending nothing', async () => {
    const api = fakeApi(() => jsonReply({ passwordChanged: true }));
    renderPage(<ResetPasswordPage />, { path: `/reset-password?token=${token}` });
    await userEvent.type(screen.getByLabelText('New password'), 'iloveyou2024');
    expect(await screen.findByText(/^Strength: (Very weak|Weak)\. Not allowed/, {}, { timeout: 5000 })).toHaveRole('status');
    await choose('', 'iloveyou2024');
    expect(await screen.findByText('password is too common or too easy to guess')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('should send the token and password, forget this tab\'s session and open login with the news', async () => {
    sessionActions.signIn(signedUpUser);
    const api = fakeApi(() => jsonReply({ passwordChanged: true }));
    renderPage(<ResetPasswordPage />, { path: `/reset-password?token=${token}` });
    await choose('a long new password', 'a long new password');
    expect(await screen.findByLabelText('destination')).toHaveTextContent('/login {"success":"Password changed, please log in"}');
    expect(api.sent.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: 'auth/individual/reset-password', body: { token, password: 'a long new password' } },
    ]);
    expect(sessionActions.get().userInfo).toBeNull();
  });

  it('should stay with the server\'s message when the link has expired', async () => {
    const toastError = vi.spyOn(toast, 'error');
    const message = 'This password reset link has expired or was already used. Ask for a new one.';
    fakeApi(() => jsonReply({ message }, 400));
    renderPage(<ResetPasswordPage />, { path: `/reset-password?token=${token}` });
    await choose('a long new password', 'a long new password');
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(message, expect.anything()));
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeEnabled();
  });
});
