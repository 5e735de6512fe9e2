import { atom, useAtomValue, type createStore } from 'jotai';
import { initialSession, sessionAtom, sessionStore, type Session } from './session-store';

/**
 * One sign-in across the tabs of one origin (docs/product-rules.md#signing-in-across-tabs). The
 * session stays in sessionStorage, so closing the browser forgets it; a new tab without one asks
 * the open tabs over a BroadcastChannel, which the browser confines to this origin and this browser
 * profile, and takes the first answer. Only a tab holding a session answers. Signing out in one tab
 * (logout, a failed profile check, an expired token) signs out all.
 */
export const sessionChannelName = 'commons-session';

/** How long a new tab waits for an open tab's answer, where it cannot tell whether one could answer. */
export const handoffWaitMs = 300;

/**
 * The Web Lock (shared mode) that every tab holding a session holds while it does. A new tab
 * looks it up: none held, it counts as signed out at once; held, it waits for the holder's
 * answer up to `holderWaitMs`, however busy the browser is. The browser drops a closed tab's locks.
 */
export const sessionHolderLock = 'commons-session-holder';

/** The most a new tab waits for the answer of a tab known to hold a session (one frozen by the browser never answers). */
export const holderWaitMs = 5_000;

type Message = { type: 'ask' } | { type: 'share'; session: Session } | { type: 'signed-out' };

/**
 * `asking`: a session may still arrive from another tab; `settled`: this tab knows.
 * `adopted`: the session came from another tab (a guest page then sends the visitor on, as
 * for a session held on arrival); `signedOutElsewhere`: another tab ended the session.
 */
export interface Handoff {
  phase: 'asking' | 'settled';
  adopted: boolean;
  signedOutElsewhere: boolean;
}

export const settledHandoff: Handoff = { phase: 'settled', adopted: false, signedOutElsewhere: false };

/** Where this tab's handoff stands, in the site's one store. Settled until `startTabHandoff`. */
export const handoffAtom = atom<Handoff>(settledHandoff);

interface HandoffOptions {
  waitMs?: number;
  store?: ReturnType<typeof createStore>;
  /** The browser's Web Locks; absent (old browsers, jsdom), a new tab waits `waitMs` for an answer. */
  locks?: LockManager;
}

const hasToken = (session: Session) => Boolean(session.userInfo?.token);

// A message is only trusted as far as its shape: the channel is this origin's, but an older
// version of the site may be open in another tab.
function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { loggedIn, email, userInfo } = value as Record<string, unknown>;
  if (loggedIn !== true || typeof email !== 'string' || typeof userInfo !== 'object' || userInfo === null) return false;
  const { token } = userInfo as Record<string, unknown>;
  return typeof token === 'string' && token.length > 0;
}

/** Holds `sessionHolderLock` until the returned function is called (before or after the browser grants it). */
function holdLock(locks: LockManager): () => void {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  locks.request(sessionHolderLock, { mode: 'shared' }, () => released).catch(() => {});
  return release;
}

/** Whether any tab of this browser holds a session, or is about to (its lock not granted yet). */
async function anyHolder(locks: LockManager): Promise<boolean> {
  const { held = [], pending = [] } = await locks.query();
  return [...held, ...pending].some((lock) => lock.name === sessionHolderLock);
}

/**
 * Starts this tab's part: answers asks while it holds a session, follows sign-outs, tells the
 * others when it signs out, and, holding no session, asks for one: with Web Locks it waits only
 * when a tab holds one (at most `holderWaitMs`), without them at most `waitMs`.
 * Returns a stop function. Without BroadcastChannel (old browsers) each tab keeps its own.
 * `store` is the site's one store; a test passes one per simulated tab.
 */
export function startTabHandoff({ waitMs = handoffWaitMs, store = sessionStore, locks = globalThis.navigator?.locks }: HandoffOptions = {}): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const setHandoff = (change: Partial<Handoff>) => store.set(handoffAtom, (handoff) => ({ ...handoff, ...change }));
  const channel = new BroadcastChannel(sessionChannelName);
  let applyingRemote = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const settle = (change: Partial<Handoff> = {}) => {
    clearTimeout(timer);
    setHandoff({ ...change, phase: 'settled' });
  };

  channel.onmessage = ({ data }: MessageEvent<Message>) => {
    const session = store.get(sessionAtom);
    if (data?.type === 'ask' && hasToken(session)) channel.postMessage({ type: 'share', session } satisfies Message);
    if (data?.type === 'share' && store.get(handoffAtom).phase === 'asking' && isSession(data.session)) {
      store.set(sessionAtom, data.session);
      settle({ adopted: true, signedOutElsewhere: false });
    }
    if (data?.type === 'signed-out' && hasToken(session)) {
      applyingRemote = true;
      store.set(sessionAtom, initialSession);
      applyingRemote = false;
      setHandoff({ adopted: false, signedOutElsewhere: true });
    }
  };

  let releaseLock: (() => void) | undefined;
  const followLock = (holds: boolean) => {
    if (holds && locks && !releaseLock) releaseLock = holdLock(locks);
    if (!holds) {
      releaseLock?.();
      releaseLock = undefined;
    }
  };

  // Any way the token goes (logout, a failed profile check) is a sign-out for every tab.
  let held = hasToken(store.get(sessionAtom));
  followLock(held);
  const unsubscribe = store.sub(sessionAtom, () => {
    const holds = hasToken(store.get(sessionAtom));
    if (held && !holds && !applyingRemote) {
      setHandoff({ adopted: false });
      channel.postMessage({ type: 'signed-out' } satisfies Message);
    }
    if (holds) setHandoff({ signedOutElsewhere: false });
    followLock(holds);
    held = holds;
  });

  if (!held) {
    setHandoff({ phase: 'asking' });
    channel.postMessage({ type: 'ask' } satisfies Message);
    const wait = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => settle(), ms);
    };
    if (!locks) wait(waitMs);
    else {
      wait(holderWaitMs);
      const asking = () => store.get(handoffAtom).phase === 'asking';
      anyHolder(locks).then(
        (holder) => !holder && asking() && settle(),
        () => asking() && wait(waitMs),
      );
    }
  }

  return () => {
    clearTimeout(timer);
    followLock(false);
    unsubscribe();
    channel.close();
    setHandoff(settledHandoff);
  };
}

/** Where this tab's handoff stands, re-rendering when it changes (the host's guards read it). */
export const useTabHandoff = (): Handoff => useAtomValue(handoffAtom, { store: sessionStore });
