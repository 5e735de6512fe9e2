import { beforeAll, describe, expect, it } from 'vitest';
import { projectPictureSizes } from '@commons/shared/domain';
import { createDeployStore } from '@commons/platform/releases/deploy-store';
import { publishRemote } from '@commons/platform/releases/publish';
import { useTestApp } from '../../../../helpers/build';
import { decodedBody } from '../../../../../../platform/test/helpers/encoding';
import { fakeBuild } from '../../../../../../platform/test/helpers/fake-build';
import { addProject } from '../../../../helpers/projects';
import { screen } from '../../../../../../platform/test/helpers/screens';

/** The `content` of the `<meta>` named `name` (by `property` or `name`) in `html`. */
const meta = (html: string, name: string) => new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)">`).exec(html)?.[1];

// The project page's HTML names the project, for search engines and link previews, and
// fetches its first picture at once; an unknown project is a 404 like the API's.
describe('the page /projects/<id>', () => {
  const ctx = useTestApp({ publicUrl: 'https://commons.example' });

  beforeAll(async () => {
    const sourceDir = await fakeBuild('carbon 1.0.0', {
      remote: 'carbon',
      screens: [screen('/projects/:projectId', 'ProjectPage', { title: 'Project' })],
    });
    await publishRemote(createDeployStore(ctx.config.deployDir), ctx.app.releases, { name: 'carbon', version: '1.0.0', sourceDir, withContentHash: false, by: 'alice' });
    await ctx.app.releases.activate('carbon', '1.0.0', 'alice');
  });

  it("should name the project in its head and preload its first picture's candidate for the screen", async () => {
    await addProject(ctx.app, { projectId: 'GS9301', name: 'Hill <Wind> Farm', description: 'Wind turbines on a ridge. They feed the grid.' }, 10);
    const page = await ctx.app.inject({ url: '/projects/GS9301' });
    expect(page.statusCode).toBe(200);
    const html = decodedBody(page);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('Hill &lt;Wind&gt; Farm | Carbon Commons');
    expect(meta(html, 'description')).toBe('Wind turbines on a ridge.');
    expect(meta(html, 'og:url')).toBe('https://commons.example/projects/GS9301');
    const [, picture, small, sizes] = /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^" ]+) 640w, \1 800w" imagesizes="([^"]+)" fetchpriority="high">/.exec(html) ?? [];
    expect(picture).toMatch(/^\/api\/api\/projects\/GS9301\/pictures\/[0-9a-f]{64}$/);
    // The candidates and widths of the gallery's first <img>, so the browser preloads the one it shows.
    expect(small).toMatch(/^\/api\/api\/projects\/GS9301\/pictures\/[0-9a-f]{64}$/);
    expect(sizes).toBe(projectPictureSizes.lead);
    expect(meta(html, 'og:image')).toBe(`https://commons.example${picture}`);
    expect(html).toContain('<link rel="preload" as="fetch" href="/api/api/projects/GS9301" crossorigin="use-credentials">');
    expect(meta(html, 'og:image:width')).toBe('800');
    expect(meta(html, 'og:image:height')).toBe('600');
  });

  it('should be a 404 for a project nobody listed, or a malformed id', async () => {
    for (const url of ['/projects/GS0000404', '/projects/not%20an%20id']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(meta(decodedBody(response), 'og:title'), url).toBeUndefined();
    }
  });
});
