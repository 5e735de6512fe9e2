import { describe, expect, it } from 'vitest';
import { useOlderDatabases } from '../helpers/migrations';

const listing = (projectId: string, block: string) =>
  `INSERT INTO listings (project_name, registry, project_id, country, vintage, methodology, serial_prefix,
     quantity, remaining, unit_price_cents, mark_up_price_cents, listed_at)
   VALUES ('Old Wind Farm', 'Gold Standard', '${projectId}', 'India', 2022, 'ACM0002', '${block}', 10, 10, 1000, 1200, now())`;

// Replaying the older migrations on PGlite takes 10 to 30 s on a busy two-core machine: a hang
// guard, not a measure.
describe('migration 0024 (a listing belongs to a described project)', { timeout: 120_000 }, () => {
  const olderDatabase = useOlderDatabases();

  it('should upgrade a database whose listings predate projects, and refuse new listings of an undescribed one', async () => {
    const { client, upgrade } = await olderDatabase('0022');
    await client.query(listing('GS1111', 'OLD-BLOCK'));

    await upgrade();
    // The old listing stays (its project is described when the server loads the projects file)...
    expect((await client.query('SELECT serial_prefix FROM listings')).rows).toEqual([{ serial_prefix: 'OLD-BLOCK' }]);
    // ...and can still be sold from: the key is checked only when project_id changes.
    await client.query(`UPDATE listings SET remaining = remaining - 1, next_serial = next_serial + 1 WHERE serial_prefix = 'OLD-BLOCK'`);
    await expect(client.query(listing('GS2222', 'NEW-BLOCK'))).rejects.toThrow(/listings_project_id_projects_id_fk/);
  });
});
