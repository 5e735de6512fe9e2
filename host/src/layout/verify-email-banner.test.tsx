import type { CurrentUser } from '@commons/shared/domain';
import { sessionActions } from '@commons/shared/session';
import { approvedUser, fakeApi, jsonReply, renderPage, signedUpUser } from '@commons/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { linkSentText, VerifyEmailBanner } from './verify-email-banner';

const banner = () => screen.queryByRole('region', { name: 'Confirm your email address' });

describe('VerifyEmailBanner', () => {
  beforeEach(() => sessionActions.clear());

  it.each<[string, CurrentUser | null]>([
    ['a visitor', null],
    ['a verified owner', { ...approvedUser, emailVerified: true }],
    ['a sub-user', { ...approvedUser, iam: 'SUB_USER' }],
    ['a suspended owner', { ...approvedUser, accountStatus: 'SUSPENDED' }],
  ])('should not show for %s', (_who, user) => {
    if (user) sessionActions.signIn(user);
    fakeApi(() => jsonReply({}));
    renderPage(<VerifyEmailBanner />);
    expect(banner()).not.toBeInTheDocument();
  });

  it('should ask an unverified owner to confirm, and resend once', async () => {
    sessionActions.signIn(signedUpUser);
    const api = fakeApi(() => jsonReply({ sent: true }));
    renderPage(<VerifyEmailBanner />);
    expect(banner()).toHaveTextContent('follow the link we sent to ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(linkSentText)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    expect(api.sent.map((call) => [call.method, call.path])).toEqual([['POST', 'user/individual/resend-verification']]);
  });

  it('should go once the session learns the address is verified', () => {
    sessionActions.signIn(signedUpUser);
    fakeApi(() => jsonReply({}));
    renderPage(<VerifyEmailBanner />);
    expect(banner()).toBeInTheDocument();
    const { token: _token, ...profile } = signedUpUser;
    act(() => sessionActions.followProfile({ ...profile, emailVerified: true }));
    expect(banner()).not.toBeInTheDocument();
  });
});
