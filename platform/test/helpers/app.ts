import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createDatabaseBlobStore } from '@commons/server-kernel/blobs/database-store';
import { unauthenticated } from '@commons/server-kernel/errors';
import { docsOnlySchemas } from '@commons/server-kernel/lib/docs-only-schemas';
import errorHandler from '@commons/server-kernel/plugins/error-handler';
import { defaultVitalsGate, type PlatformConfig } from '../../src/config';
import platform from '../../src/plugin';
import securityHeaders from '../../src/security-headers';
import { createTestDatabase, type TestDatabase } from './database';
import { fakeHostDist } from './host-dist';
import { tempDir } from './temp-dirs';

export const operatorToken = 'test-operator-token';

/** The platform's configuration on temporary folders, with the server's defaults. */
export async function testConfig(overrides: Partial<PlatformConfig> = {}): Promise<PlatformConfig> {
  return {
    deployDir: path.join(await tempDir('data'), 'remotes'),
    hostDist: await fakeHostDist(),
    devRemotes: false,
    rolloutGate: { minLoads: 20, maxExcess: 0.05 },
    vitalsGate: defaultVitalsGate,
    healthReportsPerMinute: 60,
    ...overrides,
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  config: PlatformConfig;
}

/**
 * The platform alone, as the server mounts it (schemas as documentation, its security headers,
 * the kernel's error handler, the plugin last), on a database with the platform's tables only: built once for the calling
 * test file and closed after it. The whole server's tests are the API's (api/test/helpers/build.ts).
 */
export function useTestApp(overrides: Partial<PlatformConfig> = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    ctx.config = await testConfig(overrides);
    const { db } = ctx.database;
    ctx.app = Fastify({ logger: false });
    docsOnlySchemas(ctx.app);
    await ctx.app.register(securityHeaders, { devRemotes: ctx.config.devRemotes });
    await ctx.app.register(errorHandler);
    await ctx.app.register(platform, {
      db,
      blobs: createDatabaseBlobStore(db),
      config: ctx.config,
      authenticateOperator: async (request) => {
        if (request.headers.authorization !== `Bearer ${operatorToken}`) throw unauthenticated();
      },
    });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}
