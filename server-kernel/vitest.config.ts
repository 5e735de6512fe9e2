import { defineConfig } from 'vitest/config';

// Pure functions and types only: no database and no server, so the defaults serve.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
  },
});
