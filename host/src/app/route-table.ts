import { lazy, type ComponentType } from 'react';
import { siteAccess, type RouteAccess, type SitePath } from '@commons/shared/domain';
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
  path: SitePath;
  screen: Screen;
  frame: Frame;
  access: RouteAccess;
}

/** A route whose guard comes from the shared `siteAccess` table, where the API's rules are checked against it. */
const route = (path: SitePath, screen: Screen, frame: Frame): SiteRoute => ({ path, screen, frame, access: siteAccess[path] });

/**
 * Every route of PRODUCT_SPEC section 2: what it shows and in which frame. How each is guarded
 * (sections 4 and 6), and the decisions the spec leaves open, are in `siteAccess` (shared).
 */
export const routeTable: SiteRoute[] = [
  route('/', { remote: 'account/LoginPage' }, 'bare'),
  route('/login', { remote: 'account/LoginPage' }, 'bare'),
  route('/register', { remote: 'account/RegisterPage' }, 'bare'),
  route('/logout', { remote: 'account/LogoutPage' }, 'bare'),
  route('/contact-us', { host: ContactUsPage }, 'site'),
  route('/privacy-notice', { host: PrivacyNoticePage }, 'site'),
  route('/conditions-of-use', { host: ConditionsOfUsePage }, 'site'),
  route('/faq', { host: FaqPage }, 'site'),
  route('/profile', { remote: 'account/ProfilePage' }, 'site'),
  route('/edit-profile', { remote: 'account/EditProfilePage' }, 'site'),
  route('/assets', { remote: 'carbon/AssetsPage' }, 'site'),
  route('/dashboard', { remote: 'carbon/DashboardPage' }, 'site'),
  route('/reviewing', { remote: 'account/ReviewingPage' }, 'site'),
  route('/suspended', { remote: 'account/SuspendedPage' }, 'site'),
  route('/rejected', { remote: 'account/RejectedPage' }, 'site'),
  route('/wizard', { remote: 'carbon/WizardPage' }, 'site'),
  route('/wallet', { remote: 'wallet/WalletPage' }, 'site'),
  route('/iam-policy', { remote: 'admin/IamPolicyPage' }, 'site'),
  route('/group-policy', { remote: 'admin/GroupPolicyPage' }, 'site'),
  route('/successful-payment', { remote: 'wallet/SuccessfulPaymentPage' }, 'site'),
  route('/carbon-credits', { remote: 'carbon/CarbonCreditsPage' }, 'site'),
  // Beyond the spec (issue 9): the public page a certificate's verification link opens.
  route('/verify/:checkoutId', { remote: 'carbon/CertificateVerificationPage' }, 'site'),
  route('/unauthorized', { host: UnauthorizedPage }, 'site'),
  route('*', { host: NotFoundPage }, 'site'),
];
