import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteClient, migrationsFolder } from '../../src/db/open';
import { tempDir } from '../helpers/build';

/** The migrations folder as it was before 0021: its files, with the journal cut after 0020. */
async function foldersBefore0021(): Promise<string> {
  const dir = await tempDir('migrations-0020');
  await cp(migrationsFolder, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.filter((entry) => entry.tag < '0021');
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

describe('migration 0021 (footprint factor sets)', () => {
  const clients: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => Promise.all(clients.map((client) => client.close())));

  it('should give existing records the first factor set, the holder country and the family of today', async () => {
    const client = await createPgliteClient();
    clients.push(client);
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: await foldersBefore0021() });
    const [owner] = (
      await client.query<{ id: string }>(
        `INSERT INTO individuals (name, email, password_hash, phone, country) VALUES
           ('Greta Greenfield', 'greta@example.com', 'x', '+4412345678901', 'United States'),
           ('Nils Nocountry', 'nils@example.com', 'x', '+4412345678902', '')
         RETURNING id`,
      )
    ).rows;
    await client.query(
      `INSERT INTO family_members (owner_id, relation, name, member_id, country_residence, nationality, citizenship_no)
       SELECT $1, 'Child', name, 'M-1', 'Sweden', 'Sweden', 'C-1' FROM (VALUES ('Lars'), ('Liv')) AS m(name)`,
      [owner?.id],
    );
    await client.query(
      `INSERT INTO operational_data (owner_id, year, total_vehicles, annual_car_miles, annual_electrical_consumption, annual_water_consumption, estimated_emissions)
       SELECT id, 2024, 0, 0, 0, 0, 12 FROM individuals`,
    );

    await migrate(db, { migrationsFolder });
    const rows = await client.query<{ email: string; factor_set_version: string; household_country: string; household_members: number }>(
      `SELECT i.email, o.factor_set_version, o.household_country, o.household_members
         FROM operational_data o JOIN individuals i ON i.id = o.owner_id ORDER BY i.email`,
    );
    expect(rows.rows).toEqual([
      { email: 'greta@example.com', factor_set_version: '2026-11', household_country: 'United States', household_members: 2 },
      { email: 'nils@example.com', factor_set_version: '2026-11', household_country: '', household_members: 0 },
    ]);
  });
});
