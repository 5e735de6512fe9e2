import { consoleQueryKeys } from '@commons/shared/api';
import { consoleSignInLinkGone } from '@commons/shared/schemas';
import { fakeApi, jsonReply, renderPage, watchToasts } from '@commons/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operatorSession } from '../test/console-fixtures';
import { linkSentText } from '../features/sign-in/components/sign-in-form';
import ConsoleLoginPage from './console-login-page';

async function signIn(email: string, password: string, code: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  if (code) await userEvent.type(screen.getByLabelText('Code'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('ConsoleLoginPage', () => {
  it('should show each problem under its field and send nothing', async () => {
    const api = fakeApi(() => jsonReply(operatorSession));
    renderPage(<ConsoleLoginPage />, { path: '/console/login' });
    await signIn('', '', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Code is required')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('should send email, password and code to the console API, keep the session and go to the console', async () => {
    const api = fakeApi(() => jsonReply(operatorSession));
    const { queryClient } = renderPage(<ConsoleLoginPage />, { path: '/console/login' });
    await signIn('ops@example.org', 'a long enough password', '123 456');
    expect(await screen.findByLabelText('destination')).toHaveTextContent('/console');
    expect(api.sent).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/console/session', authorization: null, body: { email: 'ops@example.org', password: 'a long enough password', code: '123456' } }),
    ]);
    expect(queryClient.getQueryData(consoleQueryKeys.session)).toEqual(operatorSession);
  });

  it('should return to the console page the staff guard turned the person away from, never a customer page', async () => {
    fakeApi(() => jsonReply(operatorSession));
    renderPage(<ConsoleLoginPage />, { path: '/console/login', state: { from: { pathname: '/console', search: '?tab=2', hash: '' } } });
    await signIn('ops@example.org', 'a long enough password', '123456');
    expect(await screen.findByLabelText('destination')).toHaveTextContent('/console?tab=2');
  });

  it('should say the one refusal and stay on the form', async () => {
    const toasts = watchToasts();
    fakeApi(() => jsonReply({ message: 'The email, password or code is not right' }, 400));
    renderPage(<ConsoleLoginPage />, { path: '/console/login' });
    await signIn('ops@example.org', 'a long enough password', '123456');
    await waitFor(() => expect(toasts.showing()).toEqual(['The email, password or code is not right']));
    expect(screen.queryByLabelText('destination')).not.toBeInTheDocument();
  });

  it('should mail a link to the address in the Email field, saying the same for any address', async () => {
    const api = fakeApi(() => jsonReply({ sent: true }));
    renderPage(<ConsoleLoginPage />, { path: '/console/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'Ops@Example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(linkSentText('ops@example.org'));
    expect(api.sent).toEqual([expect.objectContaining({ method: 'POST', path: '/api/console/sign-in-link', body: { email: 'ops@example.org' } })]);
  });

  it('should ask for the email before mailing a link, and send nothing', async () => {
    const api = fakeApi(() => jsonReply({ sent: true }));
    renderPage(<ConsoleLoginPage />, { path: '/console/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('should reach the link action from the keyboard after Sign in', async () => {
    fakeApi(() => jsonReply({ sent: true }));
    renderPage(<ConsoleLoginPage />, { path: '/console/login' });
    await userEvent.click(screen.getByLabelText('Code'));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Email me a sign-in link' })).toHaveFocus();
  });

  it("should send the mailed link's token with the set, and sign in", async () => {
    const api = fakeApi(() => jsonReply(operatorSession));
    renderPage(<ConsoleLoginPage />, { path: '/console/login?link=tok-1' });
    expect(screen.getByText(/You opened a sign-in link/)).toBeInTheDocument();
    await signIn('ops@example.org', 'a long enough password', '123456');
    expect(await screen.findByLabelText('destination')).toHaveTextContent('/console');
    expect(api.sent).toEqual([
      expect.objectContaining({ path: '/api/console/session', body: { email: 'ops@example.org', password: 'a long enough password', code: '123456', link: 'tok-1' } }),
    ]);
  });

  it('should say a used or expired link is not valid, and try the next sign-in without it', async () => {
    const toasts = watchToasts();
    const api = fakeApi(() => jsonReply({ message: consoleSignInLinkGone }, 400));
    renderPage(<ConsoleLoginPage />, { path: '/console/login?link=used' });
    await signIn('ops@example.org', 'a long enough password', '123456');
    await waitFor(() => expect(toasts.showing()).toEqual([consoleSignInLinkGone]));
    await waitFor(() => expect(screen.queryByText(/You opened a sign-in link/)).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(api.sent).toHaveLength(2));
    expect(api.sent[1]?.body).not.toHaveProperty('link');
  });
});
