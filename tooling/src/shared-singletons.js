// @ts-check
import path from 'node:path';
import { declaredRange, readJson } from './workspace-versions.js';

/**
 * The stateful libraries host and remotes must load exactly once, with the subpaths that are
 * imported at run time. A key matches one request exactly, so `react` alone does not cover
 * `react/jsx-runtime` and `react-dom` does not cover `react-dom/client` (the reconciler would
 * ship twice). jotai's entry points import each other by bare name (`jotai/vanilla`,
 * `jotai/react`), so every one of them is listed or a remote's `jotai/utils` would bring a
 * second store context.
 *
 * react-router is not among them: only the host owns a router, built into the host alone and
 * tree-shaken (13.6 KB gzip instead of 66.5 KB shared whole); remotes navigate through
 * `@commons/shared/navigation`.
 */
export const singletonSubpaths = {
  react: ['jsx-runtime', 'jsx-dev-runtime'],
  'react-dom': ['client'],
  '@tanstack/react-query': [],
  jotai: ['vanilla', 'vanilla/internals', 'vanilla/utils', 'react', 'react/utils', 'utils'],
  'styled-components': [],
  'react-toastify': [],
};

/** Our own library: every entry of its `exports` map is shared, so each has one instance. */
export const workspaceSingleton = '@commons/shared';

/**
 * Entries of our library built into each app that imports them, never shared: the test kit
 * (vitest globals, Testing Library), and what must use the importing app's own router (the
 * router bridge, and the standalone shell of a remote's dev build). Besides, webpack builds
 * every `shared` entry into every bundle whether imported or not.
 */
export const unsharedSubpaths = ['testing', 'router-bridge', 'standalone'];

/**
 * The entry points of a workspace package, from its `exports` map (`./ui` -> `ui`).
 * @param {string} appDir
 * @param {string} name
 * @returns {string[]}
 */
export function exportedSubpaths(appDir, name) {
  const { exports = {} } = readJson(path.join(appDir, 'node_modules', name, 'package.json'));
  return Object.keys(exports)
    .filter((key) => key !== '.' && !key.includes('*') && !key.endsWith('.json'))
    .map((key) => key.replace(/^\.\//, ''));
}

/**
 * The `shared` option of ModuleFederationPlugin for one app: every singleton and its subpaths,
 * each requiring the range the app's package.json declares (resolved through the catalog).
 * @param {string} appDir
 * @returns {Record<string, { singleton: true, requiredVersion: string }>}
 */
export function sharedSingletons(appDir) {
  /** @type {Record<string, string[]>} */
  const packages = {
    ...singletonSubpaths,
    [workspaceSingleton]: exportedSubpaths(appDir, workspaceSingleton).filter((subpath) => !unsharedSubpaths.includes(subpath)),
  };
  /** @type {Record<string, { singleton: true, requiredVersion: string }>} */
  const shared = {};
  for (const [name, subpaths] of Object.entries(packages)) {
    const requiredVersion = declaredRange(appDir, name);
    for (const key of [name, ...subpaths.map((subpath) => `${name}/${subpath}`)]) {
      shared[key] = { singleton: true, requiredVersion };
    }
  }
  return shared;
}
