import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/open';
import { rowsOf } from '../helpers/db-snapshot';

const folder = await mkdtemp(path.join(tmpdir(), 'commons-pglite-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('a PGlite data folder', () => {
  it('should keep its tables in template1, with a 16 MB buffer cache, across a restart', async () => {
    const first = await openPglite(folder);
    await first.db.execute(sql`CREATE TABLE kept (note text)`);
    await first.db.execute(sql`INSERT INTO kept VALUES ('written before the restart')`);
    await first.close();

    const again = await openPglite(folder);
    try {
      // Every folder PGlite 0.3 made holds its tables in template1: opening another database
      // would show an empty site.
      const rows = await rowsOf(
        again.db,
        sql`SELECT current_database() AS database, current_setting('shared_buffers') AS buffers, (SELECT note FROM kept) AS note`,
      );
      expect(rows).toEqual([{ database: 'template1', buffers: '16MB', note: 'written before the restart' }]);
    } finally {
      await again.close();
    }
  });
});
