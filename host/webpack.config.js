import path from 'node:path';
import { createWebpackConfig } from '@commons/tooling/webpack';

const federated = createWebpackConfig({
  dir: import.meta.dirname,
  name: 'host',
  kind: 'host',
  port: 3000,
  title: 'Carbon Commons',
});

/**
 * `COMMONS_ONE_BUNDLE=1`, for the bench only (bench/README.md, "One bundle"): the same pages as
 * one ordinary bundle with no federation, into `.cache/one-bundle/` of the workspace (outside
 * host/, so the host's build stamp and lint never see it). The remote-page loader and the
 * federation runtime are replaced by src/one-bundle/, which imports each remote's exposed pages
 * directly; everything else is the host's own build.
 * @type {typeof federated}
 */
const oneBundle = (env, argv) => {
  const config = federated(env, argv);
  const src = path.join(import.meta.dirname, 'src');
  return {
    ...config,
    output: { ...config.output, path: path.join(import.meta.dirname, '..', '.cache', 'one-bundle') },
    // An import the stand-ins do not provide fails the build instead of breaking the page.
    module: { ...config.module, parser: { javascript: { exportsPresence: 'error' } } },
    resolve: {
      ...config.resolve,
      alias: {
        // An absolute key matches the relative imports that resolve to it.
        [path.join(src, 'remotes', 'load-remote-page')]: path.join(src, 'one-bundle', 'pages.ts'),
        '@module-federation/enhanced/runtime$': path.join(src, 'one-bundle', 'federation-runtime.ts'),
      },
    },
    // By name: the tooling package may resolve its own copy of the plugin's class.
    plugins: (config.plugins ?? []).filter((plugin) => plugin?.constructor.name !== 'ModuleFederationPlugin'),
  };
};

export default process.env.COMMONS_ONE_BUNDLE === '1' ? oneBundle : federated;
