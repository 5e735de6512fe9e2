import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorToken, tempDir, useTestApp } from '../../../helpers/build';
import { addListing, insertRecord, recordById, saveYear } from '../../../helpers/carbon';
import { approvedUser } from '../../../helpers/wallet';
import { listings } from '../../../../src/db/schema';
import { seedListingsIfEmpty } from '../../../../src/domains/carbon/listings';
import { listingsFile, readListingFile } from '../../../../src/domains/carbon/listing-file';
import { seedProjects } from '../../../../src/domains/projects/project-save';
import { describeProject } from '../../../helpers/projects';

const auth = { authorization: `Bearer ${operatorToken}` };

describe('POST /api/operator/operational-data/<command>', () => {
  const ctx = useTestApp();
  const call = (command: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/operator/operational-data/${command}`, payload, headers: auth });

  it('should list the records of a status, with the account\'s email', async () => {
    const user = await approvedUser(ctx.app);
    const record = await saveYear(ctx.app, user.token);
    const response = await call('list', { status: 'ESTIMATED' });
    expect(response.statusCode).toBe(200);
    expect(response.json().records).toContainEqual({
      operationalDataId: record.operationalDataId,
      email: user.individualEmail,
      year: record.year,
      status: 'ESTIMATED',
      estimatedEmissions: 12,
      emissions: null,
      credits: 0,
      offsets: 0,
    });
    expect((await call('list', { status: 'APPROVED' })).json().records).toEqual([]);
  });

  it('should approve an ESTIMATED record with its emissions and recompute the badge, once', async () => {
    const user = await approvedUser(ctx.app);
    // Bought 12 t (BLUE); the actual 20 t are not covered any more.
    const record = await insertRecord(ctx.app, user.individualId, { credits: 12, offsets: 12, badge: 'BLUE' });
    const approved = await call('approve', { operationalDataId: record.id, emissions: 20 });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ operationalDataId: record.id, email: user.individualEmail, year: record.year, to: 'APPROVED', emissions: 20 });
    expect(await recordById(ctx.app, record.id)).toMatchObject({ status: 'APPROVED', emissions: 20, badge: 'GRAY' });

    const again = await call('reject', { operationalDataId: record.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: `Operational data ${record.id} is APPROVED; only ESTIMATED records can be decided` });
  });

  it('should reject an ESTIMATED record, which then offers no checkout', async () => {
    const user = await approvedUser(ctx.app);
    const record = await saveYear(ctx.app, user.token);
    expect((await call('reject', { operationalDataId: record.operationalDataId })).statusCode).toBe(200);
    expect(await recordById(ctx.app, record.operationalDataId)).toMatchObject({ status: 'REJECTED', emissions: null });
    const listing = await addListing(ctx.app);
    const checkout = await ctx.app.inject({
      method: 'POST',
      url: '/api/api/operational-data/individual/checkout',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { listingId: listing.id, operationalDataId: record.operationalDataId },
    });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json()).toEqual({ message: `Operational data for ${record.year} was REJECTED` });
  });

  it('should refuse approval without emissions and an unknown record', async () => {
    const user = await approvedUser(ctx.app);
    const record = await insertRecord(ctx.app, user.individualId);
    expect((await call('approve', { operationalDataId: record.id })).statusCode).toBe(400);
    const unknown = await call('approve', { operationalDataId: crypto.randomUUID(), emissions: 3 });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('listings seed', () => {
  const ctx = useTestApp();

  const seed = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/operator/listings/seed', payload, headers: auth });

  /** A listings file of the shipped file's first listing, with `changes`; returns its path. */
  async function listingFile(changes: object): Promise<string> {
    const [first] = (JSON.parse(await readFile(listingsFile, 'utf8')) as { listings: object[] }).listings;
    const file = path.join(await tempDir('listings'), 'listings.json');
    await writeFile(file, JSON.stringify({ listings: [{ ...first, ...changes }] }));
    return file;
  }

  it('should load the data file when there are no listings, and leave listings alone after that', async () => {
    await seedProjects(ctx.app.db, ctx.app.blobs);
    const count = (await readListingFile()).length;
    expect(await seedListingsIfEmpty(ctx.app.db)).toHaveLength(count);
    expect(await seedListingsIfEmpty(ctx.app.db)).toEqual([]);
    const seeded = await ctx.app.inject({ method: 'POST', url: '/api/operator/listings/seed', payload: {}, headers: auth });
    expect(seeded.json()).toEqual({ added: [] });
    expect(await ctx.app.db.select().from(listings)).toHaveLength(count);
    const stock = await ctx.app.inject({ method: 'POST', url: '/api/operator/listings/list', payload: {}, headers: auth });
    expect(stock.json().listings[0]).toMatchObject({ projectName: 'Rajasthan Solar Water Pumps', quantity: 500, remaining: 500 });
  });

  it('should refuse a listing whose project is not described, adding nothing, and add it once it is', async () => {
    const file = await listingFile({ projectId: 'GS9101', serialBlock: 'GS1-1-IN-GS9101-12-2021-1' });
    const refused = await seed({ file });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message:
        'No listing added: GS1-1-IN-GS9101-12-2021-1 (project GS9101) belongs to no described project; ' +
        'add it with `pnpm ops projects seed` first',
    });
    expect(await ctx.app.db.select().from(listings).where(eq(listings.projectId, 'GS9101'))).toEqual([]);

    await describeProject(ctx.app, 'GS9101');
    const added = await seed({ file });
    expect(added.statusCode).toBe(200);
    expect(added.json().added).toMatchObject([{ projectId: 'GS9101', serialPrefix: 'GS1-1-IN-GS9101-12-2021-1' }]);
  });

  it('should refuse a file that is missing or not JSON, naming it', async () => {
    const folder = await tempDir('listings');
    const missing = path.join(folder, 'none.json');
    expect((await seed({ file: missing })).json()).toEqual({ message: `${missing}: no such file` });
    const broken = path.join(folder, 'broken.json');
    await writeFile(broken, '{ "listings": [');
    expect((await seed({ file: broken })).json()).toEqual({ message: `${broken}: is not valid JSON` });
  });

  it('should keep a listing of an undescribed project out even when written directly (the foreign key)', async () => {
    const [first] = await readListingFile();
    await expect(ctx.app.db.insert(listings).values({ ...first!, projectId: 'GS9102' })).rejects.toThrow();
  });

});
