import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { release } from './operator';
import { bucketOf, clientId } from './rollout';
import { signedInStaff } from './staff';

// Releases (docs/releases.md): two builds of the carbon remote that render differently (each with
// its own build label), switched, rolled out and stopped while the site runs, with no host rebuild.

const run = promisify(execFile);
const carbonDir = join(import.meta.dirname, '..', '..', 'mfe-carbon');
const stamp = Date.now().toString(36);
const versions = {
  one: `1.0.0-e2e.${stamp}.1`,
  two: `1.0.0-e2e.${stamp}.2`,
  broken: `1.0.0-e2e.${stamp}.3`,
  slow: `1.0.0-e2e.${stamp}.4`,
};
const labels = { one: `e2e-one-${stamp}`, two: `e2e-two-${stamp}`, placeholder: `e2e-any-${stamp}` };
/** A public carbon page: no session needed to see which build renders it. */
const carbonPage = '/verify/00000000-0000-4000-8000-000000000000';

/** Builds mfe-carbon with a build label into a folder of its own (mfe-carbon/dist is left alone). */
async function buildCarbon(label: string): Promise<string> {
  const out = await mkdtemp(join(tmpdir(), 'commons-carbon-build-'));
  await run(join(carbonDir, 'node_modules', '.bin', 'webpack'), ['--mode', 'production', '--output-path', out], {
    cwd: carbonDir,
    env: { ...process.env, COMMONS_BUILD_LABEL: label },
  });
  return out;
}

/** A file named by its content's hash, as webpack names a production build's scripts. */
const hashedName = /^(.+)\.([0-9a-f]{20})\.js$/;

/**
 * A copy of `build` whose scripts show `label` where they showed `placeholder`: two builds that
 * differ only in their label, for the price of one (a build takes minutes on two cores). As a
 * real build would, each script that changed gets a new content hash in its name, and so does
 * every file that names it (the container entry), since a remote's scripts are shared by name
 * across its versions (docs/releases.md#files-shared-across-versions).
 */
async function relabel(build: string, placeholder: string, label: string): Promise<string> {
  const out = await mkdtemp(join(tmpdir(), 'commons-carbon-build-'));
  await cp(build, out, { recursive: true });
  const texts = (await readdir(out)).filter((file) => /\.(js|json)$/.test(file));
  const replaceIn = async (from: string, to: string) => {
    const changed: string[] = [];
    for (const file of texts) {
      const text = await readFile(join(out, file), 'utf8');
      if (!text.includes(from)) continue;
      changed.push(file);
      await writeFile(join(out, file), text.replaceAll(from, to));
    }
    return changed;
  };
  let changed = (await replaceIn(placeholder, label)).filter((file) => file.endsWith('.js'));
  expect(changed.length, `the label ${placeholder} in the build's scripts`).toBeGreaterThan(0);
  while (changed.length > 0) {
    const next = new Set<string>();
    for (const file of changed) {
      const [, stem, hash] = hashedName.exec(file) ?? [];
      if (!stem || !hash) continue;
      const fresh = createHash('sha256').update(await readFile(join(out, file))).digest('hex').slice(0, 20);
      const renamed = `${stem}.${fresh}.js`;
      await rename(join(out, file), join(out, renamed));
      texts[texts.indexOf(file)] = renamed;
      // Named after what it holds now, which already names the scripts renamed before it.
      next.delete(file);
      for (const naming of await replaceIn(hash, fresh)) if (naming.endsWith('.js') && naming !== renamed) next.add(naming);
    }
    changed = [...next];
  }
  return out;
}

/** A fresh browser (no cache, no storage) with the given rollout id, on the carbon page. */
async function freshBrowser(browser: Browser, id: string = randomUUID()) {
  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem('commons-client-id', value), id);
  const page = await context.newPage();
  return { context, page };
}

const buildShown = async (page: Page) => {
  await page.goto(carbonPage);
  const label = page.getByText(/^Carbon build /);
  await expect(label).toBeVisible();
  return (await label.textContent())?.replace('Carbon build ', '');
};

/** The page views with an LCP that `release status` counts for a version in the last hour (none: 0). */
const lcpViews = (status: string, version: string) =>
  Number(new RegExp(`^ +${version.replaceAll('.', '\\.')} +<=\\d+ ms \\((\\d+)\\)`, 'm').exec(status)?.[1] ?? 0);

const liveCarbon = async () => /carbon +(\S+)/.exec(await release('status'))?.[1];

