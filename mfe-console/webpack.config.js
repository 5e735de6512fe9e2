import { createWebpackConfig } from '@commons/tooling/webpack';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'console',
  kind: 'remote',
  port: 3005,
  title: 'Carbon Commons: console (standalone)',
  // Its screens, and so what it exposes, are declared in src/screens.ts.
});
