import { defineConfig } from 'vitest/config';

// One run covers every package; each package keeps its own config (jsdom for apps, node for api and platform).
export default defineConfig({
  test: {
    projects: ['tooling', 'shared', 'host', 'mfe-*', 'api', 'platform'],
  },
});
