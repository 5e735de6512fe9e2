import { lazy, type ComponentType } from 'react';
import type { RouteAccess } from '../guards/route-access';
import { NotFoundPage } from '../pages/not-found-page';
import { UnauthorizedPage } from '../pages/unauthorized-page';
import type { RemotePageId } from '../remotes/remote-pages';

// The static pages carry pages of text: loaded when visited, not with the login screen.
const ContactUsPage = lazy(() => import('../pages/contact-us-page').then((m) => ({ default: m.ContactUsPage })));
const PrivacyNoticePage = lazy(() =>
  import('../pages/privacy-notice-page').then((m) => ({ default: m.PrivacyNoticePage })),
);
const ConditionsOfUsePage = lazy(() =>
  import('../pages/conditions-of-use-page').then((m) => ({ default: m.ConditionsOfUsePage })),
);
const FaqPage = lazy(() => import('../pages/faq-page').then((m) => ({ default: m.FaqPage })));

/** What a route shows: a remote's page (through federation) or one of the host's own. */
export type Screen = { remote: RemotePageId } | { host: ComponentType };

/** The frame around a screen: `bare` has no navbar and footer (the sign-in screens). */
export type Frame = 'bare' | 'site';

/** One route of the site: what it shows, in which frame, and how it is guarded. */
export interface SiteRoute {
  path: string;
  screen: Screen;
  frame: Frame;
  access: RouteAccess;
}

/**
 * Every route of PRODUCT_SPEC section 2, the one place that says how each is guarded
 * (sections 4 and 6). Decisions the spec leaves open, made here:
 * - /edit-profile needs PROFILE like /profile: it edits the same profile through the same
 *   PROFILE-guarded API calls.
 * - /successful-payment needs WALLET: it only leads to the wallet. It is not APPROVED-only
 *   (the spec's list leaves it out); the wallet it leads to is.
 * - /register is for guests: a visitor already holding session info goes to the dashboard.
 */
export const routeTable: SiteRoute[] = [
  { path: '/', screen: { remote: 'account/LoginPage' }, frame: 'bare', access: { guard: 'public' } },
  { path: '/login', screen: { remote: 'account/LoginPage' }, frame: 'bare', access: { guard: 'public' } },
  { path: '/register', screen: { remote: 'account/RegisterPage' }, frame: 'bare', access: { guard: 'guest' } },
  { path: '/logout', screen: { remote: 'account/LogoutPage' }, frame: 'bare', access: { guard: 'public' } },
  { path: '/contact-us', screen: { host: ContactUsPage }, frame: 'site', access: { guard: 'public' } },
  { path: '/privacy-notice', screen: { host: PrivacyNoticePage }, frame: 'site', access: { guard: 'public' } },
  { path: '/conditions-of-use', screen: { host: ConditionsOfUsePage }, frame: 'site', access: { guard: 'public' } },
  { path: '/faq', screen: { host: FaqPage }, frame: 'site', access: { guard: 'public' } },
  {
    path: '/profile',
    screen: { remote: 'account/ProfilePage' },
    frame: 'site',
    access: { guard: 'signed-in', menus: ['PROFILE'] },
  },
  {
    path: '/edit-profile',
    screen: { remote: 'account/EditProfilePage' },
    frame: 'site',
    access: { guard: 'signed-in', menus: ['PROFILE'] },
  },
  {
    path: '/assets',
    screen: { remote: 'carbon/AssetsPage' },
    frame: 'site',
    access: { guard: 'approved', menus: ['ASSETS'] },
  },
  { path: '/dashboard', screen: { remote: 'carbon/DashboardPage' }, frame: 'site', access: { guard: 'approved' } },
  {
    path: '/reviewing',
    screen: { remote: 'account/ReviewingPage' },
    frame: 'site',
    access: { guard: 'status-screen', status: 'REVIEWING' },
  },
  {
    path: '/suspended',
    screen: { remote: 'account/SuspendedPage' },
    frame: 'site',
    access: { guard: 'status-screen', status: 'SUSPENDED' },
  },
  {
    path: '/rejected',
    screen: { remote: 'account/RejectedPage' },
    frame: 'site',
    access: { guard: 'status-screen', status: 'REJECTED' },
  },
  {
    path: '/wizard',
    screen: { remote: 'carbon/WizardPage' },
    frame: 'site',
    access: { guard: 'approved', menus: ['WIZARD'] },
  },
  {
    path: '/wallet',
    screen: { remote: 'wallet/WalletPage' },
    frame: 'site',
    access: { guard: 'approved', menus: ['WALLET'] },
  },
  {
    path: '/iam-policy',
    screen: { remote: 'admin/IamPolicyPage' },
    frame: 'site',
    access: { guard: 'approved', adminOnly: true },
  },
  {
    path: '/group-policy',
    screen: { remote: 'admin/GroupPolicyPage' },
    frame: 'site',
    access: { guard: 'approved', adminOnly: true },
  },
  {
    path: '/successful-payment',
    screen: { remote: 'wallet/SuccessfulPaymentPage' },
    frame: 'site',
    access: { guard: 'signed-in', menus: ['WALLET'] },
  },
  {
    path: '/carbon-credits',
    screen: { remote: 'carbon/CarbonCreditsPage' },
    frame: 'site',
    access: { guard: 'approved', menus: ['CARBON_CREDITS'] },
  },
  { path: '/unauthorized', screen: { host: UnauthorizedPage }, frame: 'site', access: { guard: 'unauthorized-screen' } },
  { path: '*', screen: { host: NotFoundPage }, frame: 'site', access: { guard: 'public' } },
];
