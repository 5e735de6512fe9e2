import { createStore } from 'jotai';
import { signedUpUser as user } from '../testing/users';
import { initialSession, sessionAtom, type Session } from './session-store';
import { handoffAtom, sessionChannelName, startTabHandoff } from './tab-handoff';

type Store = ReturnType<typeof createStore>;
const signedIn: Session = { loggedIn: true, email: user.individualEmail, userInfo: user };

// Each simulated tab has its own store and sessionStorage contents; the channel is Node's own.
const stops: (() => void)[] = [];
function openTab(session: Session = initialSession, waitMs = 200): Store {
  sessionStorage.clear();
  const store = createStore();
  store.set(sessionAtom, session);
  stops.push(startTabHandoff({ store, waitMs }));
  return store;
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
});
