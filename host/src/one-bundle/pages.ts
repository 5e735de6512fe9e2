// Bench only (bench/README.md, "One bundle"): in the host's one-bundle build (COMMONS_ONE_BUNDLE=1,
// host/webpack.config.js) this module replaces remotes/load-remote-page.ts. Every remote page is
// imported directly, each its own lazy chunk, so the same pages load without federation and the
// bench can put the federated bytes beside these. Never part of the site's real build.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the carbon pages read its build constant
/// <reference path="../../../mfe-carbon/src/build-constants.d.ts" />
import type { LoadOutcome, RemoteName } from '@commons/shared/domain';
import { RemoteLoadError, remoteOf, type RemotePageModule } from '../remotes/remote-page-module';
import type { RemotePageId } from '../remotes/remote-pages';

/** The exports of remotes/load-remote-page.ts that the rest of the host uses, same names and shapes. */
export { RemoteLoadError, remoteOf, type RemotePageModule } from '../remotes/remote-page-module';

export const pageLoadDeadlineMs = 30_000;

/** No federation, so no load to report to the health endpoint. */
export const reportLoad = (_remote: RemoteName, _outcome: LoadOutcome, _startedAt: number) => {};

/** Every page of host/src/remotes/remote-pages.ts, by the module its remote exposes it from. */
const pages: Partial<Record<RemotePageId, () => Promise<RemotePageModule>>> = {
  'account/LoginPage': () => import('../../../mfe-account/src/exposed/login-page'),
  'account/RegisterPage': () => import('../../../mfe-account/src/exposed/register-page'),
  'account/LogoutPage': () => import('../../../mfe-account/src/exposed/logout-page'),
  'account/ProfilePage': () => import('../../../mfe-account/src/exposed/profile-page'),
  'account/EditProfilePage': () => import('../../../mfe-account/src/exposed/edit-profile-page'),
  'account/ReviewingPage': () => import('../../../mfe-account/src/exposed/reviewing-page'),
  'account/SuspendedPage': () => import('../../../mfe-account/src/exposed/suspended-page'),
  'account/RejectedPage': () => import('../../../mfe-account/src/exposed/rejected-page'),
  'carbon/DashboardPage': () => import('../../../mfe-carbon/src/exposed/dashboard-page'),
  'carbon/WizardPage': () => import('../../../mfe-carbon/src/exposed/wizard-page'),
  'carbon/AssetsPage': () => import('../../../mfe-carbon/src/exposed/assets-page'),
  'carbon/CarbonCreditsPage': () => import('../../../mfe-carbon/src/exposed/carbon-credits-page'),
  'carbon/CertificateVerificationPage': () => import('../../../mfe-carbon/src/exposed/certificate-verification-page'),
  'wallet/WalletPage': () => import('../../../mfe-wallet/src/exposed/wallet-page'),
  'wallet/SuccessfulPaymentPage': () => import('../../../mfe-wallet/src/exposed/successful-payment-page'),
  'admin/IamPolicyPage': () => import('../../../mfe-admin/src/exposed/iam-policy-page'),
  'admin/GroupPolicyPage': () => import('../../../mfe-admin/src/exposed/group-policy-page'),
};

export async function loadRemotePage(id: RemotePageId): Promise<RemotePageModule> {
  try {
    const load = pages[id];
    if (!load) throw new Error(`no such page in the one bundle`);
    return await load();
  } catch (error) {
    throw new RemoteLoadError(id, error);
  }
}

/** tsc checks here that this module has every export of the loader it replaces, with compatible types. */
const _sameExports: typeof import('../remotes/load-remote-page') = {
  pageLoadDeadlineMs,
  RemoteLoadError,
  remoteOf,
  reportLoad,
  loadRemotePage,
};
