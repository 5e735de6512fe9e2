import { createWebpackConfig } from '@commons/tooling/webpack';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'host',
  kind: 'host',
  port: 3000,
  title: 'Carbon Commons',
});
