// @ts-check
import path from 'node:path';
import { JsonAssetPlugin, readScreens } from './screens.js';
import { createWebpackConfig, exposedModules } from './webpack-config.js';

const workspace = path.resolve(import.meta.dirname, '../..');
const account = path.join(workspace, 'mfe-account');

describe('exposedModules', () => {
  it('should expose each page from its kebab-case module in src/exposed', () => {
    expect(exposedModules(account, ['LoginPage', 'EditProfilePage'])).toEqual({
      './LoginPage': './src/exposed/login-page.tsx',
      './EditProfilePage': './src/exposed/edit-profile-page.tsx',
    });
  });

  it('should refuse a page whose module is missing', () => {
    expect(() => exposedModules(account, ['NoSuchPage'])).toThrow(/no-such-page\.tsx is missing/);
  });
});

describe('createWebpackConfig', () => {
  const options = { dir: account, name: 'account', port: 3001, title: 't' };

  it("should build a remote whose content-hashed files load from its remote's shared folder", async () => {
    const config = await createWebpackConfig({ ...options, kind: 'remote' })({}, { mode: 'production' });
    expect(config.output).toMatchObject({
      publicPath: '/remotes/account/_files/',
      filename: '[name].[contenthash].js',
      chunkFilename: '[name].[contenthash].js',
    });
    const federation = /** @type {{ _options?: unknown } | undefined} */ (
      config.plugins?.find((plugin) => plugin?.constructor.name === 'ModuleFederationPlugin')
    );
    expect(federation?._options).toMatchObject({ filename: 'remoteEntry.[contenthash].js' });
    expect(config.entry).toEqual({});
  });

  it('should serve the host from the site root and keep the standalone entry in development', async () => {
    const host = await createWebpackConfig({ ...options, dir: path.join(workspace, 'host'), kind: 'host' })({}, { mode: 'production' });
    expect(host.output?.publicPath).toBe('/');
    const dev = await createWebpackConfig({ ...options, kind: 'remote' })({}, { mode: 'development' });
    expect(dev.entry).toBe('./src/index.ts');
    expect(dev.output?.publicPath).toBe('auto');
    expect(dev.devServer).toMatchObject({ port: 3001, historyApiFallback: true });
    expect(dev.devServer?.proxy).toEqual([{ context: ['/api', '/registry', '/remotes'], target: 'http://localhost:8080' }]);
  });
});

describe('a remote build from its declaration', () => {
  it("should expose every declared screen's page once and publish the declaration", async () => {
    const config = await createWebpackConfig({ dir: account, name: 'account', port: 3001, title: 't', kind: 'remote' })({}, { mode: 'production' });
    const federation = (config.plugins ?? []).find((plugin) => plugin?.constructor.name === 'ModuleFederationPlugin');
    const exposes = /** @type {{ _options: { exposes: Record<string, string> } }} */ (/** @type {unknown} */ (federation))._options.exposes;
    const declaration = await readScreens(account);
    // The account remote shows LoginPage at / and at /login: one module for both screens.
    expect(declaration.screens.filter((screen) => screen.page === 'LoginPage').length).toBeGreaterThan(1);
    const declaredPages = [...new Set(declaration.screens.map((screen) => screen.page))];
    expect(Object.keys(exposes).sort()).toEqual(declaredPages.map((page) => `./${page}`).sort());
    const declared = (config.plugins ?? []).find((plugin) => plugin instanceof JsonAssetPlugin);
    expect(declared).toMatchObject({ file: 'screens.json', value: declaration });
  });

  it('should refuse to build a remote whose declaration names another remote', async () => {
    await expect(createWebpackConfig({ dir: account, name: 'carbon', port: 3001, title: 't', kind: 'remote' })({}, { mode: 'production' })).rejects.toThrow(
      /declares the account remote, not carbon/,
    );
  });
});
