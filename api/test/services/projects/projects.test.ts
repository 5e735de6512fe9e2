import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { blobs, projectPictures, projects } from '../../../src/db/schema';
import { listingsFile } from '../../../src/domains/carbon/listing-file';
import { checkPicture } from '../../../src/domains/projects/picture-check';
import { projectsFile, readProjectFile } from '../../../src/domains/projects/project-file';
import { seedProjects, seedProjectsIfEmpty } from '../../../src/domains/projects/project-save';
import { createProjects } from '../../../src/domains/projects/projects';
import { collect } from '@commons/server-kernel/blobs/collect';
import { useTestApp } from '../../helpers/build';
import { png, projectFields, writeProjectFile } from '../../helpers/projects';

const words = (count: number) => Array.from({ length: count }, (_, i) => ['wind', 'grid', 'ridge', 'power'][i % 4]).join(' ');

/** One project entry with one picture, `picture.png`. */
const entry = (overrides: object = {}) => ({
  ...projectFields(),
  pictures: [{ file: 'picture.png', alt: 'Turbines on a ridge' }],
  ...overrides,
});

describe('checkPicture', () => {
  it('should take a 4:3 picture of at least 800x600, with its type read from its bytes', async () => {
    expect(checkPicture(await png(800, 600))).toEqual({ contentType: 'image/png', width: 800, height: 600 });
    expect(checkPicture(await png(1600, 1200))).toMatchObject({ width: 1600, height: 1200 });
  });

  it.each([
    [800, 500, 'must be at least 800x600 pixels (this one is 800x500)'],
    [640, 480, 'must be at least 800x600 pixels (this one is 640x480)'],
    [1000, 600, 'must be in a 4:3 ratio (this one is 1000x600)'],
    [900, 900, 'must be in a 4:3 ratio (this one is 900x900)'],
  ])('should refuse a %ix%i picture', async (width, height, message) => {
    const picture = await png(width, height);
    expect(() => checkPicture(picture)).toThrow(message);
  });

  it('should refuse bytes that are no picture', () => {
    expect(() => checkPicture(Buffer.from('%PDF-1.7 not a picture'))).toThrow('must be a JPEG, PNG or WebP picture');
  });
});

describe('the shipped projects file', () => {
  it('should give every listing of the listings file its project, each a sample with a picture', async () => {
    const drafts = await readProjectFile();
    type Listing = { projectId: string; projectName: string; registry: string; vintage: number; methodology: string };
    const listed = (JSON.parse(await readFile(listingsFile, 'utf8')) as { listings: Listing[] }).listings;
    for (const listing of listed) {
      const project = drafts.find((draft) => draft.fields.projectId === listing.projectId);
      expect(project, `project ${listing.projectId}`).toBeDefined();
      expect(project!.fields).toMatchObject({ name: listing.projectName, registry: listing.registry, methodology: listing.methodology });
      expect(project!.fields.vintages).toContain(listing.vintage);
    }
    for (const { fields, pictures } of drafts) {
      expect(fields.sample).toBe(true);
      expect(fields.description).toContain('This is a sample project');
      expect(pictures[0]).toMatchObject({ width: 1200, height: 900, contentType: 'image/jpeg' });
    }
    expect(projectsFile).toMatch(/api\/data\/projects\.json$/);
  });
});

