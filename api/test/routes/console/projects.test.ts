import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@commons/platform/db/audit';
import type { ConsoleProjects, SeedReport } from '@commons/shared/schemas';
import { projects } from '../../../src/db/schema';
import { operatorToken, tempDir, useTestApp } from '../../helpers/build';
import { projectFields, writeProjectFile } from '../../helpers/projects';
import { consoleCall, signedInStaff } from '../../helpers/staff';

type Operator = Awaited<ReturnType<typeof signedInStaff>>;

/** A picture the server already has: the only kind an uploaded projects file may name. */
const shippedPicture = { file: 'projects/GS2443.jpg', alt: 'Drawing of a pump house' };

const listing = (projectId: string, serialBlock: string) => ({
  projectName: 'Test Wind Farm',
  registry: 'Gold Standard',
  projectId,
  country: 'India',
  vintage: 2022,
  methodology: 'ACM0002',
  serialBlock,
  quantity: 40,
  unitPrice: 9,
  markUpPrice: 10,
  listedAt: '2025-03-01T09:00:00Z',
});

describe('the console Projects screen: GET /projects, POST /projects/preview and /projects/save', () => {
  const ctx = useTestApp();
  let operator: Operator;

  const entry = (projectId: string, overrides: object = {}) => ({ ...projectFields({ projectId }), pictures: [shippedPicture], ...overrides });
  const file = (name: string, data: object | string) => ({ name, content: typeof data === 'string' ? data : JSON.stringify(data) });
  const preview = (payload: object) => consoleCall(ctx.app, 'POST', '/projects/preview', { cookie: operator.cookie, payload });
  const save = (payload: object) => consoleCall(ctx.app, 'POST', '/projects/save', { cookie: operator.cookie, payload });
  const operatorSeed = (group: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/operator/${group}/seed`, payload, headers: { authorization: `Bearer ${operatorToken}` } });
  const stored = async (id: string) => (await ctx.app.db.select().from(projects).where(eq(projects.id, id)))[0];
  const eventsOf = (target: string) => ctx.app.db.select().from(auditEvents).where(eq(auditEvents.target, target));

  beforeAll(async () => {
    operator = await signedInStaff(ctx.app, 'operator');
  }, 120_000);

  it('should preview a valid projects file as the seed would save it, saving nothing', async () => {
    const response = await preview({ kind: 'projects', file: file('new.json', { projects: [entry('GS9501')] }) });
    expect(response.statusCode).toBe(200);
    expect(response.json<SeedReport>()).toEqual({ kind: 'projects', saved: false, lines: [{ id: 'GS9501', name: 'Test Wind Farm', outcome: 'added' }] });
    expect(await stored('GS9501')).toBeUndefined();
    expect(await eventsOf('upload new.json')).toEqual([]);
  });

  it('should refuse an invalid projects file with the very message of `projects seed`', async () => {
    const bad = entry('GS9502', { verificationBody: '' });
    const response = await preview({ kind: 'projects', file: file('bad.json', { projects: [bad] }) });
    expect(response.statusCode).toBe(400);
    const cli = await operatorSeed('projects', { file: await writeProjectFile([bad], {}) });
    expect(response.json()).toEqual(cli.json());
    expect(response.json()).toEqual({ message: 'projects.0 (GS9502): verificationBody: required' });
  });

  it('should refuse a picture the server does not have, saying why', async () => {
    const response = await preview({ kind: 'projects', file: file('p.json', { projects: [entry('GS9503', { pictures: [{ file: 'mine.png', alt: 'Mine' }] })] }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        'projects.0 (GS9503): pictures.0 (mine.png): no such file mine.png; an uploaded projects file can only name pictures already on the server, under api/data/projects/',
    });
  });

  it('should name a file that is not JSON, as the command line does', async () => {
    const response = await preview({ kind: 'listings', file: file('broken.json', '{ "listings": [') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'broken.json: is not valid JSON' });
    const folder = await tempDir('listings');
    await writeFile(path.join(folder, 'broken.json'), '{ "listings": [');
    const cli = await operatorSeed('listings', { file: path.join(folder, 'broken.json') });
    expect(cli.json()).toEqual({ message: `${path.join(folder, 'broken.json')}: is not valid JSON` });
  });

  it('should refuse a file over the upload limit with 413, naming the limit', async () => {
    const response = await preview({ kind: 'projects', file: file('big.json', 'x'.repeat(300 * 1024)) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large (at most 256 KB)' });
  });

  it('should ask for a reason to save, and save nothing without one', async () => {
    const response = await save({ kind: 'projects', file: file('new.json', { projects: [entry('GS9504')] }), reason: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Reason is required: say why you change what is for sale' });
    expect(await stored('GS9504')).toBeUndefined();
  });

  it('should save a projects file, then its listings, each audited with the staff member and the reason', async () => {
    const saved = await save({ kind: 'projects', file: file('wind.json', { projects: [entry('GS9505')] }), reason: 'New wind project' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<SeedReport>()).toEqual({ kind: 'projects', saved: true, lines: [{ id: 'GS9505', name: 'Test Wind Farm', outcome: 'added' }] });
    expect(await stored('GS9505')).toMatchObject({ name: 'Test Wind Farm' });
    expect(await eventsOf('upload wind.json')).toEqual([
      expect.objectContaining({ kind: 'projects.seed', actorKind: 'staff', actorName: 'Sam Staff', reason: 'New wind project' }),
    ]);
    const again = await preview({ kind: 'projects', file: file('wind.json', { projects: [entry('GS9505', { name: 'Ridge Wind Farm' })] }) });
    expect(again.json<SeedReport>().lines).toEqual([{ id: 'GS9505', name: 'Ridge Wind Farm', outcome: 'updated' }]);

    const listings = file('wind-listings.json', { listings: [listing('GS9505', 'GS1-TEST-9505-A')] });
    expect((await preview({ kind: 'listings', file: listings })).json<SeedReport>().lines).toEqual([
      { id: 'GS1-TEST-9505-A', name: 'Test Wind Farm', outcome: 'added' },
    ]);
    const added = await save({ kind: 'listings', file: listings, reason: 'Blocks bought' });
    expect(added.json<SeedReport>()).toEqual({ kind: 'listings', saved: true, lines: [{ id: 'GS1-TEST-9505-A', name: 'Test Wind Farm', outcome: 'added' }] });
    expect(await eventsOf('upload wind-listings.json')).toEqual([
      expect.objectContaining({ kind: 'listings.seed', actorName: 'Sam Staff', reason: 'Blocks bought' }),
    ]);
    expect((await preview({ kind: 'listings', file: listings })).json<SeedReport>().lines).toEqual([
      { id: 'GS1-TEST-9505-A', name: 'Test Wind Farm', outcome: 'unchanged' },
    ]);

    const listed = (await consoleCall(ctx.app, 'GET', '/projects?limit=50', { cookie: operator.cookie })).json<ConsoleProjects>();
    expect(listed).toMatchObject({ page: 1, limit: 50, total: listed.projects.length });
    expect(listed.projects).toContainEqual({
      projectId: 'GS9505',
      name: 'Test Wind Farm',
      sample: false,
      pictures: 1,
      availableTonnes: 40,
      listings: [{ listingId: expect.any(String), serialPrefix: 'GS1-TEST-9505-A', vintage: 2022, quantity: 40, remaining: 40, active: true }],
    });
  });

  it('should page the projects by name on the server', async () => {
    const first = (await consoleCall(ctx.app, 'GET', '/projects?limit=1', { cookie: operator.cookie })).json<ConsoleProjects>();
    expect(first.projects).toHaveLength(1);
    const second = (await consoleCall(ctx.app, 'GET', `/projects?limit=1&page=2`, { cookie: operator.cookie })).json<ConsoleProjects>();
    expect(second).toMatchObject({ page: 2, limit: 1, total: first.total });
    if (first.total > 1) expect(second.projects[0]!.name >= first.projects[0]!.name).toBe(true);
    const refused = await consoleCall(ctx.app, 'GET', '/projects?page=0', { cookie: operator.cookie });
    expect(refused.json()).toEqual({ message: 'page: page must be at least 1' });
  });

  it('should sort the projects by name, tonnes for sale or pictures, each way, on the server', async () => {
    const list = async (query: string) => {
      const reply = await consoleCall(ctx.app, 'GET', `/projects?limit=50&${query}`, { cookie: operator.cookie });
      expect(reply.statusCode, query).toBe(200);
      return reply.json<ConsoleProjects>().projects;
    };
    const two = [shippedPicture, { file: 'projects/GS1247.jpg', alt: 'Drawing of a wind farm' }];
    const more = [entry('GS9571', { name: 'Aster Wind Farm', pictures: two }), entry('GS9572', { name: 'Birch Wind Farm' })];
    expect((await save({ kind: 'projects', file: file('more.json', { projects: more }), reason: 'More to sort' })).statusCode).toBe(200);
    const names = (await list('')).map((project) => project.name);
    expect(names.indexOf('Aster Wind Farm')).toBeLessThan(names.indexOf('Birch Wind Farm'));
    for (const sort of ['name', 'availableTonnes', 'pictures'] as const) {
      const ascending = await list(`sort=${sort}&order=asc`);
      if (sort !== 'name') {
        const figures = ascending.map((project) => project[sort]);
        expect(new Set(figures).size, sort).toBeGreaterThan(1);
        expect(figures, sort).toEqual([...figures].sort((a, b) => a - b));
      }
      expect((await list(`sort=${sort}&order=desc`)).map((p) => p.projectId), sort).toEqual(ascending.map((p) => p.projectId).reverse());
    }
  });

  it('should filter the projects by kind and search them by name or id, counting only the matches', async () => {
    await save({ kind: 'projects', file: file('search.json', { projects: [entry('GS9561', { name: 'Quarry Solar Park' })] }), reason: 'For the search' });
    const list = async (query: string) => (await consoleCall(ctx.app, 'GET', `/projects?${query}`, { cookie: operator.cookie })).json<ConsoleProjects>();
    expect(await list('q=quarry%20SOLAR')).toMatchObject({ total: 1, projects: [{ projectId: 'GS9561' }] });
    expect(await list('q=gs956')).toMatchObject({ total: 1, projects: [{ projectId: 'GS9561' }] });
    const real = await list('kind=real&limit=50');
    expect(real.projects.every((project) => !project.sample)).toBe(true);
    expect(real.projects.map((project) => project.projectId)).toContain('GS9561');
    const samples = await list('kind=sample&limit=50');
    expect(samples.projects.every((project) => project.sample)).toBe(true);
    expect(real.total + samples.total).toBe((await list('')).total);
    expect(await list('kind=sample&q=GS9561')).toMatchObject({ total: 0, projects: [] });
    for (const [query, message] of [
      ['sort=registry', 'sort: must be one of name, availableTonnes, pictures'],
      ['order=DESC', 'order: must be one of asc, desc'],
      ['kind=all', 'kind: must be one of real, sample'],
    ] as const) {
      const refused = await consoleCall(ctx.app, 'GET', `/projects?${query}`, { cookie: operator.cookie });
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json(), query).toEqual({ message });
    }
  });

  it('should refuse listings of a project not described, with the message of `listings seed`', async () => {
    const response = await preview({ kind: 'listings', file: file('orphans.json', { listings: [listing('GS9599', 'GS1-TEST-9599-A')] }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'No listing added: GS1-TEST-9599-A (project GS9599) belongs to no described project; add it with `pnpm ops projects seed` first',
    });
  });
});
