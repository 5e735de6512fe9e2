import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOpsArgs, usage } from '../../src/cli/ops-args';
import { formatRecordDecision, formatRecords, formatStock } from '../../src/domains/carbon/commands';
import { listingsFile, readListingFile } from '../../src/domains/carbon/listing-file';
import { tempDir } from '../helpers/build';
import { ops } from '../helpers/ops-cli';

const id = 'f47ac10b-58cc-4372-a567-0e02b2c3d479';

function read(args: string[]) {
  const call = parseOpsArgs(args);
  return call === 'help' ? call : { command: `${call.command.group} ${call.command.action}`, input: call.input };
}

describe('carbon ops arguments', () => {
  it.each([
    [['operational-data', 'list'], { command: 'operational-data list', input: {} }],
    [['operational-data', 'list', '--status', 'estimated'], { command: 'operational-data list', input: { status: 'ESTIMATED' } }],
    [['operational-data', 'approve', id, '--emissions', '30'], { command: 'operational-data approve', input: { operationalDataId: id, emissions: 30 } }],
    [['operational-data', 'reject', id], { command: 'operational-data reject', input: { operationalDataId: id } }],
    [['listings', 'seed'], { command: 'listings seed', input: {} }],
    [['listings', 'seed', '--file', '/tmp/more.json'], { command: 'listings seed', input: { file: '/tmp/more.json' } }],
    [['listings', 'list'], { command: 'listings list', input: {} }],
  ])('should read %j', (args, expected) => {
    expect(read(args)).toEqual(expected);
  });

  it.each([
    [['operational-data', 'approve', id], 'Missing --emissions N'],
    [['operational-data', 'approve', '--emissions', '3'], 'Missing record id'],
    [['operational-data', 'approve', id, '--emissions=-3'], 'emissions must be whole tonnes, 0 or more'],
    [['operational-data', 'approve', id, '--emissions', '2.5'], 'emissions must be whole tonnes, 0 or more'],
    [['operational-data', 'reject', id, '--emissions', '3'], '--emissions applies to operational-data approve only'],
    [['operational-data', 'list', '--status', 'DONE'], 'status must be one of ESTIMATED, APPROVED, REJECTED'],
    [['listings', 'seed', 'extra'], 'Unexpected argument "extra"'],
  ])('should refuse %j', (args, message) => {
    expect(() => parseOpsArgs(args)).toThrow(message);
  });

  it('should show a required option without brackets in the usage', () => {
    expect(usage).toContain('operational-data approve <id> --emissions N');
    expect(usage).toContain('operational-data list [--status S]');
  });
});

describe('carbon ops output', () => {
  it('should print one aligned line per record, with a dash for missing emissions', () => {
    expect(
      formatRecords([
        { operationalDataId: id, email: 'a@example.com', year: 2025, status: 'ESTIMATED', estimatedEmissions: 24, emissions: null, credits: 0, offsets: 0 },
      ]),
    ).toEqual([`${id}  a@example.com  2025  ESTIMATED  estimated 24 t  emissions -  credits 0 t  offsets 0 t`]);
    expect(formatRecords([])).toEqual(['no operational data']);
    expect(formatRecordDecision({ operationalDataId: id, email: 'a@example.com', year: 2025, to: 'APPROVED', emissions: 30 })).toBe(
      `Operational data ${id} (2025) of a@example.com is now APPROVED with emissions of 30 t`,
    );
    expect(formatStock([])).toEqual(['no listings']);
  });

  it('should read every listing of the data file, whole and unsold, prices in cents', async () => {
    const listings = await readListingFile();
    expect(listings.length).toBeGreaterThan(0);
    for (const listing of listings) {
      expect(listing.remaining).toBe(listing.quantity);
      expect(listing.markUpPriceCents).toBeGreaterThanOrEqual(listing.unitPriceCents);
    }
  });

  it('should refuse a listing whose registry has no known unit, naming the registries it knows', async () => {
    const [first] = (JSON.parse(await readFile(listingsFile, 'utf8')) as { listings: object[] }).listings;
    const file = path.join(await tempDir('listings'), 'listings.json');
    await writeFile(file, JSON.stringify({ listings: [{ ...first, registry: 'Acme Offsets' }] }));
    await expect(readListingFile(file)).rejects.toThrow(/registry must be one of CDM, Verra, Gold Standard/);
  });
});


describe('listings on the command line', () => {
  it('should seed the data file once, add nothing the second time, and list what is left', async () => {
    const dataDir = await tempDir('ops');
    const count = (await readListingFile()).length;
    // A listing needs its project described (the refusal is tested through the operator endpoint).
    await ops(['projects', 'seed'], dataDir);
    const added = await ops(['listings', 'seed'], dataDir);
    expect(added).toHaveLength(count);
    expect(added[0]).toMatch(/^Added Rajasthan Solar Water Pumps \(GS1-1-IN-GS2443-12-2021-21578\): 500 t at \$9\.50, \$11\.40 marked up$/);
    expect(await ops(['listings', 'seed'], dataDir)).toEqual([
      'No listing added: every serial block of the data file is already listed',
    ]);
    const listed = await ops(['listings', 'list'], dataDir);
    expect(listed).toHaveLength(count);
    expect(listed[0]).toMatch(/Rajasthan Solar Water Pumps\s+GS1-1-IN-GS2443-12-2021-21578\s+500 of 500 t left\s+active$/);
    // Four processes, each compiling the CLI and opening PGlite: several seconds apiece, many more
    // while CI runs the browser journeys beside this suite. A guard against a hang, not a speed test.
  }, 240_000);
});
