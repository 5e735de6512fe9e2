import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrationsFolder } from '../../src/db/open';
import { tempDir } from './build';

/**
 * The migrations folder as it was before `tag` (e.g. '0021'): its files, with the journal cut
 * there, so a test can build the database an older release left and then upgrade it.
 */
export async function migrationsBefore(tag: string): Promise<string> {
  const dir = await tempDir(`migrations-before-${tag}`);
  await cp(migrationsFolder, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.filter((entry) => entry.tag < tag);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}
