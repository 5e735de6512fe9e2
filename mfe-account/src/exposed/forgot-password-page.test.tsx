import { fakeApi, jsonReply, renderPage } from '@commons/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { linkSentText } from '../features/password-reset/components/forgot-password-form';
import ForgotPasswordPage from './forgot-password-page';

async function ask(email: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
}

describe('ForgotPasswordPage', () => {
  it('should check the address in the form and send nothing when it is wrong', async () => {
    const api = fakeApi(() => jsonReply({ sent: true }));
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await ask('');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await ask('ada@');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('should send the address and give the same answer whatever the server knows', async () => {
    const api = fakeApi(() => jsonReply({ sent: true }));
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await ask('Ada@Example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(linkSentText('ada@example.com'));
    expect(api.sent.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: 'auth/individual/forgot-password', body: { email: 'ada@example.com' } },
    ]);
    expect(screen.queryByRole('button', { name: 'Send link' })).not.toBeInTheDocument();
  });

  it('should link back to login', () => {
    fakeApi(() => jsonReply({ sent: true }));
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
