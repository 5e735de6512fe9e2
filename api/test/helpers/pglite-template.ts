import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { apiDir } from '../../src/paths';
import { platformMigrationsFolder } from '@commons/platform/db/migrate';
import { migrationsFolder, openPglite, openPgliteFromDump } from '../../src/db/open';
import { startJobEngine } from '../../src/domains/jobs/engine';
import type { DatabaseHandle } from '../../src/db/database';

/** Where the migrated template is kept between test files and runs: inside the clone, so a fresh clone makes its own. */
const cacheDir = join(apiDir, 'node_modules', '.cache', 'commons-pglite');

/**
 * The hash of what makes the template: the platform's and the API's migrations, and the job engine's version and queues
 * (its schema is in the template too). A template made from others is never used.
 */
async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const engine = JSON.parse(await readFile(join(apiDir, 'node_modules', 'pg-boss', 'package.json'), 'utf8')) as { version: string };
  hash.update(`pg-boss ${engine.version}\0`).update(await readFile(join(apiDir, 'src', 'domains', 'jobs', 'queues.ts'))).update('\0');
  const visit = async (dir: string): Promise<void> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await visit(path);
      else hash.update(entry.name).update('\0').update(await readFile(path)).update('\0');
    }
  };
  await visit(platformMigrationsFolder);
  await visit(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, empty in-memory PGlite, the job engine's schema installed. Running every migration
 * took 3 to 5 s a file on a busy machine, for about 150 files; the first file migrates once and keeps a dump of the result,
 * and every later file (in any worker) loads that dump. Written to a temporary name and renamed,
 * so a worker never reads half a file.
 */
export async function openMigratedPglite(): Promise<DatabaseHandle> {
  const file = join(cacheDir, `${await migrationsHash()}.tar`);
  if (existsSync(file)) return openPgliteFromDump(new Blob([await readFile(file)]));
  const handle = await openPglite();
  // The engine's schema and queues, installed once here rather than by every file's app (0.3 to 1 s each).
  const engine = await startJobEngine(handle.db, { log: { error: (_detail, message) => console.error(message) }, supervise: false });
  await engine.stop();
  const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await mkdir(cacheDir, { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return handle;
}
