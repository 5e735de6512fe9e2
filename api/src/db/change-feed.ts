import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './database';

/**
 * The channels migrations 0010 and 0011's triggers notify when a statement commits: any change
 * to what a session resolves to (sessions, members, group policies; no payload) and a wallet's
 * balance (its owner id as payload). (0013's mail channel went with 0020: the job engine sends mail.)
 */
export const changeChannels = {
  sessions: 'commons_session_changes',
  wallets: 'commons_wallet_changes',
} as const;
export type ChangeChannel = keyof typeof changeChannels;

/** The channel a PostgreSQL feed sends its own markers on, to know it has heard everything before them. */
const caughtUpChannel = 'commons_changes_caught_up';

/** Told each change's payload, or null when the feed stops hearing changes (then anything may have changed). */
export type ChangeListener = (payload: string | null) => void;

/**
 * The committed changes of the tables in-memory caches copy, as LISTEN hears them.
 * While `live` is false changes may go unheard, so nothing may be served from a copy.
 */
export interface ChangeFeed {
  readonly live: boolean;
  subscribe(channel: ChangeChannel, listener: ChangeListener): void;
  /**
   * Resolves once every change committed before the call has reached the listeners; rejects
   * when the feed cannot tell (then it is not live).
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

type Dispatch = (channel: string, payload: string | null) => void;

/** The listeners by channel: `dispatch` tells one channel's a change, `stopped` tells them all the feed stopped. */
function listeners(): { subscribe: ChangeFeed['subscribe']; dispatch: Dispatch; stopped: () => void } {
  const byChannel = new Map<string, ChangeListener[]>();
  return {
    subscribe(channel, listener) {
      const name = changeChannels[channel];
      byChannel.set(name, [...(byChannel.get(name) ?? []), listener]);
    },
    dispatch: (channel, payload) => byChannel.get(channel)?.forEach((listener) => listener(payload)),
    stopped: () => byChannel.forEach((all) => all.forEach((listener) => listener(null))),
  };
}

/**
 * PGlite runs in this process, and every write to it too (it admits one process; the ops
 * command line goes through the running server). It tells notifications while it reads the
 * reply of the committing statement, before the writer's own code goes on, so by the time any
 * change is visible the listeners have heard of it: nothing to wait for.
 */
async function pgliteFeed(client: PGlite): Promise<ChangeFeed> {
  const { subscribe, dispatch } = listeners();
  const unlisten = await Promise.all(
    Object.values(changeChannels).map((channel) => client.listen(channel, (payload) => dispatch(channel, payload))),
  );
  let live = true;
  return {
    get live() {
      return live && !client.closed;
    },
    subscribe,
    caughtUp: () => Promise.resolve(),
    async close() {
      live = false;
      if (!client.closed) await Promise.all(unlisten.map((stop) => stop()));
    },
  };
}

/** When the feed tries again after losing its connection: soon, then less often, at most every few seconds. */
export interface FeedRetry {
  firstMs: number;
  maxMs: number;
  /** A marker not heard back within this is a dead connection (no reset ever came), replaced like a lost one. */
  markerTimeoutMs: number;
}

const defaultRetry: FeedRetry = { firstMs: 250, maxMs: 5_000, markerTimeoutMs: 5_000 };

/**
 * PostgreSQL may have other writers (another API instance, the ops command line), whose
 * notifications arrive a moment after their commit. Notifications reach a listener in commit
 * order, so a marker this feed notifies itself, heard back, comes after every change committed
 * before it was sent: `caughtUp` waits for the next marker. One marker serves every request
 * that asked before it was sent, so a busy server sends one per round trip, not one per request.
 *
 * A lost connection stops the feed (`live` false; the caches then read the database) and it listens
 * again on a new one, retrying with backoff, so the caches are not bypassed until a restart.
 * Changes committed while it was not listening went unheard, so the listeners are told to drop
 * everything once it listens again.
 */
async function postgresFeed(pool: pg.Pool, retry: FeedRetry): Promise<ChangeFeed> {
  const { subscribe, dispatch, stopped } = listeners();
  const id = randomUUID();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let sent = 0;
  let waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];
  let inFlight: { marker: string; waiters: typeof waiting; timer: NodeJS.Timeout } | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  // Doubles with every failure in a row, back to the first once listening again.
  let backoffMs = retry.firstMs;

  const fail = (error: Error) => {
    if (live) stopped();
    live = false;
    if (inFlight) clearTimeout(inFlight.timer);
    for (const waiter of [...(inFlight?.waiters ?? []), ...waiting]) waiter.reject(error);
    inFlight = null;
    waiting = [];
  };
  /** Ends a connection no longer used, deaf to its late events and errors. */
  const quietly = (old: pg.Client): Promise<void> => {
    old.removeAllListeners();
    old.on('error', () => {});
    return old.end();
  };
  // Late events of a connection already replaced are ignored.
  const lost = (from: pg.Client, error: Error) => {
    if (from !== client) return;
    client = null;
    fail(error);
    quietly(from).catch(() => {});
    if (closed) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      listen().catch(() => {});
    }, backoffMs);
    retryTimer.unref();
    backoffMs = Math.min(backoffMs * 2, retry.maxMs);
  };
  const sendMarker = () => {
    const current = client;
    if (inFlight || waiting.length === 0 || !live || !current) return;
    sent += 1;
    const marker = `${id}:${sent}`;
    const unheard = () => lost(current, new Error('the change feed stopped hearing its markers'));
    const timer = setTimeout(unheard, retry.markerTimeoutMs);
    timer.unref();
    inFlight = { marker, waiters: waiting, timer };
    waiting = [];
    current.query('SELECT pg_notify($1, $2)', [caughtUpChannel, marker]).catch((error: Error) => lost(current, error));
  };
  const onNotification = ({ channel, payload }: pg.Notification) => {
    if (channel !== caughtUpChannel) dispatch(channel, payload ?? '');
    else if (inFlight && payload === inFlight.marker) {
      clearTimeout(inFlight.timer);
      for (const waiter of inFlight.waiters) waiter.resolve();
      inFlight = null;
      sendMarker();
    }
  };

  async function listen(): Promise<void> {
    const next = new pg.Client(pool.options);
    client = next;
    next.on('notification', onNotification);
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('the change feed lost its connection')));
    try {
      await next.connect();
      const channels = [...Object.values(changeChannels), caughtUpChannel];
      await next.query(channels.map((channel) => `LISTEN ${channel};`).join(' '));
    } catch (error) {
      lost(next, error as Error);
      throw error;
    }
    if (client !== next || closed) return;
    backoffMs = retry.firstMs;
    // Whatever committed while nobody listened was not heard: every copy goes.
    stopped();
    live = true;
  }

  try {
    await listen();
  } catch (error) {
    // Not started: no retry may outlive the failed open.
    closed = true;
    if (retryTimer) clearTimeout(retryTimer);
    throw error;
  }
  return {
    get live() {
      return live;
    },
    subscribe,
    caughtUp() {
      if (!live) return Promise.reject(new Error('the change feed is not listening'));
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        sendMarker();
      });
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      fail(new Error('the change feed is closed'));
      const current = client;
      client = null;
      if (current) await quietly(current);
    },
  };
}

/** The change feed of a database drizzle opened over PGlite or a node-postgres pool; null for any other client. */
export async function openChangeFeed(db: Database, retry: FeedRetry = defaultRetry): Promise<ChangeFeed | null> {
  const client = (db as Database & { $client?: unknown }).$client;
  if (client instanceof PGlite) return pgliteFeed(client);
  if (client instanceof pg.Pool) return postgresFeed(client, retry);
  return null;
}
