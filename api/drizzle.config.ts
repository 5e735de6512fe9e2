import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @commons/api db:generate` writes SQL migrations that the server applies at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
