import { mountStandalone } from '@commons/shared/standalone';
import SuccessfulPaymentPage from './exposed/successful-payment-page';
import WalletPage from './exposed/wallet-page';

mountStandalone('wallet', [
  { path: '/wallet', element: <WalletPage /> },
  { path: '/successful-payment', element: <SuccessfulPaymentPage /> },
]);
