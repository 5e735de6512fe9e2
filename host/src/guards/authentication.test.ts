import { authenticationMessages, decideAuthentication, type ProfileCheck } from './authentication';

const wallet = { pathname: '/wallet', search: '?tab=pending', hash: '' };

describe('decideAuthentication', () => {
  it.each<[string, boolean, ProfileCheck, ReturnType<typeof decideAuthentication>]>([
    [
      'no token',
      false,
      'pending',
      { kind: 'redirect', to: '/login', state: { message: authenticationMessages.loginFirst, from: wallet } },
    ],
    [
      'no token, whatever a stale profile says',
      false,
      'confirmed',
      { kind: 'redirect', to: '/login', state: { message: authenticationMessages.loginFirst, from: wallet } },
    ],
    ['a token whose profile is loading', true, 'pending', { kind: 'wait', label: 'Signing In' }],
    ['a token whose profile failed', true, 'failed', { kind: 'sign-out', to: '/login', state: { message: authenticationMessages.signedOut } }],
    ['a token whose profile is confirmed', true, 'confirmed', { kind: 'allow' }],
  ])('should handle %s', (_case, hasToken, profile, decision) => {
    expect(decideAuthentication({ hasToken, profile, location: wallet })).toEqual(decision);
  });

  it('should use the spec messages word for word', () => {
    expect(authenticationMessages).toEqual({
      loginFirst: 'You need to login first.',
      signedOut: "You've been signed out. Please login again.",
    });
  });
});
