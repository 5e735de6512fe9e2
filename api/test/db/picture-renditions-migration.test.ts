import { describe, expect, it } from 'vitest';
import { useOlderDatabases } from '../helpers/migrations';

const key = (digit: string) => digit.repeat(64);

// Replaying the older migrations on PGlite takes 10 to 30 s on a busy two-core machine: a hang
// guard, not a measure.
describe('migration 0025 (small renditions of project pictures)', { timeout: 120_000 }, () => {
  const olderDatabase = useOlderDatabases();

  it("should keep a picture saved before it, with no rendition, and hold a rendition's key to a blob", async () => {
    const { client, upgrade } = await olderDatabase('0025');
    await client.query(`INSERT INTO projects (id, name, registry, registry_url, methodology, project_type, effect, country, region,
        latitude, longitude, crediting_period_start, crediting_period_end, vintages, durability, verification_body, description)
      VALUES ('GS1111', 'Old Wind Farm', 'Gold Standard', 'https://registry.goldstandard.org/projects?q=GS1111', 'ACM0002', 'Wind',
        'avoidance', 'India', 'Tamil Nadu', 9, 77, '2020-01-01', '2029-12-31', '{2022}', 'Not subject to reversal', 'Test Ltd.', 'Turbines.')`);
    await client.query(`INSERT INTO blobs (key, bytes, size) VALUES ('${key('a')}', '\\x00', 1)`);
    await client.query(`INSERT INTO project_pictures (project_id, position, blob_key, content_type, width, height, size, alt)
      VALUES ('GS1111', 0, '${key('a')}', 'image/jpeg', 800, 600, 1, 'Turbines')`);

    await upgrade();
    // The old row serves its original only, until `projects seed` adds the rendition.
    expect((await client.query('SELECT small_blob_key FROM project_pictures')).rows).toEqual([{ small_blob_key: null }]);
    await expect(client.query(`UPDATE project_pictures SET small_blob_key = '${key('b')}'`)).rejects.toThrow(/project_pictures_small_blob_key_blobs_key_fk/);
  });
});
