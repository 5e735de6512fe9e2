import type { CurrentUser, Profile } from '@commons/shared/domain';
import { initialSession, sessionAtom, sessionStore, type Session } from './session-store';
import { refreshedUserInfo } from './user-info';

const update = (change: Partial<Session>) => sessionStore.set(sessionAtom, (session) => ({ ...session, ...change }));

/**
 * The session operations for code outside React (the API client, route loaders, tests).
 * Components use `useSession()`, which offers the same operations.
 */
export const sessionActions = {
  /** The current session. */
  get: (): Session => sessionStore.get(sessionAtom),
  /** The Bearer token of the signed-in user, or null. */
  getToken: (): string | null => sessionStore.get(sessionAtom).userInfo?.token ?? null,
  setLoggedIn: (loggedIn: boolean) => update({ loggedIn }),
  setEmail: (email: string) => update({ email }),
  setUserInfo: (userInfo: CurrentUser | null) => update({ userInfo }),
  /** Stores a fresh sign-in (login or signup) in one write. */
  signIn: (userInfo: CurrentUser) => update({ loggedIn: true, email: userInfo.individualEmail, userInfo }),
  /**
   * The session's user follows a reply about the signed-in user (my-profile, a profile save),
   * keeping its token; nothing is written when nothing changed, or when no one is signed in.
   */
  followProfile: (profile: Profile) => {
    const userInfo = refreshedUserInfo(sessionStore.get(sessionAtom).userInfo, profile);
    if (userInfo) update({ userInfo });
  },
  /** Back to the logged-out defaults (still persisted, like every other change). */
  clear: () => sessionStore.set(sessionAtom, initialSession),
};
