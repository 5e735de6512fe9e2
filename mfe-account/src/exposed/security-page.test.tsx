import type { Profile } from '@commons/shared/domain';
import { sessionActions } from '@commons/shared/session';
import { approvedUser, fakeApi, jsonReply, renderPage } from '@commons/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { confirmationSentMessage } from '../features/security/api/change-email';
import { passwordChangedMessage } from '../features/security/api/change-password';
import SecurityPage from './security-page';

const { token: _token, ...owner } = approvedUser;
const verifiedOwner: Profile = { ...owner, emailVerified: true };

/** The API as the Security page meets it: my-profile replies `profile`, the rest as given. */
function api(profile: Profile, answers: Record<string, () => Response> = {}) {
  return fakeApi((call) => (call.path === 'user/individual/my-profile' ? jsonReply(profile) : (answers[call.path]?.() ?? jsonReply({}))));
}

const panel = (name: string) => screen.getByRole('region', { name });

describe('SecurityPage', () => {
  // The strength checker's dictionaries load once per file, as on the first visit to the page.
  beforeAll(async () => {
    await (await import('@commons/shared/password-strength')).measurePassword('warm up');
  }, 60_000);

  beforeEach(() => sessionActions.signIn(approvedUser));

  it('should show the address and whether it is verified, with Resend for an unverified owner', async () => {
    const calls = api(owner, { 'user/individual/resend-verification': () => jsonReply({ sent: true }) });
    renderPage(<SecurityPage />, { path: '/security' });
    const email = await screen.findByRole('region', { name: 'Email address' });
    expect(within(email).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(email).getByText('Not verified')).toBeInTheDocument();
    await userEvent.click(within(email).getByRole('button', { name: 'Resend link' }));
    await waitFor(() => expect(calls.callsTo('user/individual/resend-verification')).toHaveLength(1));
  });

  it('should offer no Resend to a sub-user or a verified owner', async () => {
    api({ ...owner, iam: 'SUB_USER' });
    renderPage(<SecurityPage />, { path: '/security' });
    await screen.findByRole('region', { name: 'Email address' });
    expect(screen.queryByRole('button', { name: 'Resend link' })).not.toBeInTheDocument();
  });

  it('should change the password with the current one and clear the form', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = api(verifiedOwner, { 'user/individual/change-password': () => jsonReply({ passwordChanged: true }) });
    renderPage(<SecurityPage />, { path: '/security' });
    await screen.findByRole('region', { name: 'Change password' });
    const form = within(panel('Change password'));
    await userEvent.type(form.getByLabelText('Current password'), 'correct horse');
    await userEvent.type(form.getByLabelText('New password'), 'a long new password');
    await userEvent.type(form.getByLabelText('Repeat new password'), 'a long new password');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(passwordChangedMessage, expect.anything()));
    const [sent] = calls.callsTo('user/individual/change-password');
    expect(sent?.body).toEqual({ currentPassword: 'correct horse', newPassword: 'a long new password' });
    expect(sent?.idempotencyKey).toBeTruthy();
    expect(form.getByLabelText('Current password')).toHaveValue('');
  });

  it('should measure the new password as it is typed and refuse a common one, sending nothing', async () => {
    const calls = api(verifiedOwner);
    renderPage(<SecurityPage />, { path: '/security' });
    await screen.findByRole('region', { name: 'Change password' });
    const form = within(panel('Change password'));
    await userEvent.type(form.getByLabelText('Current password'), 'correct horse');
    await userEvent.type(form.getByLabelText('New password'), 'Password123!');
    expect(await form.findByText(/^Strength: (Very weak|Weak)\. Not allowed/, {}, { timeout: 5000 })).toHaveRole('status');
    await userEvent.type(form.getByLabelText('Repeat new password'), 'Password123!');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('password is too common or too easy to guess')).toBeInTheDocument();
    expect(calls.callsTo('user/individual/change-password')).toHaveLength(0);
  });

  it('should check the new password twice before sending anything', async () => {
    const calls = api(verifiedOwner);
    renderPage(<SecurityPage />, { path: '/security' });
    await screen.findByRole('region', { name: 'Change password' });
    const form = within(panel('Change password'));
    await userEvent.type(form.getByLabelText('New password'), 'short');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('Current password is required')).toBeInTheDocument();
    expect(form.getByText('password is too short')).toBeInTheDocument();
    expect(calls.callsTo('user/individual/change-password')).toHaveLength(0);
  });

  it('should ask for the change of address and say where the link went', async () => {
    const calls = api(verifiedOwner, { 'user/individual/change-email': () => jsonReply({ pendingEmail: 'new@example.com' }) });
    renderPage(<SecurityPage />, { path: '/security' });
    await screen.findByRole('region', { name: 'Email address' });
    const form = within(panel('Email address'));
    await userEvent.type(form.getByLabelText('New email'), 'New@Example.com');
    await userEvent.type(form.getByLabelText('Current password'), 'correct horse');
    await userEvent.click(form.getByRole('button', { name: 'Change email' }));
    expect(await form.findByText(confirmationSentMessage('new@example.com'))).toBeInTheDocument();
    expect(calls.callsTo('user/individual/change-email')[0]?.body).toEqual({ newEmail: 'new@example.com', password: 'correct horse' });
  });

  it("should keep the form with the server's refusal", async () => {
    const toastError = vi.spyOn(toast, 'error');
    api(verifiedOwner, {
      'user/individual/change-email': () => jsonReply({ message: 'Too many changes of address asked for: please try again in an hour' }, 429),
    });
    renderPage(<SecurityPage />, { path: '/security' });
    await screen.findByRole('region', { name: 'Email address' });
    const form = within(panel('Email address'));
    await userEvent.type(form.getByLabelText('New email'), 'taken@example.com');
    await userEvent.type(form.getByLabelText('Current password'), 'correct horse');
    await userEvent.click(form.getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Too many changes of address asked for: please try again in an hour', expect.anything()));
    expect(form.getByLabelText('New email')).toHaveValue('taken@example.com');
  });

  it('should ask for the current password with the code to turn two-factor off', async () => {
    const calls = api(verifiedOwner, {
      'user/individual/two-factor': () => jsonReply({ enabled: true, recoveryCodesLeft: 10 }),
      'user/individual/two-factor/disable': () => jsonReply({ enabled: false, recoveryCodesLeft: 0 }),
    });
    renderPage(<SecurityPage />, { path: '/security' });
    const twoFactor = within(await screen.findByRole('region', { name: 'Two-factor sign-in' }));
    await userEvent.click(await twoFactor.findByRole('button', { name: 'Turn off two-factor sign-in' }));
    const form = within(screen.getByRole('form', { name: 'Turn off' }));
    await userEvent.type(form.getByLabelText('Code from the app, or a recovery code'), '123 456');
    await userEvent.click(form.getByRole('button', { name: 'Turn off' }));
    expect(await form.findByText('Current password is required')).toBeInTheDocument();
    expect(calls.callsTo('user/individual/two-factor/disable')).toHaveLength(0);

    await userEvent.type(form.getByLabelText('Current password'), 'correct horse');
    await userEvent.click(form.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(calls.callsTo('user/individual/two-factor/disable')).toHaveLength(1));
    expect(calls.callsTo('user/individual/two-factor/disable')[0]?.body).toEqual({ code: '123456', password: 'correct horse' });
  });

  it('should not offer two-factor set-up to an owner whose address is not verified, but point to the one Resend', async () => {
    const calls = api(owner, {
      'user/individual/two-factor': () => jsonReply({ enabled: false, recoveryCodesLeft: 0 }),
      'user/individual/resend-verification': () => jsonReply({ sent: true }),
    });
    renderPage(<SecurityPage />, { path: '/security' });
    const twoFactor = within(await screen.findByRole('region', { name: 'Two-factor sign-in' }));
    expect(await twoFactor.findByText(/can be set up once your email address is verified/)).toBeInTheDocument();
    expect(twoFactor.getByText(/have a new one sent from Email address above/)).toBeInTheDocument();
    expect(twoFactor.queryByRole('button', { name: 'Set up two-factor sign-in' })).not.toBeInTheDocument();
    expect(twoFactor.queryByRole('button', { name: 'Resend link' })).not.toBeInTheDocument();
    // The page's one Resend, in the Email address panel.
    expect(screen.getAllByRole('button', { name: 'Resend link' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    await waitFor(() => expect(calls.callsTo('user/individual/resend-verification')).toHaveLength(1));
    expect(calls.callsTo('user/individual/two-factor/setup')).toHaveLength(0);
  });

  it('should offer two-factor set-up to a verified owner and a sub-user', async () => {
    for (const profile of [verifiedOwner, { ...owner, iam: 'SUB_USER' as const }]) {
      api(profile, { 'user/individual/two-factor': () => jsonReply({ enabled: false, recoveryCodesLeft: 0 }) });
      const { unmount } = renderPage(<SecurityPage />, { path: '/security' });
      const twoFactor = within(await screen.findByRole('region', { name: 'Two-factor sign-in' }));
      expect(await twoFactor.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
      unmount();
    }
  });

  it('should download the recovery codes as a text file once two-factor is on', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `aaaaaa-bbbbbb-cccccc-ddddd${i}`);
    api(verifiedOwner, {
      'user/individual/two-factor': () => jsonReply({ enabled: false, recoveryCodesLeft: 0 }),
      'user/individual/two-factor/setup': () => jsonReply({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,' }),
      'user/individual/two-factor/enable': () => jsonReply({ enabled: true, recoveryCodes: codes }),
    });
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (saved.push(blob as Blob), 'blob:codes'));
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderPage(<SecurityPage />, { path: '/security' });
    await userEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    const form = within(await screen.findByRole('form', { name: 'Turn on' }));
    await userEvent.type(form.getByLabelText('Code from the app'), '123456');
    await userEvent.type(form.getByLabelText('Current password'), 'correct horse');
    await userEvent.click(form.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/The code you just entered is used/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download codes' }));
    expect(names).toEqual(['carbon-commons-recovery-codes.txt']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]!);
    });
    expect(text.split('\n').filter((line) => codes.includes(line))).toEqual(codes);
  });
});
