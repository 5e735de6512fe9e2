import { siteAccess } from '@commons/shared/domain';

/** A route of the host's table as a pattern: `:param` is one segment, a trailing slash is allowed. */
const patternOf = (route: string) =>
  new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);

/** Every route of the site's table (shared/src/domain/site-access.ts) but the catch-all `*`. */
const routes = Object.keys(siteAccess)
  .filter((route) => route !== '*')
  .map(patternOf);

/**
 * Whether a request path is one of the site's pages. The host draws its 404 page for any other
 * path too, but the status must say the page does not exist, for browsers, crawlers and links.
 */
export function isSitePage(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? url;
  return routes.some((route) => route.test(pathname));
}

/** `/robots.txt`: crawl the public pages, not the API, the registry or the builds behind them. */
export const robotsTxt = ['User-agent: *', 'Disallow: /api/', 'Disallow: /registry/', 'Disallow: /remotes/', ''].join('\n');
