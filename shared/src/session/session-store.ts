import { createStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { CurrentUser } from '@commons/shared/domain';

/** Where the session lives in the browser (docs/product-rules.md#records-and-field-names): one tab, gone on close. */
export const sessionStorageKey = 'commons-storage';

/** The session: logged out by default. `userInfo` holds the current user with its token. */
export interface Session {
  loggedIn: boolean;
  email: string;
  userInfo: CurrentUser | null;
}

/** The logged-out session; `clear` returns to it. */
export const initialSession: Session = { loggedIn: false, email: '', userInfo: null };

/**
 * The session atom, persisted as one JSON object under `commons-storage`. `getOnInit` reads
 * storage when the atom is created, so the first render after a reload already has the token
 * (otherwise every guard would see a logged-out user for one render and redirect to login).
 */
export const sessionAtom = atomWithStorage<Session>(
  sessionStorageKey,
  initialSession,
  createJSONStorage<Session>(() => sessionStorage),
  { getOnInit: true },
);

/**
 * The one jotai store of the whole site. Host and remotes share `@commons/shared/session` as a
 * Module Federation singleton, so they all read this instance; the API client reads the token
 * from it outside React.
 */
export const sessionStore = createStore();
