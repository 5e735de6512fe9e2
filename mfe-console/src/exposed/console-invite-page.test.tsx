import { fakeApi, jsonReply, renderPage, watchToasts } from '@commons/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recoveryCodes, releaseInvitation } from '../test/console-fixtures';
import ConsoleInvitePage, { invalidInvitation } from './console-invite-page';

// The site's rule, cut down: 12 characters at least, and one known common password.
vi.mock('@commons/shared/password-strength', () => ({
  measurePassword: vi.fn(async (password: string) => {
    const problem = password.length < 12 ? 'password is too short' : password === 'password1234' ? 'password is too common or too easy to guess' : null;
    return { score: problem ? 1 : 4, label: problem ? 'Weak' : 'Very strong', problem, hints: [] };
  }),
}));

const invitationUrl = '/console/invite?token=tok-1';

function fakeConsole(accept: () => Response = () => jsonReply({ recoveryCodes })) {
  return fakeApi((call) => (call.path === '/api/console/invitation' ? jsonReply(releaseInvitation) : accept()));
}

async function fill({ password = 'correct horse battery staple', confirm = password, code = '123456' }: { password?: string; confirm?: string; code?: string } = {}) {
  await userEvent.type(await screen.findByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Password again'), confirm);
  if (code) await userEvent.type(screen.getByLabelText('Code from the app'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Set up my console access' }));
}

describe('ConsoleInvitePage', () => {
  it('should say a link without a token is not valid, and ask nothing', () => {
    const api = fakeConsole();
    renderPage(<ConsoleInvitePage />, { path: '/console/invite' });
    expect(screen.getByRole('alert')).toHaveTextContent(invalidInvitation);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('should say an unknown, used or expired invitation is not valid, once', async () => {
    const toasts = watchToasts();
    fakeApi(() => jsonReply({ message: invalidInvitation }, 404));
    renderPage(<ConsoleInvitePage />, { path: '/console/invite?token=used' });
    expect(await screen.findByRole('alert')).toHaveTextContent(invalidInvitation);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(toasts.showing()).toEqual([]);
  });

  it('should show who is invited, the QR code and the key as text', async () => {
    const api = fakeConsole();
    renderPage(<ConsoleInvitePage />, { path: invitationUrl });
    expect(await screen.findByRole('heading', { name: 'Welcome, Rhea Release' })).toBeInTheDocument();
    expect(screen.getByText(/as Release engineer, signing in as rel@example.org/)).toBeInTheDocument();
    expect(screen.getByLabelText('Secret key')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(api.sent).toEqual([expect.objectContaining({ method: 'GET', path: '/api/console/invitation', query: { token: 'tok-1' } })]);
  });

  it('should refuse two different passwords, a weak one and a missing code, and send nothing', async () => {
    const api = fakeConsole();
    renderPage(<ConsoleInvitePage />, { path: invitationUrl });
    await fill({ password: 'correct horse battery staple', confirm: 'correct horse battery stapel', code: '' });
    expect(await screen.findByText('Code is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code from the app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Set up my console access' }));
    expect(await screen.findByText('The two passwords are not the same')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.clear(screen.getByLabelText('Password again'));
    await userEvent.clear(screen.getByLabelText('Code from the app'));
    await fill({ password: 'password1234' });
    expect(await screen.findByText('password is too common or too easy to guess')).toBeInTheDocument();
    expect(api.sent.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('should accept with the token, password and code, then show the recovery codes once, then lead to sign in', async () => {
    const api = fakeConsole();
    renderPage(<ConsoleInvitePage />, { path: invitationUrl });
    await fill();
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(api.sent.at(-1)).toEqual(
      expect.objectContaining({ method: 'POST', path: '/api/console/invitation/accept', body: { token: 'tok-1', password: 'correct horse battery staple', code: '123456' } }),
    );
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(writeText).toHaveBeenCalledWith(recoveryCodes.join('\n'));
    expect(await screen.findByText('Copied the codes.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByLabelText('destination')).toHaveTextContent('/console/login');
  });

  it('should keep the form and say why when the code is not right', async () => {
    const toasts = watchToasts();
    fakeConsole(() => jsonReply({ message: 'The code is not right: enter the current code from your app' }, 400));
    renderPage(<ConsoleInvitePage />, { path: invitationUrl });
    await fill({ code: '000000' });
    await waitFor(() => expect(toasts.showing()).toEqual(['The code is not right: enter the current code from your app']));
    expect(screen.getByRole('button', { name: 'Set up my console access' })).toBeInTheDocument();
  });
});
