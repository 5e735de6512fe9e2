import { sitePathOf, type SitePath } from '@commons/shared/domain';
import type { RemotePageId } from '../remotes/remote-pages';

/**
 * The routes that show a remote's page, and which page: the route table (route-table.ts) takes
 * them from here. Plain data without React, so the host can look up a page's remote and start
 * fetching it before React and the other shared libraries have loaded (remotes/preload-page.ts).
 */
export const remoteRoutes = {
  '/': 'account/LoginPage',
  '/login': 'account/LoginPage',
  '/register': 'account/RegisterPage',
  '/logout': 'account/LogoutPage',
  '/profile': 'account/ProfilePage',
  '/edit-profile': 'account/EditProfilePage',
  '/assets': 'carbon/AssetsPage',
  '/dashboard': 'carbon/DashboardPage',
  '/reviewing': 'account/ReviewingPage',
  '/suspended': 'account/SuspendedPage',
  '/rejected': 'account/RejectedPage',
  '/wizard': 'carbon/WizardPage',
  '/wallet': 'wallet/WalletPage',
  '/iam-policy': 'admin/IamPolicyPage',
  '/group-policy': 'admin/GroupPolicyPage',
  '/successful-payment': 'wallet/SuccessfulPaymentPage',
  '/carbon-credits': 'carbon/CarbonCreditsPage',
  // Beyond the spec (issue 9): the public page a certificate's verification link opens.
  '/verify/:checkoutId': 'carbon/CertificateVerificationPage',
} as const satisfies Partial<Record<SitePath, RemotePageId>>;

export type RemoteRoute = keyof typeof remoteRoutes;

/** The remote page a page address shows (`/wallet?tab=2` -> `wallet/WalletPage`); null for the host's own pages. */
export function remotePageAt(url: string): RemotePageId | null {
  const path = sitePathOf(url);
  return path !== null && path in remoteRoutes ? remoteRoutes[path as RemoteRoute] : null;
}