describe('seeding projects', () => {
  const ctx = useTestApp();
  const count = async () => (await ctx.app.db.select().from(projects)).length;

  it('should load the shipped file on a first start, then leave the projects alone', async () => {
    const seeded = await seedProjectsIfEmpty(ctx.app.db, ctx.app.blobs);
    expect(seeded.map((p) => p.outcome)).toEqual(seeded.map(() => 'added'));
    expect(seeded.length).toBeGreaterThan(0);
    expect(await seedProjectsIfEmpty(ctx.app.db, ctx.app.blobs)).toEqual([]);
    const again = await seedProjects(ctx.app.db, ctx.app.blobs);
    expect(again.map((p) => p.outcome)).toEqual(seeded.map(() => 'unchanged'));
  });

  it('should add a project, then update it from an edited file, releasing the picture it replaced', async () => {
    const first = await png(800, 600, 10);
    const file = await writeProjectFile([entry({ projectId: 'GS9001' })], { 'picture.png': first });
    expect(await seedProjects(ctx.app.db, ctx.app.blobs, file)).toEqual([{ projectId: 'GS9001', name: 'Test Wind Farm', outcome: 'added' }]);
    const [before] = await ctx.app.db.select().from(projectPictures).where(eq(projectPictures.projectId, 'GS9001'));

    const edited = await writeProjectFile([entry({ projectId: 'GS9001', name: 'Ridge Wind Farm' })], { 'picture.png': await png(1600, 1200, 20) });
    expect(await seedProjects(ctx.app.db, ctx.app.blobs, edited)).toEqual([{ projectId: 'GS9001', name: 'Ridge Wind Farm', outcome: 'updated' }]);
    const [row] = await ctx.app.db.select().from(projects).where(eq(projects.id, 'GS9001'));
    expect(row?.name).toBe('Ridge Wind Farm');
    const pictures = await ctx.app.db.select().from(projectPictures).where(eq(projectPictures.projectId, 'GS9001'));
    expect(pictures).toMatchObject([{ width: 1600, height: 1200, contentType: 'image/png', alt: 'Turbines on a ridge' }]);
    expect(await ctx.app.blobs.has(before!.blobKey)).toBe(false);
    expect(await ctx.app.blobs.has(before!.smallBlobKey!)).toBe(false);
    // The new picture is 1600 wide: it has its large copy too.
    expect(await ctx.app.blobs.has(pictures[0]!.largeBlobKey!)).toBe(true);
  });

  /** The bytes the blob store holds under `key`, checked against it. */
  async function blobBytes(key: string) {
    const stream = await ctx.app.blobs.get(key);
    const { bytes, key: stored } = await collect(stream!, 5 * 1024 * 1024);
    expect(stored).toBe(key);
    return bytes;
  }

  it('should store a 640x480 WebP rendition of every picture beside it, and a 1280x960 one of a picture wider than that', async () => {
    const file = await writeProjectFile(
      [entry({ projectId: 'GS9007', pictures: [{ file: 'a.png', alt: 'Turbines' }, { file: 'b.png', alt: 'The ridge' }] })],
      { 'a.png': await png(800, 600, 60), 'b.png': await png(1600, 1200, 70) },
    );
    await seedProjects(ctx.app.db, ctx.app.blobs, file);
    const rows = await ctx.app.db.select().from(projectPictures).where(eq(projectPictures.projectId, 'GS9007')).orderBy(projectPictures.position);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(imageSize(await blobBytes(row.smallBlobKey!))).toMatchObject({ type: 'webp', width: 640, height: 480 });
    }
    expect(new Set(rows.map((row) => row.smallBlobKey)).size).toBe(2);
    // 800 pixels wide: the original serves dense screens, never an enlarged copy.
    expect(rows[0]!.largeBlobKey).toBeNull();
    expect(imageSize(await blobBytes(rows[1]!.largeBlobKey!))).toMatchObject({ type: 'webp', width: 1280, height: 960 });
    const served = await createProjects(ctx.app).picture('GS9007', rows[1]!.largeBlobKey!);
    expect(served.contentType).toBe('image/webp');
    served.content.destroy();
  });

  it('should add the renditions a project saved before them lacks on a re-seed, then leave it unchanged', async () => {
    const file = await writeProjectFile([entry({ projectId: 'GS9008' })], { 'picture.png': await png(800, 600, 80) });
    await seedProjects(ctx.app.db, ctx.app.blobs, file);
    // As a database upgraded by 0025 holds it: the picture's row and blob, no rendition.
    const [saved] = await ctx.app.db.select().from(projectPictures).where(eq(projectPictures.projectId, 'GS9008'));
    await ctx.app.db.update(projectPictures).set({ smallBlobKey: null }).where(eq(projectPictures.projectId, 'GS9008'));
    await ctx.app.blobs.delete(saved!.smallBlobKey!);

    expect(await seedProjects(ctx.app.db, ctx.app.blobs, file)).toEqual([{ projectId: 'GS9008', name: 'Test Wind Farm', outcome: 'updated' }]);
    const [row] = await ctx.app.db.select().from(projectPictures).where(eq(projectPictures.projectId, 'GS9008'));
    expect(row).toMatchObject({ blobKey: saved!.blobKey, smallBlobKey: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await ctx.app.blobs.has(row!.smallBlobKey!)).toBe(true);
    expect(await ctx.app.blobs.has(saved!.blobKey)).toBe(true);
    expect(await seedProjects(ctx.app.db, ctx.app.blobs, file)).toEqual([{ projectId: 'GS9008', name: 'Test Wind Farm', outcome: 'unchanged' }]);
  });

  it.each([
    ['without a verification body', { verificationBody: undefined }, 'projects.0 (GS9002): verificationBody: required'],
    ['without a crediting period end', { creditingPeriodEnd: '' }, 'projects.0 (GS9002): creditingPeriodEnd: required'],
    ['without saying removal or avoidance', { effect: undefined }, 'projects.0 (GS9002): effect: required'],
    ['with a 700-word description', { description: words(700) }, 'projects.0 (GS9002): description: must be at most 500 words (it has 700)'],
    ['without pictures', { pictures: [] }, 'projects.0 (GS9002): pictures: must hold at least one picture'],
    ['with a picture without alt text', { pictures: [{ file: 'picture.png', alt: ' ' }] }, 'projects.0 (GS9002): pictures.0.alt: required'],
  ])('should refuse a project %s, with the reason, saving nothing', async (_case, overrides, message) => {
    const file = await writeProjectFile([entry({ projectId: 'GS9002', ...overrides })], { 'picture.png': await png(800, 600) });
    const before = await count();
    await expect(seedProjects(ctx.app.db, ctx.app.blobs, file)).rejects.toMatchObject({ statusCode: 400, message });
    expect(await count()).toBe(before);
  });

  it('should refuse an 800x500 picture, with the reason, storing nothing', async () => {
    const picture = await png(800, 500, 33);
    const file = await writeProjectFile([entry({ projectId: 'GS9003' })], { 'picture.png': picture });
    const blobsBefore = (await ctx.app.db.select().from(blobs)).length;
    await expect(seedProjects(ctx.app.db, ctx.app.blobs, file)).rejects.toMatchObject({
      statusCode: 400,
      message: 'projects.0 (GS9003): pictures.0 (picture.png): must be at least 800x600 pixels (this one is 800x500)',
    });
    expect(await ctx.app.db.select().from(projects).where(eq(projects.id, 'GS9003'))).toEqual([]);
    expect((await ctx.app.db.select().from(blobs)).length).toBe(blobsBefore);
  });

  it('should refuse a whole file when one project breaks a rule, saving none of the others', async () => {
    const file = await writeProjectFile(
      [entry({ projectId: 'GS9004' }), entry({ projectId: 'GS9005', description: words(501) })],
      { 'picture.png': await png(800, 600) },
    );
    await expect(seedProjects(ctx.app.db, ctx.app.blobs, file)).rejects.toThrow('projects.1 (GS9005): description: must be at most 500 words (it has 501)');
    expect(await ctx.app.db.select().from(projects).where(eq(projects.id, 'GS9004'))).toEqual([]);
  });

  it.each([
    ['a picture file that is missing', { pictures: [{ file: 'nowhere.png', alt: 'Gone' }] }, 'pictures.0 (nowhere.png): no such file nowhere.png'],
    ['a picture outside the file\'s folder', { pictures: [{ file: '../../etc/passwd', alt: 'Secrets' }] }, "must be a file in the data file's folder"],
    ['a project id twice', {}, 'project GS9006 is listed twice'],
  ])('should refuse %s', async (name, overrides, message) => {
    const twice = name === 'a project id twice';
    const projectsOfFile = twice ? [entry({ projectId: 'GS9006' }), entry({ projectId: 'GS9006' })] : [entry({ projectId: 'GS9006', ...overrides })];
    const file = await writeProjectFile(projectsOfFile, { 'picture.png': await png(800, 600) });
    await expect(seedProjects(ctx.app.db, ctx.app.blobs, file)).rejects.toThrow(message);
    expect(await ctx.app.db.select().from(projects).where(eq(projects.id, 'GS9006'))).toEqual([]);
  });
});
