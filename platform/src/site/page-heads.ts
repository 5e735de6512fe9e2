import type { FastifyRequest } from 'fastify';

/**
 * What a page that shows one record says about itself in its head: its title and
 * description, and the absolute URL of its share image, so link previews show the record.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of an image for link previews (Open Graph, Twitter's large card). */
  image?: string;
  /** The image's size, when it is not the share image's 1200x630. */
  imageSize?: { width: number; height: number };
  /**
   * The page's largest picture (a same-site path), which its head asks the browser to fetch at
   * once, before the scripts that draw the page have named it: its largest paint comes sooner.
   */
  preloadImage?: string;
  /**
   * The candidates of `preloadImage` and the widths it is shown at, exactly as its `<img>` has
   * them (`srcset`, `sizes`): the browser then preloads the candidate the page will use, not
   * the largest picture. Without them, `preloadImage` itself is preloaded.
   */
  preloadImageSet?: { srcset: string; sizes: string };
  /**
   * The API read that draws the page (a same-site path), fetched as the HTML arrives, as the
   * site's client asks for it (credentials included): the page need not wait for its scripts.
   */
  preloadData?: string;
  /** The page's own absolute URL, as shared. */
  url?: string;
}

/**
 * The head of a page by its screen's path (`/u/:handle`), from the path's parameters: null when
 * the record is not there to show, which makes the page a 404. The server hands these in, so the
 * platform reads no product data itself.
 */
export type PageHeads = Record<string, (params: Record<string, string>, request: FastifyRequest) => Promise<PageHead | null>>;

/** The `:name` parameters of `url` on the route `route` (`/u/:handle`, `/u/ada` -> { handle: 'ada' }). */
export function routeParams(route: string, url: string): Record<string, string> {
  const pathname = url.split(/[?#]/, 1)[0] ?? url;
  const names = route.split('/');
  const values = pathname.replace(/\/$/, '').split('/');
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    if (!name.startsWith(':')) return;
    try {
      params[name.slice(1)] = decodeURIComponent(values[index] ?? '');
    } catch {
      params[name.slice(1)] = values[index] ?? '';
    }
  });
  return params;
}
