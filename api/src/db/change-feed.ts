import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './database';

/** What migration 0010's triggers notify when a statement on a session's tables commits. */
export const sessionChangesChannel = 'commons_session_changes';

/** The channel a PostgreSQL feed sends its own markers on, to know it has heard everything before them. */
const caughtUpChannel = 'commons_session_changes_caught_up';

/**
 * The committed changes to what sessions resolve to, as LISTEN hears them (issue 16). `onChange`
 * runs for each; while `live` is false changes may go unheard, so nothing may be served from
 * what was cached.
 */
export interface ChangeFeed {
  readonly live: boolean;
  /**
   * Resolves once every change committed before the call has reached `onChange`; rejects when
   * the feed cannot tell (then it is not live).
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite runs in this process, and every write to it too (it admits one process; the ops
 * command line goes through the running server). It tells notifications while it reads the
 * reply of the committing statement, before the writer's own code goes on, so by the time any
 * change is visible the cache has heard of it: nothing to wait for.
 */
async function pgliteFeed(client: PGlite, onChange: () => void): Promise<ChangeFeed> {
  const unlisten = await client.listen(sessionChangesChannel, onChange);
  let live = true;
  return {
    get live() {
      return live && !client.closed;
    },
    caughtUp: () => Promise.resolve(),
    async close() {
      live = false;
      if (!client.closed) await unlisten();
    },
  };
}

/**
 * PostgreSQL may have other writers (another API instance, the ops command line), whose
 * notifications arrive a moment after their commit. Notifications reach a listener in commit
 * order, so a marker this feed notifies itself, heard back, comes after every change committed
 * before it was sent: `caughtUp` waits for the next marker. One marker serves every request
 * that asked before it was sent, so a busy server sends one per round trip, not one per request.
 * A lost connection stops the feed for good (`live` false; the sessions then read the database).
 */
async function postgresFeed(pool: pg.Pool, onChange: () => void): Promise<ChangeFeed> {
  const client = new pg.Client(pool.options);
  const id = randomUUID();
  let live = false;
  let sent = 0;
  let waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];
  let inFlight: { marker: string; waiters: typeof waiting } | null = null;

  const fail = (error: Error) => {
    live = false;
    onChange();
    for (const waiter of [...(inFlight?.waiters ?? []), ...waiting]) waiter.reject(error);
    inFlight = null;
    waiting = [];
  };
  const sendMarker = () => {
    if (inFlight || waiting.length === 0 || !live) return;
    sent += 1;
    inFlight = { marker: `${id}:${sent}`, waiters: waiting };
    waiting = [];
    client.query('SELECT pg_notify($1, $2)', [caughtUpChannel, inFlight.marker]).catch(fail);
  };

  client.on('notification', ({ channel, payload }) => {
    if (channel === sessionChangesChannel) onChange();
    else if (channel === caughtUpChannel && inFlight && payload === inFlight.marker) {
      for (const waiter of inFlight.waiters) waiter.resolve();
      inFlight = null;
      sendMarker();
    }
  });
  client.on('error', fail);
  client.on('end', () => fail(new Error('the session change feed lost its connection')));
  await client.connect();
  await client.query(`LISTEN ${sessionChangesChannel}; LISTEN ${caughtUpChannel}`);
  live = true;

  return {
    get live() {
      return live;
    },
    caughtUp() {
      if (!live) return Promise.reject(new Error('the session change feed is not listening'));
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        sendMarker();
      });
    },
    async close() {
      live = false;
      client.removeAllListeners('end');
      client.on('error', () => {});
      await client.end();
    },
  };
}

/** The change feed of a database drizzle opened over PGlite or a node-postgres pool; null for any other client. */
export function openChangeFeed(db: Database, onChange: () => void): Promise<ChangeFeed> | null {
  const client = (db as Database & { $client?: unknown }).$client;
  if (client instanceof PGlite) return pgliteFeed(client, onChange);
  if (client instanceof pg.Pool) return postgresFeed(client, onChange);
  return null;
}
