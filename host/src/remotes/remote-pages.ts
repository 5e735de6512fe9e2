import type { RemoteName } from '@commons/shared/domain';

/**
 * The pages each remote exposes (its `exposes` in webpack.config.js, one module per page in
 * its `src/exposed/`). This is the host's side of the contract: a route can only name a page
 * listed here, and every page is a component as the module's default export.
 */
interface ExposedPages {
  account:
    | 'LoginPage'
    | 'RegisterPage'
    | 'LogoutPage'
    | 'ProfilePage'
    | 'EditProfilePage'
    | 'ReviewingPage'
    | 'SuspendedPage'
    | 'RejectedPage';
  carbon: 'DashboardPage' | 'WizardPage' | 'AssetsPage' | 'CarbonCreditsPage' | 'CertificateVerificationPage';
  wallet: 'WalletPage' | 'SuccessfulPaymentPage';
  admin: 'IamPolicyPage' | 'GroupPolicyPage';
}

/** `remote/Page`, the id `loadRemote` takes: `account/LoginPage`. */
export type RemotePageId = { [R in RemoteName]: `${R}/${ExposedPages[R]}` }[RemoteName];
