import { createWebpackConfig } from '@commons/tooling/webpack';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'carbon',
  kind: 'remote',
  port: 3002,
  title: 'Carbon Commons: carbon (standalone)',
  // Its screens, and so what it exposes and prerenders, are declared in src/screens.ts.
  // Victory is deliberately not shared: only this remote's dashboard uses it, and a shared module is
  // negotiated (and may be fetched) at start-up; left alone, it stays in the chart's async chunk.
});
