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
 */
export const singletonSubpaths = {
  react: ['jsx-runtime', 'jsx-dev-runtime'],
  'react-dom': ['client'],
  'react-router': ['dom'],
  'react-router-dom': [],
  '@tanstack/react-query': [],
  jotai: ['vanilla', 'vanilla/internals', 'vanilla/utils', 'react', 'react/utils', 'utils'],
  'styled-components': [],
  'react-toastify': [],
};

/** Our own library: every entry of its `exports` map is shared, so each has one instance. */
export const workspaceSingleton = '@commons/shared';

/**
 * Entries of our library that exist for tests only (vitest globals, Testing Library): never
 * shared, since webpack builds every `shared` entry into the bundle whether imported or not.
 */
export const testOnlySubpaths = ['testing'];

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
    [workspaceSingleton]: exportedSubpaths(appDir, workspaceSingleton).filter((subpath) => !testOnlySubpaths.includes(subpath)),
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
