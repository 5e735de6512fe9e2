import type { PageHead } from './page-heads';
import type { PageAt } from './site-screens';

/** Text put into HTML: `&`, `<`, `>` and quotes escaped, so a title or description stays text. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** As the host names its pages (host/src/app/host-screens.ts, `documentTitle`, `notFoundTitle`). */
const documentTitle = (title: string) => `${title} | Carbon Commons`;
const notFoundTitle = 'Page not found';

/** A `<meta>` of `attribute` `name` with `content`, escaped. */
const metaTag = (attribute: 'name' | 'property', name: string, content: string) =>
  `<meta ${attribute}="${name}" content="${escapeHtml(content)}">`;

/**
 * What a link preview reads (Open Graph, Twitter's card) of a page that shows one record
 * (docs/product-rules.md#the-public-impact-page): its title, description and image, a large card
 * when it has an image.
 */
function shareTags({ title, description, image, imageSize = { width: 1200, height: 630 }, url }: PageHead): string {
  return [
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', 'Carbon Commons'),
    metaTag('property', 'og:title', title),
    metaTag('property', 'og:description', description),
    ...(url ? [metaTag('property', 'og:url', url)] : []),
    ...(image
      ? [
          metaTag('property', 'og:image', image),
          metaTag('property', 'og:image:width', String(imageSize.width)),
          metaTag('property', 'og:image:height', String(imageSize.height)),
        ]
      : []),
    metaTag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
  ].join('');
}

/** The preload of a page's largest picture; with its `srcset` and `sizes`, the candidate its `<img>` will pick. */
function imagePreload(href: string, set?: PageHead['preloadImageSet']): string {
  const candidates = set ? ` imagesrcset="${escapeHtml(set.srcset)}" imagesizes="${escapeHtml(set.sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${candidates} fetchpriority="high">`;
}

/**
 * The host's index.html named as its page: its `<title>`, and a `<meta name="description">` for a
 * page that has one, so search engines and link previews see them before any script runs. A
 * page that shows one record names it by `head`, with the tags link previews read.
 */
export function withPageTitle(html: string, at: PageAt | null, head?: PageHead | null): string {
  const { title, description } = head ?? (at === null ? { title: notFoundTitle } : at.owner === 'host' ? at.page : at.screen);
  const meta = description ? `<meta name="description" content="${escapeHtml(description)}">` : '';
  const preload = [
    head?.preloadImage && imagePreload(head.preloadImage, head.preloadImageSet),
    head?.preloadData && `<link rel="preload" as="fetch" href="${escapeHtml(head.preloadData)}" crossorigin="use-credentials">`,
  ]
    .filter(Boolean)
    .join('');
  const named = `<title>${escapeHtml(documentTitle(title))}</title>${meta}${head ? shareTags(head) : ''}${preload}`;
  // Functions as replacements: a `$` in a title is not a replacement pattern.
  return /<title>[^<]*<\/title>/.test(html)
    ? html.replace(/<title>[^<]*<\/title>/, () => named)
    : html.replace('</head>', () => `${named}</head>`);
}
