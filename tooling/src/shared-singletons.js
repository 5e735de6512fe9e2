// @ts-check
import path from 'node:path';
import { declaredRange, readJson } from './workspace-versions.js';

/**
 * The stateful libraries host and remotes must load exactly once, with the subpaths that are
 * imported at run time. A key matches one request exactly, so `react` alone does not cover
 * `react/jsx-runtime` and `react-dom` does not cover `react-dom/client` (the reconciler would
 * ship twice). jotai's entry points import each other by bare name (`jotai/vanilla`,
 * `jotai/react`), so every one that holds the store or its context is listed. Its utils
 * (`jotai/utils`, `jotai/vanilla/utils`, `jotai/react/utils`) hold none: they reach the store
 * through those shared names, so each app builds in only the helpers it uses (`atomWithStorage`
 * instead of 3.6 KB gzip of every util).
 *
 * react-router is not among them: only the host owns a router, built into the host alone and
 * tree-shaken (13.6 KB gzip instead of 66.5 KB shared whole); remotes navigate through
 * `@commons/shared/navigation`.
 */
export const singletonSubpaths = {
  react: ['jsx-runtime', 'jsx-dev-runtime'],
  'react-dom': ['client'],
  '@tanstack/react-query': [],
  jotai: ['vanilla', 'vanilla/internals', 'react'],
  'styled-components': [],
  'react-toastify': [],
  // Stateless, but the one API client's transport: every app that calls the API would otherwise
  // download its own copy (5 KB gzip twice on /login, host and account).
  ky: [],
};

/** Our own library: every entry of its `exports` map is shared, so each has one instance. */
export const workspaceSingleton = '@commons/shared';

/**
 * Entries of our library built into each app that imports them, never shared: the test kit (vitest
 * globals, Testing Library), what must use the importing app's own router (the router bridge, and
 * the standalone shell of a remote's dev build), and the pure entries (the package root, `schemas`,
 * `domain`, `contract`, `api`, `query`, `password-strength`: rules, schemas, endpoints and fetchers holding no state; `ui-kit`: what
 * the public pages do not draw, tables and the modal among them, drawn with the shared `ui`), which a shared module
 * would ship whole while each app's build keeps only what it uses (docs/performance.md; shared, the
 * account remote's /login chunk of schemas and domain would be 4.1 KB gzip for a few rules). What
 * holds state stays one instance: `session` (the jotai store), `navigation` (the router's context),
 * `ui` (the theme and the one toast queue). Besides, webpack builds every `shared` entry into every
 * bundle whether imported or not.
 */
export const unsharedSubpaths = ['testing', 'router-bridge', 'standalone', 'schemas', 'domain', 'contract', 'api', 'query', 'password-strength', 'ui-kit'];

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
  /** @type {Record<string, string[]>} every shared key of each package: the package and its subpaths */
  const keys = {};
  for (const [name, subpaths] of Object.entries(singletonSubpaths)) {
    keys[name] = [name, ...subpaths.map((subpath) => `${name}/${subpath}`)];
  }
  // Our library's root re-exports its pure entries (schemas, domain), so it is not shared either.
  keys[workspaceSingleton] = exportedSubpaths(appDir, workspaceSingleton)
    .filter((subpath) => !unsharedSubpaths.includes(subpath))
    .map((subpath) => `${workspaceSingleton}/${subpath}`);
  /** @type {Record<string, { singleton: true, requiredVersion: string }>} */
  const shared = {};
  for (const [name, packageKeys] of Object.entries(keys)) {
    const requiredVersion = declaredRange(appDir, name);
    for (const key of packageKeys) shared[key] = { singleton: true, requiredVersion };
  }
  return shared;
}
