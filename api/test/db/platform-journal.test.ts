import { copyFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationConfig } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { migratePlatform, platformMigrations } from '@commons/platform/db/migrate';
import type { AnyDatabase } from '@commons/server-kernel/db/open';
import { createPgliteClient, migrateServer } from '../../src/db/open';
import { resetSchema } from '../helpers/database';
import { migrationsBefore } from '../helpers/migrations';
import { dumpSchema } from '../helpers/schema-dump';

/**
 * The API's journal as releases left it before the platform had its own, when it made the
 * platform's tables too: today's migrations up to 0025, with the five that made them as they were
 * (kept in the fixture folder; the others are unchanged).
 */
const frozen = path.join(import.meta.dirname, 'fixtures', 'api-migrations-before-platform-journal');
async function journalBeforeSplit(): Promise<string> {
  const dir = await migrationsBefore('0026');
  for (const file of await readdir(frozen)) await copyFile(path.join(frozen, file), path.join(dir, file));
  return dir;
}

interface Bare {
  db: AnyDatabase;
  migrate(config: MigrationConfig): Promise<void>;
  close(): Promise<void>;
}

/** An empty database, not migrated: the PostgreSQL of TEST_DATABASE_URL (reset) or an in-memory PGlite. */
async function openBare(): Promise<Bare> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await resetSchema(url);
    const pool = new pg.Pool({ connectionString: url });
    const db = drizzlePg(pool);
    return { db: db as unknown as AnyDatabase, migrate: (config) => migratePg(db, config), close: () => pool.end() };
  }
  const client = await createPgliteClient();
  const db = drizzlePglite(client);
  return { db: db as unknown as AnyDatabase, migrate: (config) => migratePglite(db, config), close: () => client.close() };
}

const rows = async (db: AnyDatabase, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;

/** The schema of a database made today, from nothing. */
async function freshSchema(): Promise<string[]> {
  const bare = await openBare();
  try {
    await migrateServer(bare.db, bare.migrate);
    return await dumpSchema(bare.db);
  } finally {
    await bare.close();
  }
}

// Each test migrates one or two databases from nothing: several seconds each on a busy machine.
const slow = { timeout: 180_000 };

describe("the platform's own migrations", () => {
  let expected: string[];
  beforeAll(async () => {
    expected = await freshSchema();
  }, 180_000);

  it('should give a database made by the older single journal the same schema as a new one, keeping its rows', slow, async () => {
    const bare = await openBare();
    try {
      await bare.migrate({ migrationsFolder: await journalBeforeSplit() });
      await bare.db.execute(sql`insert into blobs (key, bytes, size) values (${'a'.repeat(64)}, '\\x00', 1)`);
      await bare.db.execute(sql`insert into remote_versions (name, version, content_hash, published_by) values ('carbon', '1.0.0', 'h', 'ann')`);
      await bare.db.execute(sql`insert into remote_files (name, version, path, blob_key, size) values ('carbon', '1.0.0', 'remoteEntry.js', ${'a'.repeat(64)}, 1)`);

      await migrateServer(bare.db, bare.migrate);
      expect(await dumpSchema(bare.db)).toEqual(expected);
      expect(await rows(bare.db, sql`select name, version, path from remote_files`)).toEqual([
        { name: 'carbon', version: '1.0.0', path: 'remoteEntry.js' },
      ]);
      // Recorded once; starting again applies nothing.
      await migrateServer(bare.db, bare.migrate);
      const platformJournal = readMigrationFiles(platformMigrations).length;
      expect(await rows(bare.db, sql`select count(*)::int as n from drizzle.__platform_migrations`)).toEqual([{ n: platformJournal }]);
    } finally {
      await bare.close();
    }
  });

  it("should make a new database with the platform's migrations alone (the release command line), which the server then completes", slow, async () => {
    const bare = await openBare();
    try {
      await migratePlatform(bare.db, bare.migrate);
      const tables = await rows(bare.db, sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`);
      expect(tables).toEqual(['audit_events', 'blobs', 'remote_activations', 'remote_files', 'remote_freezes', 'remote_load_counts', 'remote_rollouts', 'remote_versions', 'remote_vital_counts'].map((name) => ({ name })));

      await migrateServer(bare.db, bare.migrate);
      expect(await dumpSchema(bare.db)).toEqual(expected);
    } finally {
      await bare.close();
    }
  });

  it('should refuse a database the older journal left before its remote files (0009), and change nothing', slow, async () => {
    const bare = await openBare();
    try {
      await bare.migrate({ migrationsFolder: await migrationsBefore('0009', await journalBeforeSplit()) });
      const before = await dumpSchema(bare.db);

      await expect(migrateServer(bare.db, bare.migrate)).rejects.toThrow(/not remote_files: it was last migrated by a release older than .*0009/);
      expect(await dumpSchema(bare.db)).toEqual(before);
      expect(await rows(bare.db, sql`select to_regclass('drizzle.__platform_migrations') as journal`)).toEqual([{ journal: null }]);
    } finally {
      await bare.close();
    }
  });
});
