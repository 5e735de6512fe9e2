import { createWebpackConfig } from '@commons/tooling/webpack';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'wallet',
  kind: 'remote',
  port: 3003,
  title: 'Carbon Commons: wallet (standalone)',
  // Its screens, and so what it exposes and prerenders, are declared in src/screens.ts.
});
