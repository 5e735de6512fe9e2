import { lazy, type ComponentType } from 'react';
import type { GuardKind } from '../guards/guard-kinds';
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

/** One route of the site. */
export interface SiteRoute {
  path: string;
  screen: Screen;
  guard: GuardKind;
  frame: Frame;
}

/**
 * Every route of PRODUCT_SPEC section 2, with what it shows and how it is guarded. The
 * protected ones are those the spec puts behind the authentication guard.
 */
export const routeTable: SiteRoute[] = [
  { path: '/', screen: { remote: 'account/LoginPage' }, guard: 'public', frame: 'bare' },
  { path: '/login', screen: { remote: 'account/LoginPage' }, guard: 'public', frame: 'bare' },
  { path: '/register', screen: { remote: 'account/RegisterPage' }, guard: 'public', frame: 'bare' },
  { path: '/logout', screen: { remote: 'account/LogoutPage' }, guard: 'public', frame: 'bare' },
  { path: '/contact-us', screen: { host: ContactUsPage }, guard: 'public', frame: 'site' },
  { path: '/privacy-notice', screen: { host: PrivacyNoticePage }, guard: 'public', frame: 'site' },
  { path: '/conditions-of-use', screen: { host: ConditionsOfUsePage }, guard: 'public', frame: 'site' },
  { path: '/faq', screen: { host: FaqPage }, guard: 'public', frame: 'site' },
  { path: '/profile', screen: { remote: 'account/ProfilePage' }, guard: 'authenticated', frame: 'site' },
  { path: '/edit-profile', screen: { remote: 'account/EditProfilePage' }, guard: 'authenticated', frame: 'site' },
  { path: '/assets', screen: { remote: 'carbon/AssetsPage' }, guard: 'authenticated', frame: 'site' },
  { path: '/dashboard', screen: { remote: 'carbon/DashboardPage' }, guard: 'authenticated', frame: 'site' },
  { path: '/reviewing', screen: { remote: 'account/ReviewingPage' }, guard: 'authenticated', frame: 'site' },
  { path: '/suspended', screen: { remote: 'account/SuspendedPage' }, guard: 'authenticated', frame: 'site' },
  { path: '/rejected', screen: { remote: 'account/RejectedPage' }, guard: 'authenticated', frame: 'site' },
  { path: '/wizard', screen: { remote: 'carbon/WizardPage' }, guard: 'authenticated', frame: 'site' },
  { path: '/wallet', screen: { remote: 'wallet/WalletPage' }, guard: 'authenticated', frame: 'site' },
  { path: '/iam-policy', screen: { remote: 'admin/IamPolicyPage' }, guard: 'authenticated', frame: 'site' },
  { path: '/group-policy', screen: { remote: 'admin/GroupPolicyPage' }, guard: 'authenticated', frame: 'site' },
  { path: '/successful-payment', screen: { remote: 'wallet/SuccessfulPaymentPage' }, guard: 'authenticated', frame: 'site' },
  { path: '/carbon-credits', screen: { remote: 'carbon/CarbonCreditsPage' }, guard: 'authenticated', frame: 'site' },
  { path: '/unauthorized', screen: { host: UnauthorizedPage }, guard: 'authenticated', frame: 'site' },
  { path: '*', screen: { host: NotFoundPage }, guard: 'public', frame: 'site' },
];
