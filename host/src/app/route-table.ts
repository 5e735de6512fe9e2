import type { RouteAccess, ScreenFrame } from '@commons/shared/domain';
import type { ComponentType } from 'react';
import { NotFoundPage } from '../pages/not-found-page';
import type { Registry } from '../remotes/registry';
import type { RemotePageId } from '../remotes/remote-pages';
import { hostScreens, notFoundTitle, type HostScreenPath } from './host-screens';
import { loadedScreen } from './loaded-screen';
import { RegistryUnavailablePage } from './registry-unavailable-page';
import { staticPages } from './static-pages';

/** What a route shows: a remote's page (through federation) or one of the host's own. */
export type Screen = { remote: RemotePageId } | { host: ComponentType };

/** The frame around a screen (shared's `screenFrames`). */
export type Frame = ScreenFrame;

/** One route of the site: what it shows, in which frame, how it is guarded and named. */
export interface SiteRoute {
  path: string;
  screen: Screen;
  frame: Frame;
  access: RouteAccess;
  title: string;
  description?: string;
  /** Its sidebar link, ordered among every remote's. */
  sidebar?: { label: string; order: number };
}

/** The host's own component for each of its pages (host-screens.ts names and guards them). */
const hostComponents: Record<HostScreenPath, ComponentType> = {
  '/contact-us': loadedScreen('/contact-us', staticPages['/contact-us']),
  '/privacy-notice': loadedScreen('/privacy-notice', staticPages['/privacy-notice']),
  '/conditions-of-use': loadedScreen('/conditions-of-use', staticPages['/conditions-of-use']),
  '/faq': loadedScreen('/faq', staticPages['/faq']),
  // Seen only when a guard turns someone away: its own chunk, not the shell's.
  '/unauthorized': loadedScreen('/unauthorized', () => import('../pages/unauthorized-page').then((m) => ({ default: m.UnauthorizedPage }))),
};

const hostRoutes: SiteRoute[] = hostScreens.map(({ path, ...named }) => ({
  path,
  screen: { host: hostComponents[path] },
  frame: 'site',
  ...named,
}));

/**
 * The site's routes for the versions this page load runs: the host's own pages, then every
 * screen the registry's versions declare (their `screens.json`), so a remote's release adds or
 * removes a screen without a host release. Any other path is the 404 page; without any registry
 * (none fetched, none saved) it is a page that says so, with Retry, rather than a wrong 404.
 */
export function buildRouteTable(registry: Registry | null): SiteRoute[] {
  const remoteRoutes = (registry?.remotes ?? []).flatMap(({ name, screens }) =>
    screens.map(({ path, page, access, frame, title, description, sidebar }): SiteRoute => ({
      path,
      screen: { remote: `${name}/${page}` as RemotePageId },
      frame,
      access,
      title,
      ...(description ? { description } : {}),
      ...(sidebar ? { sidebar } : {}),
    })),
  );
  const catchAll: SiteRoute = {
    path: '*',
    screen: { host: registry ? NotFoundPage : RegistryUnavailablePage },
    frame: 'site',
    access: { guard: 'public' },
    title: notFoundTitle,
  };
  return [...hostRoutes, ...remoteRoutes, catchAll];
}