test.describe.configure({ mode: 'serial' });

test.describe('releases of the carbon remote while the site runs', () => {
  let original: string | undefined;
  const builds = { one: '', two: '' };

  test.beforeAll(async () => {
    test.setTimeout(480_000);
    original = await liveCarbon();
    const built = await buildCarbon(labels.placeholder);
    const [one, two] = await Promise.all([relabel(built, labels.placeholder, labels.one), relabel(built, labels.placeholder, labels.two)]);
    Object.assign(builds, { one, two });
    await release('publish', 'carbon', '--from', one, '--version', versions.one);
    await release('publish', 'carbon', '--from', two, '--version', versions.two);
    // The same build under a third version, whose chunks the test makes fail.
    await release('publish', 'carbon', '--from', two, '--version', versions.broken);
    // And under a fourth, whose scripts the test delays: a page slow on purpose.
    await release('publish', 'carbon', '--from', two, '--version', versions.slow);
  });

  test.afterAll(async () => {
    // Leave the site as the other journeys expect it: its own carbon build live, no rollout.
    await release('abort', 'carbon').catch(() => '');
    if (original) await release('activate', 'carbon', original);
  });

  test('should show a version on the next page load after it is activated, and roll back', async ({ browser }) => {
    await release('activate', 'carbon', versions.one);
    const first = await freshBrowser(browser);
    expect(await buildShown(first.page)).toBe(labels.one);

    const activated = Date.now();
    await release('activate', 'carbon', versions.two);
    const commandMs = Date.now() - activated;
    // The same browser, cache and all: what it downloads again is the new version's files only.
    const downloads: string[] = [];
    const cdp = await first.context.newCDPSession(first.page);
    await cdp.send('Network.enable');
    const urls = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      if (!response.fromDiskCache && !response.fromPrefetchCache && !response.fromServiceWorker) {
        downloads.push(new URL(urls.get(requestId) ?? response.url).pathname);
      }
    });
    const reload = Date.now();
    expect(await buildShown(first.page)).toBe(labels.two);
    const pageMs = Date.now() - reload;
    const remoteFiles = downloads.filter((path) => path.startsWith('/remotes/'));
    // Only what the release changed: its manifest, and the scripts of two not in one (the
    // container entry and the chunk that shows the label), from the remote's shared folder.
    const filesOfOne = new Set(await readdir(builds.one));
    const changed = (await readdir(builds.two)).filter((file) => file.endsWith('.js') && !filesOfOne.has(file));
    const allowed = [`/remotes/carbon/${versions.two}/mf-manifest.json`, ...changed.map((file) => `/remotes/carbon/_files/${file}`)];
    console.log(
      `[figures] activate took ${commandMs} ms; the next page load showed it ${pageMs} ms later; ` +
        `a returning browser downloaded ${remoteFiles.length} remote files again: ${[...new Set(remoteFiles)].join(', ')}`,
    );
    expect(remoteFiles.filter((path) => !allowed.includes(path))).toEqual([]);
    expect(remoteFiles).toContain(`/remotes/carbon/${versions.two}/mf-manifest.json`);
    await first.context.close();

    await release('rollback', 'carbon');
    const after = await freshBrowser(browser);
    expect(await buildShown(after.page)).toBe(labels.one);
    await after.context.close();
  });

  test('should serve a 50% rollout to the browsers in its share, each always the same', async ({ browser }) => {
    // Seven fresh browsers, each loading the page cold: about a minute on a busy 2-core machine.
    test.setTimeout(150_000);
    await release('activate', 'carbon', versions.one);
    expect(await release('rollout', 'carbon', versions.two, '--percent', '50')).toContain('rolls out to 50%');
    const ids = [clientId(true, 50), clientId(false, 50), clientId(true, 50), clientId(false, 50), randomUUID(), randomUUID()];
    for (const id of ids) {
      const { context, page } = await freshBrowser(browser, id);
      const expected = bucketOf(id) < 50 ? labels.two : labels.one;
      expect(await buildShown(page)).toBe(expected);
      expect(await buildShown(page)).toBe(expected);
      await page.getByRole('button', { name: 'Versions' }).click();
      await expect(page.getByRole('dialog', { name: 'Versions' })).toContainText(
        expected === labels.two ? 'rollout (this browser is in its share)' : versions.one,
      );
      await context.close();
    }
    await release('abort', 'carbon');
    const { context, page } = await freshBrowser(browser, ids[0]);
    expect(await buildShown(page)).toBe(labels.one);
    await context.close();
  });

  test('should have the server abort a rollout whose version fails to load, after enough loads', async ({ browser }) => {
    test.setTimeout(180_000);
    await release('rollout', 'carbon', versions.broken, '--percent', '50');
    const id = clientId(true, 50);
    let loads = 0;
    for (; loads < 40; loads += 1) {
      if (!(await release('status')).includes(`rollout ${versions.broken}`)) break;
      const { context, page } = await freshBrowser(browser, id);
      // The manifest loads, the code does not: a build whose chunks fail.
      // Its scripts are two's, shared by name; this browser, in the rollout's share, loads no others.
      await page.route('**/remotes/carbon/_files/*.js', (route) => route.abort('failed'));
      await page.goto(carbonPage);
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 40_000 });
      // Leaving the page sends its queued report (pagehide), as a closing tab does.
      await page.goto('about:blank');
      await context.close();
    }
    const history = await release('list', 'carbon');
    console.log(`[figures] the health gate stopped ${versions.broken} after ${loads} failed page loads`);
    expect(history).toMatch(new RegExp(`abort +${versions.broken.replaceAll('.', '\\.')} +by health-gate`));
    const { context, page } = await freshBrowser(browser, id);
    expect(await buildShown(page)).toBe(labels.one);
    await context.close();
  });

  test('should hold the promotion of a rollout whose page is slower to paint, and say why', async ({ browser }) => {
    // Eight or more fresh browsers, each loading the page cold and waiting for web-vitals.
    test.setTimeout(420_000);
    await release('activate', 'carbon', versions.one);
    await release('rollout', 'carbon', versions.slow, '--percent', '50');
    // A page view counts once its beacon reaches the server; a busy machine can lose one as the
    // browser closes, so each version is viewed until four are counted (at most eight tries).
    for (const inside of [true, false]) {
      const version = inside ? versions.slow : versions.one;
      for (let tries = 0; lcpViews(await release('status'), version) < 4; tries += 1) {
        expect(tries, `page views of ${version} counted`).toBeLessThan(8);
        const counted = lcpViews(await release('status'), version);
        const { context, page } = await freshBrowser(browser, clientId(inside, 50));
        // The slow version's scripts (two's, shared by name): only a browser in its share loads them.
        if (inside) {
          await page.route('**/remotes/carbon/_files/*.js', async (route) => {
            // Well past the margin even when a busy machine paints the live version in seconds.
            await new Promise((resolve) => setTimeout(resolve, 6000));
            await route.continue();
          });
        }
        const vitalsLoaded = page.waitForResponse(/\/web-vitals\.[0-9a-f]+\.js$/);
        expect(await buildShown(page)).toBe(inside ? labels.two : labels.one);
        await vitalsLoaded;
        // Hiding the page makes web-vitals report LCP and CLS, and the host sends them (pagehide).
        await page.goto('about:blank');
        await context.close();
        await expect
          .poll(async () => lcpViews(await release('status'), version), { timeout: 15_000 })
          .toBeGreaterThan(counted)
          .catch(() => undefined);
      }
    }
    // The gate judges the counted views when asked.
    let status = '';
    await expect(async () => {
      status = await release('status');
      expect(status).toContain('held by the health gate');
    }).toPass({ timeout: 30_000 });
    console.log(`[figures] release status after four page views of each version:\n${status}`);
    expect(status).toMatch(new RegExp(`held by the health gate: ${versions.slow.replaceAll('.', '\\.')}'s LCP p75 \\d+ ms over \\d+ page views`));
    expect(status).toContain(`rollout ${versions.slow} to 50%`);
    await expect(release('promote', 'carbon')).rejects.toThrow(`the health gate holds carbon's rollout: ${versions.slow}'s LCP`);
    // A release engineer's console says the same on the carbon card, and offers no Promote.
    const { context, page } = await freshBrowser(browser);
    await signedInStaff(page, 'release-engineer', 'Rhea Release');
    await page.goto('/console/releases');
    const card = page.getByRole('region', { name: 'carbon', exact: true });
    await expect(card.getByText('Held', { exact: true })).toBeVisible();
    await expect(card).toContainText(`${versions.slow}'s LCP p75`);
    await expect(card.getByRole('button', { name: /^Promote/ })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('console-releases-held-1280.png'), fullPage: true });
    await context.close();
    await release('abort', 'carbon');
  });
});
