import { act, renderHook } from '@testing-library/react';
import { signedUpUser as user } from '../testing/users';
import { initialSession, sessionActions, sessionStorageKey, useSession } from '.';

const stored = () => JSON.parse(sessionStorage.getItem(sessionStorageKey) ?? 'null');

describe('session', () => {
  beforeEach(() => {
    sessionActions.clear();
    sessionStorage.clear();
  });

  it('should start logged out with an empty email and no user', () => {
    expect(sessionActions.get()).toEqual({ loggedIn: false, email: '', userInfo: null });
    expect(sessionActions.getToken()).toBeNull();
  });

  it('should set each field on its own and persist it under commons-storage', () => {
    sessionActions.setLoggedIn(true);
    expect(stored()).toEqual({ loggedIn: true, email: '', userInfo: null });
    sessionActions.setEmail('ada@example.com');
    expect(stored()).toEqual({ loggedIn: true, email: 'ada@example.com', userInfo: null });
    sessionActions.setUserInfo(user);
    expect(stored()).toEqual({ loggedIn: true, email: 'ada@example.com', userInfo: user });
    expect(sessionActions.getToken()).toBe('token-1');
  });

  it('should store a sign-in in one write', () => {
    sessionActions.signIn(user);
    expect(stored()).toEqual({ loggedIn: true, email: 'ada@example.com', userInfo: user });
  });

  it('should reset every field on clear', () => {
    sessionActions.signIn(user);
    sessionActions.clear();
    expect(sessionActions.get()).toEqual(initialSession);
    expect(stored()).toEqual(initialSession);
  });

  it('should give components the session and re-render them on change', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.loggedIn).toBe(false);
    act(() => result.current.setEmail('ada@example.com'));
    expect(result.current.email).toBe('ada@example.com');
    act(() => result.current.setUserInfo(user));
    expect(result.current.userInfo).toEqual(user);
    act(() => result.current.setLoggedIn(true));
    expect(result.current.loggedIn).toBe(true);
    act(() => result.current.clear());
    expect(result.current).toMatchObject(initialSession);
  });

  it('should restore the stored session when the page loads again', async () => {
    sessionStorage.setItem(sessionStorageKey, JSON.stringify({ loggedIn: true, email: 'ada@example.com', userInfo: user }));
    vi.resetModules();
    const reloaded = await import('.');
    expect(reloaded.sessionActions.getToken()).toBe('token-1');
  });
});
