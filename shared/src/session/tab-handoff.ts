import { atom, useAtomValue, type createStore } from 'jotai';
import { initialSession, sessionAtom, sessionStore, type Session } from './session-store';

/**
 * One sign-in across the tabs of one origin (issue 30). The session stays in sessionStorage, so
 * closing the browser forgets it; a new tab without one asks the open tabs over a
 * BroadcastChannel, which the browser confines to this origin and this browser profile, and
 * takes the first answer. Only a tab holding a session answers. Signing out in one tab (logout,
 * a failed profile check, an expired token) signs out all.
 */
export const sessionChannelName = 'commons-session';

/** How long a new tab waits for an open tab's answer before it counts as signed out. */
export const handoffWaitMs = 300;

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

/**
 * Starts this tab's part: answers asks while it holds a session, follows sign-outs, tells the
 * others when it signs out, and, holding no session, asks for one and waits at most `waitMs`.
 * Returns a stop function. Without BroadcastChannel (old browsers) each tab keeps its own.
 * `store` is the site's one store; a test passes one per simulated tab.
 */
export function startTabHandoff({ waitMs = handoffWaitMs, store = sessionStore }: HandoffOptions = {}): () => void {
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

  // Any way the token goes (logout, a failed profile check) is a sign-out for every tab.
  let held = hasToken(store.get(sessionAtom));
  const unsubscribe = store.sub(sessionAtom, () => {
    const holds = hasToken(store.get(sessionAtom));
    if (held && !holds && !applyingRemote) {
      setHandoff({ adopted: false });
      channel.postMessage({ type: 'signed-out' } satisfies Message);
    }
    if (holds) setHandoff({ signedOutElsewhere: false });
    held = holds;
  });

  if (!held) {
    setHandoff({ phase: 'asking' });
    timer = setTimeout(() => settle(), waitMs);
    channel.postMessage({ type: 'ask' } satisfies Message);
  }

  return () => {
    clearTimeout(timer);
    unsubscribe();
    channel.close();
    setHandoff(settledHandoff);
  };
}

/** Where this tab's handoff stands, re-rendering when it changes (the host's guards read it). */
export const useTabHandoff = (): Handoff => useAtomValue(handoffAtom, { store: sessionStore });
