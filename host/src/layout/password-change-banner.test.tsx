import type { CurrentUser } from '@commons/shared/domain';
import { sessionActions } from '@commons/shared/session';
import { approvedUser, fakeApi, jsonReply, renderPage } from '@commons/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { PasswordChangeBanner } from './password-change-banner';

const banner = () => screen.queryByRole('region', { name: 'Change your password' });

describe('PasswordChangeBanner', () => {
  beforeEach(() => sessionActions.clear());

  it.each<[string, CurrentUser | null]>([
    ['a visitor', null],
    ['a member whose password meets the rule', approvedUser],
    ['a suspended member', { ...approvedUser, accountStatus: 'SUSPENDED', passwordChangeAdvised: true }],
  ])('should not show for %s', (_who, user) => {
    if (user) sessionActions.signIn(user);
    fakeApi(() => jsonReply({}));
    renderPage(<PasswordChangeBanner />);
    expect(banner()).not.toBeInTheDocument();
  });

  it.each<[string, CurrentUser]>([
    ['an owner', { ...approvedUser, passwordChangeAdvised: true }],
    ['a sub-user under review', { ...approvedUser, iam: 'SUB_USER', accountStatus: 'REVIEWING', passwordChangeAdvised: true }],
  ])('should ask %s whose password fails the rule to change it, with a link to the form', (_who, user) => {
    sessionActions.signIn(user);
    fakeApi(() => jsonReply({}));
    renderPage(<PasswordChangeBanner />);
    expect(banner()).toHaveTextContent('Your password no longer meets our rules');
    expect(within(banner()!).getByRole('link', { name: 'Change your password' })).toHaveAttribute('href', '/security');
  });

  it('should go once the session learns the password was changed', () => {
    sessionActions.signIn({ ...approvedUser, passwordChangeAdvised: true });
    fakeApi(() => jsonReply({}));
    renderPage(<PasswordChangeBanner />);
    expect(banner()).toBeInTheDocument();
    const { token: _token, ...profile } = approvedUser;
    act(() => sessionActions.followProfile({ ...profile, passwordChangeAdvised: false }));
    expect(banner()).not.toBeInTheDocument();
  });
});
