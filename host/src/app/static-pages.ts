import { routeMatcher } from '@commons/shared/domain';

/**
 * The host's pages of text, each a chunk of its own: loaded when visited, not with the login
 * screen. Plain loaders without React, so index.ts can start the one a page address shows before
 * the async boundary (otherwise /faq's text arrives a round trip after the shell;
 * docs/performance.md), and the route table's screens then find it loaded (`useLoaded`).
 */
export const staticPages = {
  '/contact-us': () => import('../pages/contact-us-page').then((m) => ({ default: m.ContactUsPage })),
  '/privacy-notice': () => import('../pages/privacy-notice-page').then((m) => ({ default: m.PrivacyNoticePage })),
  '/conditions-of-use': () => import('../pages/conditions-of-use-page').then((m) => ({ default: m.ConditionsOfUsePage })),
  '/faq': () => import('../pages/faq-page').then((m) => ({ default: m.FaqPage })),
} as const;

export type StaticPagePath = keyof typeof staticPages;

const staticPageAt = routeMatcher(Object.keys(staticPages) as StaticPagePath[]);

/** Starts loading the static page a page address shows, if it shows one; a failure is left to the page. */
export function preloadStaticPage(url: string): void {
  const path = staticPageAt(url);
  if (path !== null) staticPages[path]().catch(() => undefined);
}

