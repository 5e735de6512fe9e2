import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/app';
import { defaultVitalsGate } from '@commons/platform/config';
import { defaultLoginLimits, defaultRequestTimeouts, type AppConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/database';
import { createTestDatabase } from './database';
import { fakeHostDist } from '../../../platform/test/helpers/host-dist';
import { tempDir } from './temp-dirs';

export const operatorToken = 'test-operator-token';

/** Seals the TOTP seeds in tests. */
export const testSecretsKey = 'test-secrets-key-of-at-least-32-characters';

/** Signs the sandbox provider's completion events in tests. */
export const webhookSecret = 'test-webhook-secret';

export { tempDir, tempDirs } from './temp-dirs';
export { fakeHostDist } from '../../../platform/test/helpers/host-dist';

/** A configuration on temporary folders, bound to localhost, logging nothing. */
export async function testConfig(overrides: Partial<AppConfig> = {}): Promise<AppConfig> {
  const dataDir = await tempDir('data');
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: null,
    deployDir: path.join(dataDir, 'remotes'),
    hostDist: await fakeHostDist(),
    sessionTtlHours: 24,
    sessionIdleMinutes: 30,
    payoutHoldHours: 24,
    operatorToken,
    secretsKey: testSecretsKey,
    previousSecretsKeys: [],
    loginLimits: defaultLoginLimits,
    // Every test signs its accounts up from one address; the throttle's own test sets it low.
    signupLimits: { perAddress: 1e6, windowMinutes: 60 },
    requestTimeouts: defaultRequestTimeouts,
    accountReview: 'auto',
    payments: { provider: 'sandbox', webhookSecret },
    publicUrl: null,
    logLevel: 'silent',
    trustProxy: false,
    blobStore: { kind: 'database' },
    rolloutGate: { minLoads: 20, maxExcess: 0.05 },
    vitalsGate: defaultVitalsGate,
    healthReportsPerMinute: 60,
    dataExportsKeptBytes: 2048 * 1_048_576,
    devRemotes: false,
    releaseUser: null,
    opsUser: null,
    smtpUrl: null,
    mailFrom: 'Carbon Commons <no-reply@localhost>',
    mailRetrySeconds: 30,
    runJobs: true,
    ...overrides,
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
}

/**
 * Builds the app once for the calling test file on a fresh database (opening one costs
 * seconds, so not per test) and closes both after the file. `overrides` may be a function,
 * called when the app is built: for values known only then, such as a mailbox's address
 * (`useTestApp(() => ({ smtpUrl: mailbox.smtpUrl }))`, see helpers/mailbox.ts).
 */
export function useTestApp(
  overrides: Partial<AppConfig> | (() => Partial<AppConfig> | Promise<Partial<AppConfig>>) = {},
  options: Omit<BuildOptions, 'database'> & {
    /** Adds to the app before it is ready (routes of a test's own, which a ready app refuses). */
    extend?: (app: FastifyInstance) => void;
  } = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    ctx.config = await testConfig(typeof overrides === 'function' ? await overrides() : overrides);
    const { extend, ...buildOptions } = options;
    ctx.app = await buildApp(ctx.config, { ...buildOptions, database: ctx.database.db });
    extend?.(ctx.app);
    // Ready, as a listening server is: the job engine's workers start here (mail, plans, payments).
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}
