import { createWebpackConfig } from '@commons/tooling/webpack';

// The bench's one-bundle build (no federation) extends this one: bench/one-bundle/webpack.config.js.
export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'host',
  kind: 'host',
  port: 3000,
  title: 'Carbon Commons',
});
