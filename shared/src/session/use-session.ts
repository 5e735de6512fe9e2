import { useAtomValue } from 'jotai';
import type { CurrentUser, Profile } from '@commons/shared/domain';
import { sessionActions } from './session-actions';
import { sessionAtom, sessionStore } from './session-store';

/** What `useSession()` returns: the session fields and its setters. */
export interface SessionApi {
  loggedIn: boolean;
  email: string;
  userInfo: CurrentUser | null;
  setLoggedIn: (loggedIn: boolean) => void;
  setEmail: (email: string) => void;
  setUserInfo: (userInfo: CurrentUser | null) => void;
  signIn: (userInfo: CurrentUser) => void;
  followProfile: (profile: Profile) => void;
  clear: () => void;
}

/**
 * The session in a component, re-rendering on every change. It names `sessionStore`
 * explicitly, so it reads the one store even outside a jotai Provider (tests, a remote mounted
 * without the host's providers).
 */
export function useSession(): SessionApi {
  const { loggedIn, email, userInfo } = useAtomValue(sessionAtom, { store: sessionStore });
  const { setLoggedIn, setEmail, setUserInfo, signIn, followProfile, clear } = sessionActions;
  return { loggedIn, email, userInfo, setLoggedIn, setEmail, setUserInfo, signIn, followProfile, clear };
}
