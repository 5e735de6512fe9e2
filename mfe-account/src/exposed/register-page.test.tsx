import { sessionActions } from '@commons/shared/session';
import { fakeApi, jsonReply, renderPage, signedUpUser, watchToasts } from '@commons/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import RegisterPage from './register-page';

async function fill(values: Record<'Name' | 'Email' | 'Password' | 'Phone', string>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await userEvent.type(screen.getByLabelText(label), value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

const valid = { Name: 'Ada Lovelace King', Email: 'ada@example.com', Password: 'correct horse', Phone: '01234567890' };

describe('RegisterPage', () => {
  // The strength checker's dictionaries load once per file, as on the first visit to the page.
  beforeAll(async () => {
    await (await import('@commons/shared/password-strength')).measurePassword('warm up');
  }, 60_000);

  let api: ReturnType<typeof fakeApi>;

  beforeEach(() => {
    sessionActions.clear();
    api = fakeApi(() => jsonReply(signedUpUser, 201));
  });

  it('should show every problem as its own toast and send nothing', async () => {
    const toastError = vi.spyOn(toast, 'error');
    renderPage(<RegisterPage />, { path: '/register' });
    await fill({ Name: 'Ada', Email: 'not-an-email', Password: 'short', Phone: '123' });
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(4));
    expect(toastError.mock.calls.map(([message]) => message)).toEqual([
      'Name is too short',
      'Invalid email',
      'password is too short',
      'Invalid phone',
    ]);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it("should show the password's strength as it is typed and refuse a common one at the field", async () => {
    const toastError = vi.spyOn(toast, 'error');
    renderPage(<RegisterPage />, { path: '/register' });
    expect(screen.getByRole('status')).toHaveTextContent('At least 12 characters');
    await userEvent.type(screen.getByLabelText('Password'), 'password1234');
    expect(await screen.findByText(/^Strength: (Very weak|Weak)\. Not allowed/, {}, { timeout: 5000 })).toHaveRole('status');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'How to make it stronger' })).toBeInTheDocument();
    await fill({ ...valid, Password: '' });
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('password is too common or too easy to guess', expect.anything()));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/password is too common or too easy to guess/);
    expect(api.fetch).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'purple monkey dishwasher');
    expect(await screen.findByText('Strength: Very strong.', {}, { timeout: 5000 })).toHaveRole('status');
  });

  it('should report missing fields with their required messages', async () => {
    const toastError = vi.spyOn(toast, 'error');
    renderPage(<RegisterPage />, { path: '/register' });
    await fill({ Name: '', Email: '', Password: '', Phone: '' });
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(4));
    expect(toastError.mock.calls.map(([message]) => message)).toEqual([
      'Name is required',
      'Email is required',
      'Password is required',
      'Phone is required',
    ]);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('should sign the new account in and open its profile', async () => {
    renderPage(<RegisterPage />, { path: '/register' });
    await fill({ Name: 'Ada Lovelace King', Email: 'ada@example.com', Password: 'correct horse', Phone: '01234567890' });
    expect(await screen.findByLabelText('destination')).toHaveTextContent('/profile');
    expect(api.sent[0]?.body).toEqual({
      name: 'Ada Lovelace King',
      email: 'ada@example.com',
      password: 'correct horse',
      phone: '01234567890',
    });
    expect(sessionActions.get()).toMatchObject({ loggedIn: true, userInfo: signedUpUser });
  });

  // The redirect of a visitor already holding a session is the host's guest guard
  // (host/src/guards/route-guard.test.tsx); the remote page must not duplicate it.
  it('should render the form without redirecting on its own when a session is held', async () => {
    sessionActions.signIn(signedUpUser);
    renderPage(<RegisterPage />, { path: '/register' });
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.queryByLabelText('destination')).not.toBeInTheDocument();
  });

  it('should mark each problem at its field beside its toast', async () => {
    renderPage(<RegisterPage />, { path: '/register' });
    await fill({ Name: 'Ada', Email: '', Password: 'correct horse', Phone: '123' });
    expect(await screen.findByLabelText('Name')).toHaveAccessibleDescription('Name is too short');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Invalid phone');
    expect(screen.getByLabelText('Password')).not.toHaveAccessibleDescription();
  });

  it("should drop a field's problem once the field is corrected, before the next submit", async () => {
    renderPage(<RegisterPage />, { path: '/register' });
    await fill({ ...valid, Phone: '123' });
    expect(await screen.findByLabelText('Phone')).toHaveAccessibleDescription('Invalid phone');
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), valid.Phone);
    await waitFor(() => expect(screen.getByLabelText('Phone')).not.toHaveAccessibleDescription());
    expect(api.fetch).not.toHaveBeenCalled();
  });

  // The toasts of a failed sign-up must not stay up, stale, and follow the user onto the profile.
  it('should replace the toasts of a failed sign-up on resubmit and clear them once it succeeds', async () => {
    const toasts = watchToasts();
    renderPage(<RegisterPage />, { path: '/register' });
    await fill({ Name: '', Email: '', Password: '', Phone: '' });
    await waitFor(() =>
      expect(toasts.showing()).toEqual(['Name is required', 'Email is required', 'Password is required', 'Phone is required']),
    );
    await fill({ Name: valid.Name, Email: '', Password: valid.Password, Phone: '' });
    await waitFor(() => expect(toasts.showing()).toEqual(['Email is required', 'Phone is required']));
    expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription();
    await fill({ Name: '', Email: valid.Email, Password: '', Phone: valid.Phone });
    expect(await screen.findByLabelText('destination')).toHaveTextContent('/profile');
    expect(toasts.showing()).toEqual([]);
  });

  it('should show a message once however often the form is sent', async () => {
    const toasts = watchToasts();
    renderPage(<RegisterPage />, { path: '/register' });
    await fill({ ...valid, Name: '' });
    await fill({ ...valid, Name: '', Email: '', Password: '', Phone: '' });
    await waitFor(() => expect(toasts.showing()).toEqual(['Name is required']));
  });

  it("should clear the server's refusal on resubmit and leave nothing behind on the profile", async () => {
    let taken = true;
    api = fakeApi(() => (taken ? jsonReply({ message: 'Email already registered' }, 409) : jsonReply(signedUpUser, 201)));
    const toasts = watchToasts();
    renderPage(<RegisterPage />, { path: '/register' });
    await fill(valid);
    await waitFor(() => expect(toasts.showing()).toEqual(['Email already registered']));
    taken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByLabelText('destination')).toHaveTextContent('/profile');
    expect(toasts.showing()).toEqual([]);
  });
});
