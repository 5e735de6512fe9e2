/** `/robots.txt`: crawl the public pages, not the API, the registry or the builds behind them. */
export const robotsTxt = ['User-agent: *', 'Disallow: /api/', 'Disallow: /registry/', 'Disallow: /remotes/', ''].join('\n');
