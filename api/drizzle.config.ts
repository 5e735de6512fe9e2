import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @commons/api db:generate` writes SQL migrations that the server applies at start,
// for the product's own tables only: the platform generates its own (docs/architecture.md#migrations).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/product.ts',
  out: './src/db/migrations',
});
