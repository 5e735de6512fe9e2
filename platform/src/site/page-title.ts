import type { PageAt } from './site-screens';

/** Text put into HTML: `&`, `<`, `>` and quotes escaped, so a title or description stays text. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** As the host names its pages (host/src/app/host-screens.ts, `documentTitle`, `notFoundTitle`). */
const documentTitle = (title: string) => `${title} | Carbon Commons`;
const notFoundTitle = 'Page not found';

/**
 * The host's index.html named as its page: its `<title>`, and a `<meta name="description">` for a
 * page that has one, so search engines and link previews see them before any script runs.
 */
export function withPageTitle(html: string, at: PageAt | null): string {
  const { title, description } = at === null ? { title: notFoundTitle } : at.owner === 'host' ? at.page : at.screen;
  const meta = description ? `<meta name="description" content="${escapeHtml(description)}">` : '';
  const named = `<title>${escapeHtml(documentTitle(title))}</title>${meta}`;
  // Functions as replacements: a `$` in a title is not a replacement pattern.
  return /<title>[^<]*<\/title>/.test(html)
    ? html.replace(/<title>[^<]*<\/title>/, () => named)
    : html.replace('</head>', () => `${named}</head>`);
}
