import path from 'node:path';
import federated from '../../host/webpack.config.js';

const here = import.meta.dirname;
const hostSrc = path.join(here, '..', '..', 'host', 'src');

/**
 * The one-bundle build, for the bench only (bench/README.md, "One bundle"): the host's own build
 * with the same pages as one ordinary bundle and no federation, into `.cache/one-bundle/` of the
 * workspace. The remote-page loader, the registry the routes come from and the federation runtime
 * are replaced by the stand-ins beside this file, which import each remote's declared pages
 * directly; everything else is the host's own build.
 * @type {typeof federated}
 */
export default async (env, argv) => {
  const config = await federated(env, argv);
  return {
    ...config,
    output: { ...config.output, path: path.join(here, '..', '..', '.cache', 'one-bundle') },
    // An import the stand-ins do not provide fails the build instead of breaking the page.
    module: { ...config.module, parser: { javascript: { exportsPresence: 'error' } } },
    resolve: {
      ...config.resolve,
      // The stand-ins live outside every package: they find the host's dependencies.
      modules: ['node_modules', path.join(hostSrc, '..', 'node_modules')],
      alias: {
        // An absolute key matches the relative imports that resolve to it.
        [path.join(hostSrc, 'remotes', 'load-remote-page')]: path.join(here, 'pages.ts'),
        [path.join(hostSrc, 'app', 'page-load-registry')]: path.join(here, 'page-load-registry.ts'),
        '@module-federation/enhanced/runtime$': path.join(here, 'federation-runtime.ts'),
      },
    },
    // By name: the tooling package may resolve its own copy of the plugin's class.
    plugins: (config.plugins ?? []).filter((plugin) => plugin?.constructor.name !== 'ModuleFederationPlugin'),
  };
};
