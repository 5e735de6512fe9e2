import type { ComponentType } from 'react';
import { siteAccess, type RouteAccess, type SitePath } from '@commons/shared/domain';
import { NotFoundPage } from '../pages/not-found-page';
import { UnauthorizedPage } from '../pages/unauthorized-page';
import type { RemotePageId } from '../remotes/remote-pages';
import { remoteRoutes, type RemoteRoute } from './remote-routes';
import { loadedScreen } from './loaded-screen';
import { staticPages, type StaticPagePath } from './static-pages';

/** What a route shows: a remote's page (through federation) or one of the host's own. */
export type Screen = { remote: RemotePageId } | { host: ComponentType };

/** The frame around a screen: `bare` has no navbar and footer (the sign-in screens). */
export type Frame = 'bare' | 'site';

/** One route of the site: what it shows, in which frame, and how it is guarded. */
export interface SiteRoute {
  path: SitePath;
  screen: Screen;
  frame: Frame;
  access: RouteAccess;
}

/** A route whose guard comes from the shared `siteAccess` table, where the API's rules are checked against it. */
const route = (path: SitePath, screen: Screen, frame: Frame): SiteRoute => ({ path, screen, frame, access: siteAccess[path] });

/** A route showing the remote page `remoteRoutes` names for it. */
const remoteRoute = (path: RemoteRoute, frame: Frame): SiteRoute => route(path, { remote: remoteRoutes[path] }, frame);

/** A route showing one of the host's pages of text, loaded when visited (static-pages.ts). */
const staticRoute = (path: StaticPagePath): SiteRoute => route(path, { host: loadedScreen(path, staticPages[path]) }, 'site');

/**
 * Every route of PRODUCT_SPEC section 2: what it shows and in which frame. How each is guarded
 * (sections 4 and 6), and the decisions the spec leaves open, are in `siteAccess` (shared).
 */
export const routeTable: SiteRoute[] = [
  remoteRoute('/', 'bare'),
  remoteRoute('/login', 'bare'),
  remoteRoute('/register', 'bare'),
  remoteRoute('/logout', 'bare'),
  staticRoute('/contact-us'),
  staticRoute('/privacy-notice'),
  staticRoute('/conditions-of-use'),
  staticRoute('/faq'),
  remoteRoute('/profile', 'site'),
  remoteRoute('/edit-profile', 'site'),
  remoteRoute('/assets', 'site'),
  remoteRoute('/dashboard', 'site'),
  remoteRoute('/reviewing', 'site'),
  remoteRoute('/suspended', 'site'),
  remoteRoute('/rejected', 'site'),
  remoteRoute('/wizard', 'site'),
  remoteRoute('/wallet', 'site'),
  remoteRoute('/iam-policy', 'site'),
  remoteRoute('/group-policy', 'site'),
  remoteRoute('/successful-payment', 'site'),
  remoteRoute('/carbon-credits', 'site'),
  remoteRoute('/verify/:checkoutId', 'site'),
  route('/unauthorized', { host: UnauthorizedPage }, 'site'),
  route('*', { host: NotFoundPage }, 'site'),
];
