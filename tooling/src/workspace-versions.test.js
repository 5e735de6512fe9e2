// @ts-check
import path from 'node:path';
import { declaredRange, parseCatalog, readJson } from './workspace-versions.js';

const workspace = path.resolve(import.meta.dirname, '../..');

describe('parseCatalog', () => {
  it('should read the catalog section and nothing else', () => {
    const yaml = [
      'packages:',
      '  - host',
      '',
      '# One version of everything.',
      'catalog:',
      '  # front end',
      '  react: ^19.2.0',
      '  "@tanstack/react-query": ^5.90.0   # shared',
      "  webpack: '5.110.2'",
      '',
      'onlyBuiltDependencies:',
      '  - esbuild',
    ].join('\n');
    expect(parseCatalog(yaml)).toEqual({ react: '^19.2.0', '@tanstack/react-query': '^5.90.0', webpack: '5.110.2' });
  });
});

describe('declaredRange', () => {
  it('should resolve catalog: through pnpm-workspace.yaml', () => {
    expect(declaredRange(path.join(workspace, 'host'), 'react')).toMatch(/^\^19\./);
  });

  it('should resolve workspace: to the linked package version', () => {
    const { version } = readJson(path.join(workspace, 'shared', 'package.json'));
    expect(declaredRange(path.join(workspace, 'host'), '@commons/shared')).toBe(`^${version}`);
  });

  it('should refuse a singleton the app does not declare', () => {
    expect(() => declaredRange(path.join(workspace, 'shared'), 'react-hook-form')).toThrow(/must declare react-hook-form/);
  });
});
