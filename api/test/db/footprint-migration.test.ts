import { describe, expect, it } from 'vitest';
import { useOlderDatabases } from '../helpers/migrations';

// Replaying the older migrations on PGlite takes 10 to 30 s on a busy two-core machine: a hang
// guard, not a measure.
describe('migration 0021 (footprint factor sets)', { timeout: 120_000 }, () => {
  const olderDatabase = useOlderDatabases();

  it('should give existing records the first factor set, the holder country and the family of today', async () => {
    const { client, upgrade } = await olderDatabase('0021');
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

    await upgrade();
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
