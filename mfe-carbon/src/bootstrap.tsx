import { mountStandalone } from '@commons/shared/standalone';
import AssetsPage from './exposed/assets-page';
import CarbonCreditsPage from './exposed/carbon-credits-page';
import CertificateVerificationPage from './exposed/certificate-verification-page';
import DashboardPage from './exposed/dashboard-page';
import WizardPage from './exposed/wizard-page';

mountStandalone('carbon', [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/wizard', element: <WizardPage /> },
  { path: '/assets', element: <AssetsPage /> },
  { path: '/carbon-credits', element: <CarbonCreditsPage /> },
  { path: '/verify/:checkoutId', element: <CertificateVerificationPage /> },
]);
