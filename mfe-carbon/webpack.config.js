import { createWebpackConfig } from '@commons/tooling/webpack';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'carbon',
  kind: 'remote',
  port: 3002,
  title: 'Carbon Commons: carbon (standalone)',
  exposes: ['DashboardPage', 'WizardPage', 'AssetsPage', 'CarbonCreditsPage'],
});
