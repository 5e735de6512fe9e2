import { createWebpackConfig } from '@commons/tooling/webpack';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'account',
  kind: 'remote',
  port: 3001,
  title: 'Carbon Commons: account (standalone)',
  // Its screens, and so what it exposes and prerenders, are declared in src/screens.ts.
});
