import { defineConfig } from 'vitest/config';

// Pure functions and types only: no database and no server. Files share their worker's modules
// (docs/testing.md#files-share-modules).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    isolate: false,
  },
});
