import { prerenderedClass } from '@commons/shared/domain';
import * as v from 'valibot';
import type { Serving } from '../releases/serving';
import { liveJsonReader, livePageAt, perVersion, type LiveFilesDeps, type LivePage } from './live-page';
import type { PageAt } from './site-screens';

/** What a remote's build wrote for a page (tooling/src/prerender-plugin.js). */
const PrerenderedSchema = v.object({ css: v.string(), html: v.string() });

export type Prerendered = v.InferOutput<typeof PrerenderedSchema>;

/**
 * The HTML and CSS of the remote page a site address shows, as its live version's build drew it
 * for a visitor who is not signed in (`prerender/<Page>.json`): sent in the page, it
 * is on screen with the first paint instead of after every script has run, and React draws the
 * page afresh over it. Null, so the page shows the site's name as before, for the host's own
 * pages, during a rollout, for a screen not declared `prerender: true`, for a build that
 * prerendered nothing, or when its file cannot be read.
 */
export function createPagePrerender(deps: LiveFilesDeps) {
  const readJson = liveJsonReader(deps);

  async function prerenderedOf(at: LivePage): Promise<Prerendered | null> {
    const json = await readJson(at, 'prerender', `${at.page}.json`);
    return json === null ? null : v.parse(PrerenderedSchema, json);
  }

  const prerenderedAt = perVersion(prerenderedOf, null);

  /** `remotes`: what each remote serves now (the caller reads it once per page, `serving`). */
  return async function pagePrerender(pageAt: PageAt | null, remotes: Serving[]): Promise<Prerendered | null> {
    const at = livePageAt(pageAt, remotes);
    return at?.prerender ? prerenderedAt(at) : null;
  };
}

/**
 * The host's splash in `#root` (tooling/src/webpack-config.js), which a prerendered page
 * replaces: quoted or not, as html-webpack-plugin's minifier leaves it.
 */
const bootSplash = /<div class="?boot\b[^>]*>[^<]*<\/div>/;

/**
 * The wrapper of a prerendered page is laid out as if absent, so the page lays out as React
 * draws it; the splash's `<noscript>` notice, drawn over the whole window without a page,
 * becomes a bar at the top of it.
 */
const hostCss = `.${prerenderedClass}{display:contents}.${prerenderedClass}~noscript .boot{inset:0 0 auto;padding:12px;background:#fff;box-shadow:0 1px 6px #0002}`;

/**
 * The element after the page's markup that the head's `<link rel="expect" blocking="render">`
 * waits for: the browser paints nothing of the page until all of it is parsed. A phone parsing
 * the page in slices otherwise painted its first half centred, then moved it up as the rest came
 * (a layout shift of 0.2 to 0.4 in Lighthouse's mobile run).
 */
const drawnEnd = 'page-drawn-end';

/**
 * The host's index.html with a prerendered page: its styles at the end of the head (the caller
 * adds the page's nonce to every `<style>`), its markup in place of the splash.
 */
export function withPrerendered(html: string, { css, html: markup }: Prerendered): string {
  // Functions as replacements: a `$` in the page's text is not a replacement pattern.
  return html
    .replace('</head>', () => `<link rel="expect" href="#${drawnEnd}" blocking="render"><style>${hostCss}${css}</style></head>`)
    .replace(bootSplash, () => `<div class="${prerenderedClass}">${markup}<template id="${drawnEnd}"></template></div>`);
}
