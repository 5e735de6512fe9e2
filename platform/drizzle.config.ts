import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @commons/platform db:generate` writes the platform's SQL migrations from its
// tables (and the kernel's blob catalogue, which the platform creates: docs/architecture.md#migrations).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
