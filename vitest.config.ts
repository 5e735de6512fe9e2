import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every package; each package keeps its own config (jsdom for apps, node for the server's).
export default defineConfig({
  test: {
    projects: ['tooling', 'shared', 'host', 'mfe-*', 'server-kernel', 'api', 'platform'],
    // A worker per core. Vitest's default keeps one core for its own process, which only collects
    // results: on CI's two cores that was one worker. `npm test`'s longest step, the unit,
    // component and API tests on PGlite, took 14.8 min instead of 23.8 with two.
    maxWorkers: availableParallelism(),
  },
});
