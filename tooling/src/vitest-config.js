// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The vitest configuration every front-end package uses: tests beside the code, jsdom, globals,
 * and the jest-dom matchers, plus a package's own `setupFiles`.
 * @param {{ environment?: 'jsdom' | 'node', setupFiles?: string[] }} [options]
 */
export function createVitestConfig({ environment = 'jsdom', setupFiles = [] } = {}) {
  return defineConfig({
    // The build constants webpack defines (webpack-config.js), as a release build has them.
    define: { __APP_VERSION__: JSON.stringify('0.0.0-test'), __BUILD_LABEL__: JSON.stringify('') },
    test: {
      environment,
      globals: true,
      include: ['src/**/*.test.{ts,tsx,js}'],
      setupFiles: [fileURLToPath(new URL('./vitest-setup.js', import.meta.url)), ...setupFiles],
      restoreMocks: true,
      // A remote whose pages are still title-only has nothing to test yet.
      passWithNoTests: true,
      unstubGlobals: true,
      // A guard against a hang, not a measure: a form test typing a dozen fields takes 4 s on a
      // busy two-core machine, near vitest's 5 s default. Speed is the benchmarks' business.
      testTimeout: 20_000,
    },
  });
}
