import { createWebpackConfig } from '@commons/tooling/webpack';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'wallet',
  kind: 'remote',
  port: 3003,
  title: 'Carbon Commons: wallet (standalone)',
  exposes: ['WalletPage', 'SuccessfulPaymentPage'],
});
