// @ts-check
import path from 'node:path';
import { sharedSingletons } from './shared-singletons.js';
import { readJson } from './workspace-versions.js';

const host = path.resolve(import.meta.dirname, '../../host');
const sharedVersion = readJson(path.resolve(import.meta.dirname, '../../shared/package.json')).version;

describe('sharedSingletons', () => {
  const shared = sharedSingletons(host);

  it('should share every stateful library as a singleton with the range the app declares', () => {
    for (const name of ['react', 'react-dom', '@tanstack/react-query', 'jotai', 'styled-components', 'react-toastify', '@commons/shared/session']) {
      expect(shared[name]).toEqual({ singleton: true, requiredVersion: expect.stringMatching(/^\^\d/) });
    }
  });

  it('should cover the subpaths a plain key misses', () => {
    for (const key of ['react/jsx-runtime', 'react-dom/client', 'jotai/react', 'jotai/vanilla', 'jotai/vanilla/internals']) {
      expect(shared[key]?.singleton).toBe(true);
    }
    expect(shared['react/jsx-runtime']?.requiredVersion).toBe(shared.react?.requiredVersion);
  });

  it('should share each entry point of @commons/shared that holds state, so the session store exists once', () => {
    for (const subpath of ['session', 'ui', 'navigation']) {
      expect(shared[`@commons/shared/${subpath}`]).toEqual({ singleton: true, requiredVersion: `^${sharedVersion}` });
    }
  });

  it('should leave the test kit, the router bridge, the standalone shell and the pure entries out, so each app builds its own', () => {
    const unshared = ['testing', 'router-bridge', 'standalone', 'schemas', 'domain', 'api', 'query', 'password-strength'].map((subpath) => `@commons/shared/${subpath}`);
    expect(Object.keys(shared).filter((key) => unshared.some((name) => key.startsWith(name)))).toEqual([]);
    expect(shared['@commons/shared']).toBeUndefined();
  });

  it('should leave the router to the host, which builds it tree-shaken', () => {
    expect(Object.keys(shared).filter((key) => key.startsWith('react-router'))).toEqual([]);
  });

  it('should not share libraries without state, which each app may bundle tree-shaken', () => {
    expect(shared.valibot).toBeUndefined();
    expect(shared['react-hook-form']).toBeUndefined();
    expect(shared['jotai/utils']).toBeUndefined();
  });
});
