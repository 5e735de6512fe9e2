// @ts-check
// The one lint configuration of the workspace. Each package runs `eslint .` from its own folder
// and ESLint finds this file by walking up; paths below are relative to the workspace root.
// No type-aware rules: they would parse every program twice and tsc already runs in `typecheck`.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const remotes = ['mfe-account', 'mfe-carbon', 'mfe-wallet', 'mfe-admin', 'mfe-console'];
const apps = ['host', ...remotes];

const server = ['server-kernel', 'api', 'platform'];

/**
 * Dependencies flow one way: shared <- remotes <- host, and on the server shared <- server-kernel
 * <- platform <- api (docs/architecture.md#the-server). A zone forbids files under `target` to
 * import anything that resolves under `from`.
 * @type {{ target: string, from: string[], message: string }[]}
 */
const oneWayZones = [
  {
    target: 'shared',
    from: [...apps, ...server],
    message: 'shared is what every app needs once: it imports no app and not the server.',
  },
  ...remotes.map((remote) => ({
    target: remote,
    from: ['host', ...server, ...remotes.filter((other) => other !== remote)],
    message: 'A remote never imports another remote or the host; what two apps need goes to shared/.',
  })),
  {
    target: 'host',
    from: [...remotes, ...server],
    message: 'The host reaches remotes only through federation (loadRemote), never by import.',
  },
  {
    target: 'api',
    from: apps,
    message: 'The server shares code with the browser only through shared/.',
  },
  {
    target: 'server-kernel',
    from: [...apps, 'api', 'platform'],
    message: 'The kernel is what the product API and the platform both build on: it imports neither of them.',
  },
  {
    target: 'platform',
    from: [...apps, 'api'],
    message:
      'The platform never imports the product (api/), its tests included: the server passes what it needs in the plugin options, and platform/test/helpers build the platform alone.',
  },
];

/** Import restrictions by name, each with the reason shown when it is broken. */
const restricted = {
  apps: { group: ['@commons/host', '@commons/host/*', '@commons/mfe-*'], message: 'Apps are composed at run time through federation, never imported.' },
  server: {
    group: ['@commons/api', '@commons/api/*', 'drizzle-orm', 'drizzle-orm/*', 'drizzle-kit', 'pg', 'pg/*', '@electric-sql/pglite', '@electric-sql/pglite/*'],
    message: 'shared imports nothing from the database or the server: the browser loads it too.',
  },
  testKit: {
    group: ['@commons/shared/testing', '@commons/shared/testing/*', '**/testing', '**/testing/*'],
    message: 'The test kit (vitest, Testing Library) is for tests only and must stay out of every bundle.',
  },
};

/** `no-restricted-imports` with these restrictions (a later block replaces, not adds to, an earlier one). */
const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** Tests and their helpers, which may use the test kit. */
const testFiles = ['**/*.test.{ts,tsx,js}', '*/src/test/**'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', '.data/', '.deploy/', '.cache/', '**/test-results/', '**/playwright-report/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: oneWayZones }],
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-nocheck': true, 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' }],
      // `typeof import('x')` stays allowed: it is vitest's way to type `importOriginal` in a hoisted `vi.mock`.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // Leading underscore: a value taken out of an object on purpose (`const { token: _token, ...rest }`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['**/*.tsx', '{shared,host,mfe-*}/src/**/*.ts'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['{host,mfe-*}/src/**/*.{ts,tsx}'],
    rules: restrictImports(restricted.apps, restricted.testKit),
  },
  {
    files: ['{host,mfe-*}/src/**/*.test.{ts,tsx}', '{host,mfe-*}/src/test/**'],
    rules: restrictImports(restricted.apps),
  },
  {
    // shared runs in the browser and is validated by the server alike: nothing from Node or the
    // database (docs/architecture.md#rules-of-the-house); its test kit alone may lean on Node.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/testing/**'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      ...restrictImports(restricted.apps, restricted.server, restricted.testKit),
    },
  },
  {
    files: ['shared/src/**/*.test.{ts,tsx}'],
    rules: restrictImports(restricted.apps, restricted.server),
  },
  {
    files: ['shared/src/testing/**'],
    rules: restrictImports(restricted.apps),
  },
  {
    // lazyPage() hands back the one cached lazy component of each page id, so `<Page />` keeps
    // its identity between renders (and Retry replaces it on purpose); the compiler rule cannot
    // see through the cache.
    files: ['host/src/remotes/remote-page.tsx'],
    rules: { 'react-hooks/static-components': 'off' },
  },
  {
    // Tests run under vitest with globals (`describe`, `vi`, ...).
    files: [...testFiles, 'shared/src/testing/**'],
    languageOptions: { globals: { ...globals.node, ...globals.vitest } },
  },
  {
    // Build and server code: Node.
    files: ['**/*.{js,mjs,cjs}', 'api/**/*.ts', 'e2e/**/*.ts', 'reliability/**/*.ts', 'platform/**/*.ts', 'server-kernel/**/*.ts', '*/vitest.config.ts', '*/drizzle.config.ts'],
    languageOptions: { globals: globals.node },
  },
);
