import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll } from 'vitest';
import { migratePlatform } from '@commons/platform/db/migrate';
import { createPgliteClient, migrationsFolder } from '../../src/db/open';
import { tempDir } from './build';

/**
 * The migrations folder (the API's, or `folder`) as it was before `tag` (e.g. '0021'): its files,
 * with the journal cut there, so a test can build the database an older release left and then upgrade it.
 */
export async function migrationsBefore(tag: string, folder = migrationsFolder): Promise<string> {
  const dir = await tempDir(`migrations-before-${tag}`);
  await cp(folder, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.filter((entry) => entry.tag < tag);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

/** A database as an older release left it, and the way to upgrade it to today's migrations. */
export interface OlderDatabase {
  client: PGlite;
  /** Applies the migrations from `tag` on, as a server of today does at start. */
  upgrade(): Promise<void>;
}

/**
 * Opens fresh PGlite databases migrated up to just before a tag of the API's journal (after the
 * platform's, which runs first), each closed after the file's tests: a migration test fills one
 * as the older release would, upgrades it, and looks.
 */
export function useOlderDatabases(): (tag: string) => Promise<OlderDatabase> {
  const clients: PGlite[] = [];
  afterAll(async () => Promise.all(clients.map((client) => client.close())));
  return async (tag) => {
    const client = await createPgliteClient();
    clients.push(client);
    const db = drizzle(client);
    await migratePlatform(db, (config) => migrate(db, config));
    await migrate(db, { migrationsFolder: await migrationsBefore(tag) });
    return { client, upgrade: () => migrate(db, { migrationsFolder }) };
  };
}
