import { randomBytes } from 'node:crypto';
import pg from 'pg';

// Test files on PostgreSQL (docs/testing.md#postgresql): a run migrates one template database,
// and each test file works in a copy of it of its own, so files run side by side and none pays
// for the migrations. `CREATE DATABASE ... TEMPLATE` copies the files of a small database in
// well under a second.

/** What a run's global setup hands every test file: the server to work on and the template to copy. */
export interface PostgresRun {
  /** The `TEST_DATABASE_URL` the run was started with (its database is only connected to, never changed). */
  baseUrl: string;
  template: string;
  /** Every copy of this run starts with it, so the teardown finds them all. */
  prefix: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresRun: PostgresRun | null;
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The same server and credentials, another database. */
export function databaseUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropDatabases(baseUrl: string, pattern: string): Promise<void> {
  await onServer(baseUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [pattern]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${quoted(datname)} WITH (FORCE)`);
  });
}

/** A run older than this is taken for one that was killed before its teardown. */
const abandonedAfterSeconds = 6 * 3600;

/** Drops the databases of runs started long ago (a killed run never reaches its teardown); a run's names carry its start, in seconds. */
async function dropAbandoned(baseUrl: string): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const names = await onServer(baseUrl, async (client) => (await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'commons\\_%'")).rows);
  for (const { datname } of names) {
    const started = /^commons_[tf]_[a-z]+_(\d+)_/.exec(datname)?.[1];
    if (started && now - Number(started) > abandonedAfterSeconds) await dropDatabases(baseUrl, datname);
  }
}

/**
 * Makes a run's template: an empty database that `prepare` migrates (and closes again). Returns
 * what the test files need, and the teardown that drops the template and every copy of the run.
 */
export async function startPostgresRun(
  baseUrl: string,
  name: string,
  prepare: (url: string) => Promise<void>,
): Promise<{ run: PostgresRun; teardown: () => Promise<void> }> {
  const id = `${name}_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  const run: PostgresRun = { baseUrl, template: `commons_t_${id}`, prefix: `commons_f_${id}_` };
  await dropAbandoned(baseUrl);
  await onServer(baseUrl, (client) => client.query(`CREATE DATABASE ${quoted(run.template)}`));
  await prepare(databaseUrl(baseUrl, run.template));
  return {
    run,
    teardown: async () => {
      await dropDatabases(baseUrl, `${run.prefix}%`);
      await dropDatabases(baseUrl, run.template);
    },
  };
}

/** A new copy of the run's template, migrated and empty; its URL. */
export async function copyTemplate({ baseUrl, template, prefix }: PostgresRun): Promise<string> {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await onServer(baseUrl, async (client) => {
        await client.query(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(template)}`);
        // A test's commit need not wait for the disk: the copy is thrown away after its file, and
        // what each commit makes visible to other sessions is the same (docs/testing.md#postgresql).
        await client.query(`ALTER DATABASE ${quoted(name)} SET synchronous_commit = off`);
      });
      return databaseUrl(baseUrl, name);
    } catch (error) {
      // 55006: another copy of the template was being made at that instant; PostgreSQL refuses
      // to copy a database anyone is connected to.
      if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** Drops a copy when nothing holds it any more; one still held is left to the run's teardown. */
export async function dropCopy(baseUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await onServer(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quoted(name)}`)).catch(() => undefined);
}

/**
 * For a setup file: when the run is on PostgreSQL, points `TEST_DATABASE_URL` at a copy of the
 * template of this test file's own, and returns the means to replace it with a fresh one.
 */
export async function useFileDatabase(run: PostgresRun | null, onEnd: (drop: () => Promise<void>) => void): Promise<void> {
  if (!run) return;
  const copies: string[] = [];
  const next = async () => {
    const url = await copyTemplate(run);
    copies.push(url);
    process.env.TEST_DATABASE_URL = url;
  };
  await next();
  fileDatabase.state = { fresh: true, next };
  onEnd(async () => {
    for (const url of copies) await dropCopy(run.baseUrl, url);
  });
}

/**
 * The file's database for a test that wants a migrated, empty one: the copy made for the file the
 * first time, a new copy (and `TEST_DATABASE_URL` pointed at it) each time after.
 */
export const fileDatabase: { state: { fresh: boolean; next: () => Promise<void> } | null; take: () => Promise<string> } = {
  state: null,
  async take() {
    const { state } = fileDatabase;
    if (!state) throw new Error('A test run on PostgreSQL needs the global setup postgres-run.ts and the setup file postgres-file.ts');
    if (!state.fresh) await state.next();
    state.fresh = false;
    return process.env.TEST_DATABASE_URL!;
  },
};
