import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** Any drizzle handle over PGlite or node-postgres, whatever its schema. */
export type AnyDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/**
 * What brings a database to its latest schema: given the handle and the driver's migrator
 * (drizzle has one per driver), it applies one or more migration journals in order.
 */
export type MigrateAll = (db: AnyDatabase, migrate: (config: MigrationConfig) => Promise<void>) => Promise<void>;

/** How a process opens its database: the tables it queries and the journals that make them. */
export interface DatabaseSetup<S extends Record<string, unknown>> {
  schema: S;
  migrate: MigrateAll;
}

/** An open database and the way to release it (closing PGlite flushes its data folder). */
export interface OpenDatabase<S extends Record<string, unknown>> {
  db: PgDatabase<PgQueryResultHKT, S>;
  close(): Promise<void>;
}

/**
 * PGlite's options. `template1`: PGlite 0.3, which made every data folder before 0.4, kept its
 * tables there (0.4 defaults to `postgres`, where an older folder's tables are not). A buffer cache
 * of 16 MB instead of PostgreSQL's 128 MB: what PGlite's cache touches stays resident in its
 * WebAssembly memory, which never shrinks, and the files behind it are in the operating system's
 * cache anyway (docs/performance.md#the-servers-memory: the same requests per second at 16 MB).
 */
const pgliteOptions = {
  database: 'template1',
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

const run = promisify(execFile);

/**
 * Makes a new data folder in a short-lived process: PGlite 0.4 runs initdb in a second
 * WebAssembly instance and hands its result over as an archive, and the server's process kept
 * about 400 MB of that until a full collection, then still 70 MB of C heap (glibc keeps what it
 * freed), where a server opening an existing folder starts at about 160 MB.
 */
async function makeFolderApart(dataDir: string): Promise<void> {
  const script = [
    "import { PGlite } from '@electric-sql/pglite';",
    `const db = await PGlite.create(${JSON.stringify(dataDir)}, ${JSON.stringify(pgliteOptions)});`,
    'await db.close();',
  ].join('\n');
  // Run inside the package as this process resolves it (the built server's is not the sources'),
  // so the child finds the same PGlite; V8's baseline compiler only, as for the server (scripts/lib.mjs).
  const cwd = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  await run(process.execPath, ['--liftoff-only', '--input-type=module', '--eval', script], { cwd });
}

/**
 * PGlite at `dataDir` (in memory when undefined) as the server opens it, not migrated: whatever
 * else reads a data folder (the release command line, the reliability suite) opens it here, or
 * it would see another database of the folder, with none of the site's tables.
 */
export async function createPgliteClient(dataDir?: string): Promise<PGlite> {
  if (dataDir !== undefined && !existsSync(path.join(dataDir, 'PG_VERSION'))) await makeFolderApart(dataDir);
  return PGlite.create(dataDir, pgliteOptions);
}

/** Brings an open PGlite to the latest migration of `setup`, closing it should that fail. */
export async function migratedPglite<S extends Record<string, unknown>>(
  client: PGlite,
  setup: DatabaseSetup<S>,
): Promise<OpenDatabase<S>> {
  const db = drizzlePglite(client, { schema: setup.schema });
  try {
    await setup.migrate(db as unknown as AnyDatabase, (config) => migratePglite(db, config));
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, close: () => client.close() };
}

/** Opens PGlite at `dataDir` (or in memory when undefined) and brings it to the latest migration. */
export async function openPglite<S extends Record<string, unknown>>(
  setup: DatabaseSetup<S>,
  dataDir?: string,
): Promise<OpenDatabase<S>> {
  return migratedPglite(await createPgliteClient(dataDir), setup);
}

/** How long a query waits for a connection: an unreachable server answers 503 then, never hangs a request. */
const connectTimeoutMs = 5_000;

/**
 * The advisory lock every process takes to migrate (servers, the release command line):
 * replicas starting at once migrate one after the other.
 */
const migrationLock = 0x636f6d6d; // "comm"

/**
 * Connects to a PostgreSQL server and brings it to the latest migration. `onConnectionLost`
 * hears a connection's error (the server restarted, the network dropped it): the pool
 * discards that connection and opens another on demand, and without a listener Node would
 * end the process on it (so a cut connection would kill every API process).
 */
export async function openPostgres<S extends Record<string, unknown>>(
  setup: DatabaseSetup<S>,
  connectionString: string,
  onConnectionLost: (error: Error) => void = () => {},
): Promise<OpenDatabase<S>> {
  const pool = new pg.Pool({ connectionString, connectionTimeoutMillis: connectTimeoutMs });
  pool.on('error', onConnectionLost);
  // A connection lost while checked out (between a transaction's statements) emits 'error' on
  // its client, where the pool listens only while it is idle: it would end the process. The
  // query on it fails instead, and the pool discards it when it is released.
  pool.on('connect', (client) => client.on('error', onConnectionLost));
  const db = drizzlePg(pool, { schema: setup.schema });
  try {
    await migrateExclusively(pool, () => setup.migrate(db as unknown as AnyDatabase, (config) => migratePg(db, config)));
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, close: () => pool.end() };
}

/**
 * Migrates under a session-level advisory lock (otherwise two processes starting at once both
 * run the first migration, and one dies on "relation already exists"). The second waits, then
 * finds nothing left to apply.
 */
async function migrateExclusively(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [migrationLock]);
    await migrate();
  } finally {
    // Released with the session too, should unlocking fail on a broken connection.
    await lock.query('SELECT pg_advisory_unlock($1)', [migrationLock]).catch(() => {});
    lock.release();
  }
}

/** The database of a configuration: `DATABASE_URL` when set, else PGlite in `$DATA_DIR/db`. */
export async function openDatabase<S extends Record<string, unknown>>(
  setup: DatabaseSetup<S>,
  config: { databaseUrl: string | null; dataDir: string },
  onConnectionLost?: (error: Error) => void,
): Promise<OpenDatabase<S>> {
  if (config.databaseUrl) return openPostgres(setup, config.databaseUrl, onConnectionLost);
  const dir = path.join(config.dataDir, 'db');
  await mkdir(dir, { recursive: true });
  return openPglite(setup, dir);
}
