import { eq } from 'drizzle-orm';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import type { Project, ProjectSummary } from '@commons/shared/schemas';
import { listings } from '../../../../../src/db/schema';
import { bearer, signUp } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';
import { addListing } from '../../../../helpers/carbon';
import { addProject } from '../../../../helpers/projects';

const api = '/api/api';

describe('the public projects API', () => {
  const ctx = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url: `${api}${url}`, headers });

  it('should list the projects without sign-in, with the tonnes and prices of their active listings', async () => {
    await addProject(ctx.app, { projectId: 'GS9101', name: 'Aa Ridge Wind', latitude: 12.5, longitude: -70.25 }, 40);
    await addProject(ctx.app, { projectId: 'VCS9102', name: 'Bb Forest', registry: 'Verra', effect: 'removal' }, 50);
    await addListing(ctx.app, { projectId: 'GS9101', quantity: 100, unitPriceCents: 1000, markUpPriceCents: 1200 });
    await addListing(ctx.app, { projectId: 'GS9101', quantity: 40, unitPriceCents: 1500, markUpPriceCents: 1800 });
    const sold = await addListing(ctx.app, { projectId: 'GS9101', quantity: 1000, markUpPriceCents: 9900 });
    await ctx.app.db.update(listings).set({ active: false }).where(eq(listings.id, sold.id));

    const response = await get('/projects');
    expect(response.statusCode).toBe(200);
    const list = response.json<ProjectSummary[]>();
    const ridge = list.find((project) => project.projectId === 'GS9101');
    expect(ridge).toMatchObject({
      name: 'Aa Ridge Wind',
      projectType: 'Renewable energy: wind power',
      effect: 'avoidance',
      country: 'India',
      latitude: 12.5,
      longitude: -70.25,
      sample: false,
      availableTonnes: 140,
      priceRange: { min: 12, max: 18 },
      picture: { alt: 'A grey test picture', width: 800, height: 600, small: { width: 640, height: 480 } },
    });
    expect(ridge!.picture.url).toMatch(/^\/api\/api\/projects\/GS9101\/pictures\/[0-9a-f]{64}$/);
    expect(ridge!.picture.small!.url).toMatch(/^\/api\/api\/projects\/GS9101\/pictures\/[0-9a-f]{64}$/);
    expect(list.find((project) => project.projectId === 'VCS9102')).toMatchObject({ effect: 'removal', availableTonnes: 0, priceRange: null });
    expect(list.map((project) => project.name)).toEqual([...list.map((project) => project.name)].sort());
  });

  it("should give one project's whole disclosure and its active listings without sign-in", async () => {
    await addProject(ctx.app, { projectId: 'CDM-9103', registry: 'CDM', vintages: [2023, 2021], sample: true });
    const older = await addListing(ctx.app, { projectId: 'CDM-9103', registry: 'CDM', listedAt: new Date('2025-01-01T00:00:00Z') });
    const newer = await addListing(ctx.app, { projectId: 'CDM-9103', registry: 'CDM', listedAt: new Date('2025-06-01T00:00:00Z') });

    const response = await get('/projects/CDM-9103');
    expect(response.statusCode).toBe(200);
    const project = response.json<Project>();
    expect(project).toMatchObject({
      projectId: 'CDM-9103',
      registry: 'CDM',
      registryUrl: 'https://registry.goldstandard.org/projects?q=GS9999',
      methodology: 'ACM0002 Grid-connected electricity generation from renewable sources',
      region: 'Tamil Nadu',
      creditingPeriodStart: '2020-01-01',
      creditingPeriodEnd: '2029-12-31',
      vintages: [2021, 2023],
      durability: 'Not subject to reversal',
      verificationBody: 'Test Verification Ltd.',
      description: 'Turbines on a ridge feed the grid.',
      sample: true,
      availableTonnes: 200,
      priceRange: { min: 12, max: 12 },
    });
    expect(project.pictures).toHaveLength(1);
    expect(project.listings.map((listing) => listing.listingId)).toEqual([older.id, newer.id]);
    expect(project.listings[0]).toMatchObject({ unitPrice: 10, markUpPrice: 12, available: 100, projectId: 'CDM-9103' });
  });

  it('should answer the same to a signed-in caller', async () => {
    await addProject(ctx.app, { projectId: 'GS9104' });
    const { user } = await signUp(ctx.app);
    const response = await get('/projects/GS9104', bearer(user.token));
    expect(response.statusCode).toBe(200);
  });

  it('should answer 404 with a clear message for an unknown project', async () => {
    const response = await get('/projects/GS0000404');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No project has the id GS0000404' });
  });

  it.each(['GS%20404', 'GS--404', `${'A'.repeat(41)}`, "GS404'"])('should answer 400 for the malformed id %s', async (id) => {
    const response = await get(`/projects/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'projectId: invalid' });
  });

  it('should serve a picture without sign-in, cached for good by its content address', async () => {
    const { bytes } = await addProject(ctx.app, { projectId: 'GS9105' }, 77);
    const [picture] = (await get('/projects/GS9105')).json<Project>().pictures;
    const response = await ctx.app.inject({ url: picture!.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(bytes)).toBe(true);

    const etag = String(response.headers.etag);
    const again = await ctx.app.inject({ url: picture!.url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("should serve a picture's small rendition as WebP, cached for good like the picture", async () => {
    await addProject(ctx.app, { projectId: 'GS9108' }, 78);
    const [picture] = (await get('/projects/GS9108')).json<Project>().pictures;
    expect(picture!.small).toMatchObject({ width: 640, height: 480 });
    const response = await ctx.app.inject({ url: picture!.small!.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(imageSize(response.rawPayload)).toMatchObject({ type: 'webp', width: 640, height: 480 });
  });

  it("should answer 404 for a picture that is not that project's", async () => {
    await addProject(ctx.app, { projectId: 'GS9106' }, 91);
    await addProject(ctx.app, { projectId: 'GS9107' }, 92);
    const [theirs] = (await get('/projects/GS9107')).json<Project>().pictures;
    const key = theirs!.url.split('/').at(-1);
    expect((await get(`/projects/GS9106/pictures/${key}`)).statusCode).toBe(404);
    expect((await get(`/projects/GS9106/pictures/${theirs!.small!.url.split('/').at(-1)}`)).statusCode).toBe(404);
    expect((await get(`/projects/GS9106/pictures/${'0'.repeat(64)}`)).json()).toEqual({ message: 'No such picture' });
    expect((await get('/projects/GS9106/pictures/not-a-key')).statusCode).toBe(404);
  });
});
