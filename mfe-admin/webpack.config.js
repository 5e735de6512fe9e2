import { createWebpackConfig } from '@commons/tooling/webpack';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'admin',
  kind: 'remote',
  port: 3004,
  title: 'Carbon Commons: admin (standalone)',
  // Its screens, and so what it exposes and prerenders, are declared in src/screens.ts.
});
