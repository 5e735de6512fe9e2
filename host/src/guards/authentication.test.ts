import { accessMessages, sessionEndMessages } from '@commons/shared/domain';
import { decideAuthentication, type ProfileCheck } from './authentication';

const wallet = { pathname: '/wallet', search: '?tab=pending', hash: '' };

describe('decideAuthentication', () => {
  it.each<[string, boolean, ProfileCheck, ReturnType<typeof decideAuthentication>]>([
    [
      'no token',
      false,
      'pending',
      { kind: 'redirect', to: '/login', state: { message: accessMessages.loginFirst, from: wallet } },
    ],
    [
      'no token, whatever a stale profile says',
      false,
      'confirmed',
      { kind: 'redirect', to: '/login', state: { message: accessMessages.loginFirst, from: wallet } },
    ],
    ['a token whose profile is loading', true, 'pending', { kind: 'wait', label: 'Signing In' }],
    [
      'a token whose profile failed (revoked, idle, expired)',
      true,
      'failed',
      { kind: 'sign-out', to: '/login', state: { message: accessMessages.signedOut, from: wallet } },
    ],
    ['a token whose profile is confirmed', true, 'confirmed', { kind: 'render' }],
  ])('should handle %s', (_case, hasToken, profile, decision) => {
    expect(decideAuthentication({ hasToken, profile, location: wallet })).toEqual(decision);
  });

  it("should say why, on the login page, when the server ended the session by itself", () => {
    const why = sessionEndMessages.idle(30);
    expect(decideAuthentication({ hasToken: true, profile: 'failed', location: wallet, signedOutWhy: why })).toEqual({
      kind: 'sign-out',
      to: '/login',
      state: { message: why, from: wallet },
    });
  });

  it('should wait, not send to login, while an open tab may still hand over its session', () => {
    expect(decideAuthentication({ hasToken: false, profile: 'pending', location: wallet, handoff: 'asking' })).toEqual({ kind: 'wait', label: 'Signing In' });
  });

  it('should say signed out when another tab ended the session, and remember the page for the next sign-in', () => {
    const decision = decideAuthentication({ hasToken: false, profile: 'pending', location: wallet, handoff: 'signed-out-elsewhere' });
    expect(decision).toEqual({ kind: 'redirect', to: '/login', state: { message: accessMessages.signedOut, from: wallet } });
  });

  it('should let a session handed over from another tab in like any other', () => {
    expect(decideAuthentication({ hasToken: true, profile: 'confirmed', location: wallet, handoff: 'asking' })).toEqual({ kind: 'render' });
  });

  it('should remember only where the user was going, not the state that came with it', () => {
    const decision = decideAuthentication({ hasToken: false, profile: 'pending', location: { ...wallet, key: 'k1', state: { x: 1 } } as never });
    expect(decision).toEqual({ kind: 'redirect', to: '/login', state: { message: accessMessages.loginFirst, from: wallet } });
  });
});
