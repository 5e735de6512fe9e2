// @ts-check
import path from 'node:path';
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
  const options = { dir: account, name: 'account', port: 3001, title: 't', exposes: ['LoginPage'] };

  it('should build a remote for any versioned URL with content-hashed files', () => {
    const config = createWebpackConfig({ ...options, kind: 'remote' })({}, { mode: 'production' });
    expect(config.output).toMatchObject({ publicPath: 'auto', filename: '[name].[contenthash].js', chunkFilename: '[name].[contenthash].js' });
    expect(config.entry).toEqual({});
  });

  it('should serve the host from the site root and keep the standalone entry in development', () => {
    expect(createWebpackConfig({ ...options, kind: 'host' })({}, { mode: 'production' }).output?.publicPath).toBe('/');
    const dev = createWebpackConfig({ ...options, kind: 'remote' })({}, { mode: 'development' });
    expect(dev.entry).toBe('./src/index.ts');
    expect(dev.devServer).toMatchObject({ port: 3001, historyApiFallback: true });
    expect(dev.devServer?.proxy).toEqual([{ context: ['/api', '/registry', '/remotes'], target: 'http://localhost:8080' }]);
  });
});
