import { consoleQueryKeys } from '@commons/shared/api';
import { fakeApi, jsonReply, renderPage, watchToasts } from '@commons/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operatorSession } from '../test/console-fixtures';
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
});
