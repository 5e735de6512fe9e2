import pg from 'pg';

/** A database of this run's own on the server of `TEST_DATABASE_URL`, never the shared `test` one. */
export interface FreshDatabase {
  url: string;
  host: string;
  port: number;
  drop(): Promise<void>;
}

const adminUrl = (serverUrl: string) => {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  return url.toString();
};

async function asAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates `commons_reliability_<pid>_<n>` (dropped first if a crashed run left it). */
export async function createFreshDatabase(serverUrl: string, suffix: string): Promise<FreshDatabase> {
  const name = `commons_reliability_${process.pid}_${suffix}`;
  await asAdmin(serverUrl, `drop database if exists ${name} with (force)`);
  await asAdmin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    host: url.hostname,
    port: Number(url.port || 5432),
    drop: () => asAdmin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Runs read-only queries against a database: the invariants' view of it. */
export type Query = <R extends Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<R[]>;

export async function withPostgres<T>(databaseUrl: string, use: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(async (sql, params) => (await client.query(sql, params)).rows);
  } finally {
    await client.end();
  }
}

/**
 * Locks the plans' table against every read and write, in a transaction of its own, until
 * `release` rolls it back: a monthly cycle that starts meanwhile waits on its first query, so it
 * is surely running when a fault strikes, even when no plan is left to charge.
 */
export async function holdPlansTable(databaseUrl: string): Promise<{ release: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('lock table offset_plans in access exclusive mode');
    return {
      release: async () => {
        await client.query('rollback');
        await client.end();
      },
    };
  } catch (error) {
    await client.end();
    throw error;
  }
}
