import { describe, expect, it } from 'vitest';
import { useOlderDatabases } from '../helpers/migrations';

// Replaying the older migrations on PGlite takes 10 to 30 s on a busy two-core machine: a hang
// guard, not a measure.
describe('migration 0031 (sample retirements)', { timeout: 120_000 }, () => {
  const olderDatabase = useOlderDatabases();

  it("should make samples of retirements of a sample project or a wallet with sandbox money by then, and give a plan's month its year", async () => {
    const { client, upgrade } = await olderDatabase('0031');
    const owners = (
      await client.query<{ id: string; email: string }>(
        `INSERT INTO individuals (name, email, password_hash, phone, country) VALUES
           ('Sam Sampleproject', 'sam@example.com', 'x', '+4412345678901', ''),
           ('Sandy Sandbox', 'sandy@example.com', 'x', '+4412345678902', ''),
           ('Later Sandbox', 'later@example.com', 'x', '+4412345678903', ''),
           ('Rita Real', 'rita@example.com', 'x', '+4412345678904', '')
         RETURNING id, email`,
      )
    ).rows;
    const id = (email: string) => owners.find((o) => o.email === email)!.id;
    await client.query(`INSERT INTO wallets (owner_id) SELECT id FROM individuals`);
    await client.query(
      `INSERT INTO projects (id, name, registry, registry_url, methodology, project_type, effect, country, region, latitude, longitude,
         crediting_period_start, crediting_period_end, vintages, durability, verification_body, description, sample)
       SELECT pid, pid, 'Gold Standard', 'https://example.org', 'm', 't', 'avoidance', 'India', 'r', 0, 0, '2020-01-01', '2030-01-01', '{2021}', 'd', 'v', 'x', s
       FROM (VALUES ('GS1', true), ('GS2', false)) AS p(pid, s)`,
    );
    await client.query(
      `INSERT INTO listings (project_name, registry, project_id, country, vintage, methodology, serial_prefix, quantity, remaining, next_serial,
         unit_price_cents, mark_up_price_cents, listed_at)
       SELECT pid, 'Gold Standard', pid, 'India', 2021, 'm', 'B-' || pid, 100, 100, 1, 1000, 1200, now() FROM (VALUES ('GS1'), ('GS2')) AS l(pid)`,
    );
    // Sandy paid through the sandbox before retiring; Later only after.
    await client.query(
      `INSERT INTO payment_sessions (provider, provider_session_id, wallet_id, amount_cents, customer_email, idempotency_key, status, paid_at, provider_event_id)
       VALUES ('sandbox', 's1', $1, 1000, 'a@example.com', gen_random_uuid(), 'PAID', '2025-01-01', 'e1'),
              ('sandbox', 's2', $2, 1000, 'b@example.com', gen_random_uuid(), 'PAID', '2025-06-01', 'e2'),
              ('stripe', 's3', $3, 1000, 'c@example.com', gen_random_uuid(), 'PAID', '2025-01-01', 'e3')`,
      [id('sandy@example.com'), id('later@example.com'), id('rita@example.com')],
    );
    await client.query(
      `INSERT INTO operational_data (owner_id, year, total_vehicles, annual_car_miles, annual_electrical_consumption, annual_water_consumption, estimated_emissions, emissions,
         factor_set_version, household_country, household_members)
       SELECT id, 2024, 0, 0, 0, 0, 12, CASE WHEN email = 'rita@example.com' THEN 24 END, '2026-11', '', 0 FROM individuals`,
    );
    await client.query(
      `INSERT INTO retirements (owner_id, created_by, operational_data_id, listing_id, kind, quantity, serial_start, serial_end, amount_cents, fee_cents, beneficiary, retired_at)
       SELECT i.id, i.id, o.id, l.id, CASE WHEN i.email = 'rita@example.com' THEN 'PLAN' ELSE 'CHECKOUT' END, 2, n * 2 + 1, n * 2 + 2, 2000, 400, i.name, '2025-03-01'
       FROM (SELECT *, row_number() OVER (ORDER BY email) AS n FROM individuals) i
       JOIN operational_data o ON o.owner_id = i.id
       JOIN listings l ON l.project_id = CASE WHEN i.email = 'sam@example.com' THEN 'GS1' ELSE 'GS2' END`,
    );

    await upgrade();
    const rows = await client.query<{ email: string; sample: boolean; year_tonnes: number | null }>(
      `SELECT i.email, r.sample, r.year_tonnes FROM retirements r JOIN individuals i ON i.id = r.owner_id ORDER BY i.email`,
    );
    expect(rows.rows).toEqual([
      { email: 'later@example.com', sample: false, year_tonnes: null },
      { email: 'rita@example.com', sample: false, year_tonnes: 24 },
      { email: 'sam@example.com', sample: true, year_tonnes: null },
      { email: 'sandy@example.com', sample: true, year_tonnes: null },
    ]);
  });
});
