import { createStore } from 'jotai';
import { signedUpUser as user } from '../testing/users';
import { initialSession, sessionAtom, type Session } from './session-store';
import { handoffAtom, sessionChannelName, sessionHolderLock, startTabHandoff } from './tab-handoff';

type Store = ReturnType<typeof createStore>;
const signedIn: Session = { loggedIn: true, email: user.individualEmail, userInfo: user };

// Each simulated tab has its own store and sessionStorage contents; the channel is Node's own.
const stops: (() => void)[] = [];
function openTab(session: Session = initialSession, waitMs = 200, locks?: LockManager): Store {
  sessionStorage.clear();
  const store = createStore();
  store.set(sessionAtom, session);
  stops.push(startTabHandoff({ store, waitMs, locks }));
  return store;
}

/** One browser's Web Locks, as the simulated tabs see them: shared holds, and a query of them. */
function browserLocks() {
  const held: LockInfo[] = [];
  const request = async (name: string, options: LockOptions, grant: (lock: Lock | null) => Promise<void>) => {
    const lock = { name, mode: options.mode ?? 'exclusive' } satisfies LockInfo;
    held.push(lock);
    try {
      return await grant(lock);
    } finally {
      held.splice(held.indexOf(lock), 1);
    }
  };
  const locks = { request, query: async () => ({ held: [...held], pending: [] }) } as unknown as LockManager;
  return { locks, holders: () => held.filter((lock) => lock.name === sessionHolderLock).length };
}
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 1000 });

describe('tab handoff', () => {
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    sessionStorage.clear();
  });

  it('should give a new tab the session of an open signed-in tab', async () => {
    openTab(signedIn);
    const fresh = openTab();
    expect(fresh.get(handoffAtom).phase).toBe('asking');
    await until(() => fresh.get(handoffAtom).phase === 'settled');
    expect(fresh.get(sessionAtom)).toEqual(signedIn);
    expect(fresh.get(handoffAtom).adopted).toBe(true);
  });

  it('should count a new tab as signed out when no open tab holds a session', async () => {
    openTab();
    const started = Date.now();
    const fresh = openTab(initialSession, 150);
    await until(() => fresh.get(handoffAtom).phase === 'settled');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(fresh.get(sessionAtom)).toEqual(initialSession);
  });

  it('should not ask, nor wait, in a tab that already holds a session', () => {
    const tab = openTab(signedIn);
    expect(tab.get(handoffAtom).phase).toBe('settled');
  });

  it('should sign out every tab when one signs out', async () => {
    const first = openTab(signedIn);
    const second = openTab();
    await until(() => second.get(sessionAtom).loggedIn);
    first.set(sessionAtom, initialSession);
    await until(() => !second.get(sessionAtom).loggedIn);
    expect(second.get(sessionAtom)).toEqual(initialSession);
    expect(second.get(handoffAtom).signedOutElsewhere).toBe(true);
    expect(first.get(handoffAtom).signedOutElsewhere).toBe(false);
  });

  it('should ignore a share that carries no token, and one arriving after the wait', async () => {
    const fresh = openTab(initialSession, 100);
    const stranger = new BroadcastChannel(sessionChannelName);
    stranger.postMessage({ type: 'share', session: { ...signedIn, userInfo: { ...user, token: '' } } });
    await until(() => fresh.get(handoffAtom).phase === 'settled');
    stranger.postMessage({ type: 'share', session: signedIn });
    await new Promise((resolve) => setTimeout(resolve, 50));
    stranger.close();
    expect(fresh.get(sessionAtom)).toEqual(initialSession);
  });

  it('should answer only while it holds a session', async () => {
    openTab();
    const asker = new BroadcastChannel(sessionChannelName);
    const answers: unknown[] = [];
    asker.onmessage = ({ data }) => answers.push(data);
    asker.postMessage({ type: 'ask' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    asker.close();
    expect(answers.filter((message) => (message as { type: string }).type === 'share')).toEqual([]);
  });

  describe('with Web Locks', () => {
    it('should count a new tab as signed out at once when no tab holds a session', async () => {
      const { locks } = browserLocks();
      openTab(initialSession, 200, locks);
      // A wait no test outlasts: only the lock's absence can settle this tab.
      const fresh = openTab(initialSession, 600_000, locks);
      await until(() => fresh.get(handoffAtom).phase === 'settled');
      expect(fresh.get(sessionAtom)).toEqual(initialSession);
    });

    it("should wait past the plain wait for the answer of a tab that holds a session, however slow", async () => {
      const { locks } = browserLocks();
      // A signed-in tab busy for longer than the plain wait before it answers.
      let releaseHold!: () => void;
      void locks.request(sessionHolderLock, { mode: 'shared' }, () => new Promise<void>((resolve) => (releaseHold = resolve)));
      const busy = new BroadcastChannel(sessionChannelName);
      busy.onmessage = ({ data }) => {
        if (data.type === 'ask') setTimeout(() => busy.postMessage({ type: 'share', session: signedIn }), 300);
      };
      const fresh = openTab(initialSession, 50, locks);
      await until(() => fresh.get(handoffAtom).phase === 'settled');
      busy.close();
      releaseHold();
      expect(fresh.get(sessionAtom)).toEqual(signedIn);
      expect(fresh.get(handoffAtom).adopted).toBe(true);
    });

    it('should hold the lock while a tab holds a session, and let it go on sign-out', async () => {
      const { locks, holders } = browserLocks();
      const tab = openTab(signedIn, 200, locks);
      const other = openTab(initialSession, 200, locks);
      await until(() => other.get(sessionAtom).loggedIn);
      expect(holders()).toBe(2);
      tab.set(sessionAtom, initialSession);
      await until(() => holders() === 0);
      expect(other.get(sessionAtom)).toEqual(initialSession);
    });
  });
});
