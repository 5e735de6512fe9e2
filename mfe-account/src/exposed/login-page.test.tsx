import { authQueryKeys } from '@commons/shared/api';
import { sessionActions } from '@commons/shared/session';
import { fakeApi, jsonReply, renderPage, signedUpUser } from '@commons/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import LoginPage from './login-page';

// Counts imports of the strength checker, whose dictionaries the login page must never download.
const checkerLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@commons/shared/password-strength', () => {
  checkerLoads.count += 1;
  return { measurePassword: vi.fn() };
});

async function logIn(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  beforeEach(() => sessionActions.clear());

  it('should say beside the form what the site does, with links to the projects and the methodology', async () => {
    fakeApi(() => jsonReply(signedUpUser));
    renderPage(<LoginPage />, { path: '/' });
    const about = screen.getByRole('complementary', { name: 'What Carbon Commons does' });
    expect(about).toHaveTextContent(/certified emission reductions/);
    await userEvent.click(screen.getByRole('link', { name: 'The projects' }));
    expect(await screen.findByLabelText('destination')).toHaveTextContent('/projects');
    expect(screen.queryByRole('link', { name: 'How we estimate emissions' })).not.toBeInTheDocument();
  });

  it('should link to the methodology from the landing', () => {
    fakeApi(() => jsonReply(signedUpUser));
    renderPage(<LoginPage />, { path: '/' });
    expect(screen.getByRole('link', { name: 'How we estimate emissions' })).toHaveAttribute('href', '/methodology');
  });

  it('should show each problem under its field and send nothing', async () => {
    const api = fakeApi(() => jsonReply(signedUpUser));
    renderPage(<LoginPage />, { path: '/login' });
    await logIn('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await logIn('ada@', 'x');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('should put the focus on the first wrong field and take each message away as it is put right', async () => {
    fakeApi(() => jsonReply(signedUpUser));
    renderPage(<LoginPage />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('should store the session and go back to the page the guard turned away from', async () => {
    const api = fakeApi(() => jsonReply(signedUpUser));
    const { queryClient } = renderPage(<LoginPage />, { path: '/login', state: { from: { pathname: '/wallet' } } });
    await logIn('Ada@Example.com', 'correct horse');
    expect(await screen.findByLabelText('destination')).toHaveTextContent('/wallet');
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: 'auth/individual/login',
        query: {},
        authorization: null,
        body: { email: 'ada@example.com', password: 'correct horse' },
      },
    ]);
    expect(sessionActions.get()).toEqual({ loggedIn: true, email: 'ada@example.com', userInfo: signedUpUser });
    expect(queryClient.getQueryData(authQueryKeys.myProfile)).not.toHaveProperty('token');
  });

  it('should go to the dashboard when the user came from nowhere in particular', async () => {
    fakeApi(() => jsonReply(signedUpUser));
    renderPage(<LoginPage />, { path: '/login', state: { from: { pathname: '/login' } } });
    await logIn('ada@example.com', 'correct horse');
    expect(await screen.findByLabelText('destination')).toHaveTextContent('/dashboard');
  });

  it('should stay on login with the server message as a toast when the password is wrong', async () => {
    const toastError = vi.spyOn(toast, 'error');
    fakeApi(() => jsonReply({ message: 'Invalid email or password' }, 401));
    renderPage(<LoginPage />, { path: '/login' });
    await logIn('ada@example.com', 'wrong password');
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Invalid email or password', expect.anything()));
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(sessionActions.get().loggedIn).toBe(false);
  });

  it('should sign in without loading the password strength checker', async () => {
    fakeApi(() => jsonReply(signedUpUser));
    renderPage(<LoginPage />, { path: '/login' });
    await logIn('ada@example.com', 'correct horse');
    expect(await screen.findByLabelText('destination')).toBeInTheDocument();
    expect(checkerLoads.count).toBe(0);
  });

  it('should keep the mailed-link answer on the page, announced as a status, instead of a passing toast', async () => {
    const message = 'This account had many failed sign-ins. If your password was right, we have emailed you a one-time sign-in link: open it to sign in.';
    fakeApi(() => jsonReply({ message }, 403));
    renderPage(<LoginPage />, { path: '/login' });
    await logIn('ada@example.com', 'correct horse');
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(sessionActions.get().loggedIn).toBe(false);
  });

  it('should link to Forgot password', () => {
    fakeApi(() => jsonReply(signedUpUser));
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('should let someone who lost the second factor ask the staff to turn it off, from the code step', async () => {
    const api = fakeApi((call) =>
      call.path === 'auth/individual/login'
        ? jsonReply({ twoFactorRequired: true, challenge: 'the-challenge' })
        : jsonReply({ filed: true, expiresAt: '2026-12-06T12:00:00.000Z' }, 202),
    );
    renderPage(<LoginPage />, { path: '/login' });
    await logIn('ada@example.com', 'correct horse');
    await userEvent.click(await screen.findByRole('button', { name: 'Ask us to turn two-factor off' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Our staff will contact you/);
    expect(api.sent.at(-1)).toMatchObject({ path: 'auth/individual/two-factor-recovery', body: { challenge: 'the-challenge' } });
    expect(screen.getByRole('button', { name: 'Back to sign-in' })).toBeInTheDocument();
  });
});
