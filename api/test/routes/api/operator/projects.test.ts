import { describe, expect, it } from 'vitest';
import { operatorToken, useTestApp } from '../../../helpers/build';
import { png, projectFields, writeProjectFile } from '../../../helpers/projects';

const auth = { authorization: `Bearer ${operatorToken}` };

describe('POST /api/operator/projects/<command>', () => {
  const ctx = useTestApp();
  const call = (command: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/operator/projects/${command}`, payload, headers: auth });
  const entry = (overrides: object = {}) => ({ ...projectFields({ projectId: 'GS9401' }), pictures: [{ file: 'p.png', alt: 'Grey' }], ...overrides });

  it('should add the projects of a file, then list them with their pictures', async () => {
    const file = await writeProjectFile([entry()], { 'p.png': await png(1024, 768) });
    const seeded = await call('seed', { file });
    expect(seeded.statusCode).toBe(200);
    expect(seeded.json()).toEqual({ projects: [{ projectId: 'GS9401', name: 'Test Wind Farm', outcome: 'added' }] });
    const listed = await call('list', {});
    expect(listed.json().projects).toContainEqual({
      projectId: 'GS9401',
      name: 'Test Wind Farm',
      sample: false,
      pictures: 1,
      activeListings: 0,
      availableTonnes: 0,
    });
  });

  it.each([
    ['without a verification body', { verificationBody: '' }, [800, 600], 'verificationBody: required'],
    ['with a 700-word description', { description: 'word '.repeat(700) }, [800, 600], 'description: must be at most 500 words (it has 700)'],
    ['with an 800x500 picture', {}, [800, 500], 'pictures.0 (p.png): must be at least 800x600 pixels (this one is 800x500)'],
  ] as const)('should refuse a project %s with 400 and the reason, changing nothing', async (_case, overrides, [width, height], reason) => {
    const file = await writeProjectFile([entry({ projectId: 'GS9402', ...overrides })], { 'p.png': await png(width, height) });
    const response = await call('seed', { file });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `projects.0 (GS9402): ${reason}` });
    expect((await ctx.app.inject({ url: '/api/api/projects/GS9402' })).statusCode).toBe(404);
  });

  it('should refuse a file that is not there', async () => {
    const response = await call('seed', { file: '/nowhere/projects.json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: '/nowhere/projects.json: no such file' });
  });
});
