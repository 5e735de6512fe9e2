import { sitePathOf } from '@commons/shared/domain';

/**
 * Whether a request path is one of the site's pages. The host draws its 404 page for any other
 * path too, but the status must say the page does not exist, for browsers, crawlers and links.
 */
export const isSitePage = (url: string): boolean => sitePathOf(url) !== null;

/** `/robots.txt`: crawl the public pages, not the API, the registry or the builds behind them. */
export const robotsTxt = ['User-agent: *', 'Disallow: /api/', 'Disallow: /registry/', 'Disallow: /remotes/', ''].join('\n');
