import path from 'node:path';
import type * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defaultVitalsGate } from '@commons/platform/config';
import { defaultLoginLimits, defaultRequestTimeouts, loadConfig, type AppConfig, type LoginLimits, type RequestTimeouts } from '../src/config';
import type { EnvSchema } from '../src/env/schema';

describe('loadConfig', () => {
  it.each([
    [undefined, 'auto'],
    ['', 'auto'],
    ['auto', 'auto'],
    ['manual', 'manual'],
  ])('should read ACCOUNT_REVIEW %j as %s', (value, expected) => {
    expect(loadConfig({ ACCOUNT_REVIEW: value }).accountReview).toBe(expected);
  });

  it('should refuse any other ACCOUNT_REVIEW with the values it takes', () => {
    expect(() => loadConfig({ ACCOUNT_REVIEW: 'Manual' })).toThrow(
      'ACCOUNT_REVIEW must be "auto" or "manual", got "Manual"',
    );
  });
});

describe('loadConfig payments', () => {
  it('should default to the sandbox, whose secret the server keeps when none is set', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox', webhookSecret: null });
    expect(loadConfig({ PAYMENT_WEBHOOK_SECRET: 's3cret' }).payments).toEqual({ provider: 'sandbox', webhookSecret: 's3cret' });
  });

  it('should take Stripe with both of its keys', () => {
    const env = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig(env).payments).toEqual({ provider: 'stripe', secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
  });

  it.each([
    [{ PAYMENT_PROVIDER: 'stripe' }, 'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET'],
    [{ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' }, 'PAYMENT_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET'],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER must be "sandbox" or "stripe", got "paypal"'],
    [{ PUBLIC_URL: 'commons.example' }, 'PUBLIC_URL must be an http(s) address such as https://commons.example'],
  ])('should refuse to start with %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('should keep only the origin of PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://commons.example/' }).publicUrl).toBe('https://commons.example');
    expect(loadConfig({}).publicUrl).toBeNull();
  });
});

describe('loadConfig TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
  ])('should read TRUST_PROXY %j as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('should keep uploaded files in the database unless told otherwise (the S3 store: blobs/config.test.ts)', () => {
    expect(loadConfig({}).blobStore).toEqual({ kind: 'database' });
    expect(loadConfig({ BLOB_STORE: 'database' }).blobStore).toEqual({ kind: 'database' });
    expect(() => loadConfig({ BLOB_STORE: 'disk' })).toThrow('BLOB_STORE must be "database" or "s3", got "disk"');
  });
});

describe('loadConfig defaults', () => {
  const repoRoot = path.resolve(import.meta.dirname, '../..');

  it('should start with nothing set, every path taken from the repo root', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(repoRoot, '.data'),
      databaseUrl: null,
      deployDir: path.join(repoRoot, '.data', 'remotes'),
      hostDist: path.join(repoRoot, 'host', 'dist'),
      sessionTtlHours: 12,
      sessionIdleMinutes: 30,
      payoutHoldHours: 24,
      operatorToken: null,
      secretsKey: null,
      previousSecretsKeys: [],
      loginLimits: defaultLoginLimits,
      signupLimits: { perAddress: 20, windowMinutes: 60 },
      requestTimeouts: defaultRequestTimeouts,
      accountReview: 'auto',
      payments: { provider: 'sandbox', webhookSecret: null },
      publicUrl: null,
      logLevel: 'warn',
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
    });
  });

  it('should leave the jobs to workers only with a database they can share', () => {
    expect(loadConfig({ RUN_JOBS: 'false', DATABASE_URL: 'postgres://db/commons' }).runJobs).toBe(false);
    expect(() => loadConfig({ RUN_JOBS: 'false' })).toThrow(
      'RUN_JOBS=false needs DATABASE_URL: without it the server is the only process that can run the jobs',
    );
    expect(() => loadConfig({ RUN_JOBS: 'no' })).toThrow('RUN_JOBS');
  });

  it('should read an empty variable as unset, as a shell clears one with VAR=', () => {
    const names = ['PORT', 'HOST', 'DATA_DIR', 'SESSION_TTL_HOURS', 'LOG_LEVEL', 'PAYMENT_PROVIDER', 'BLOB_STORE', 'OPS_USER'];
    expect(loadConfig(Object.fromEntries(names.map((name) => [name, ''])))).toEqual(loadConfig({}));
  });

  it('should keep the deploy cache under DATA_DIR unless DEPLOY_DIR moves it', () => {
    expect(loadConfig({ DATA_DIR: '/srv/commons' }).deployDir).toBe(path.join('/srv/commons', 'remotes'));
    expect(loadConfig({ DATA_DIR: '/srv/commons', DEPLOY_DIR: 'cache' }).deployDir).toBe(path.join(repoRoot, 'cache'));
  });

  it('should read the numbers, rounding the counts up', () => {
    const config = loadConfig({
      PORT: '3000',
      SESSION_TTL_HOURS: '0.5',
      SESSION_IDLE_MINUTES: '15',
      ROLLOUT_GATE_MIN_LOADS: '2.5',
      ROLLOUT_GATE_MAX_EXCESS: '1',
      HEALTH_REPORTS_PER_MINUTE: '7',
      PAYOUT_ACCOUNT_HOLD_HOURS: '0',
    });
    expect(config).toMatchObject({
      payoutHoldHours: 0,
      port: 3000,
      sessionTtlHours: 0.5,
      sessionIdleMinutes: 15,
      rolloutGate: { minLoads: 3, maxExcess: 1 },
      healthReportsPerMinute: 7,
    });
  });

  it('should let a tab load dev remotes only with NODE_ENV=development', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).devRemotes).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).devRemotes).toBe(false);
  });

  it('should record CLI decisions under RELEASE_USER and OPS_USER when set', () => {
    expect(loadConfig({ RELEASE_USER: 'rita', OPS_USER: 'otto' })).toMatchObject({ releaseUser: 'rita', opsUser: 'otto' });
  });
});

describe('loadConfig mail', () => {
  it('should take an smtp or smtps SMTP_URL and a MAIL_FROM', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example:465', MAIL_FROM: 'Commons <hi@commons.example>' })).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example:465',
      mailFrom: 'Commons <hi@commons.example>',
    });
  });

  it("should wait 30 s before a failed mail's first retry unless MAIL_RETRY_SECONDS says otherwise", () => {
    expect(loadConfig({}).mailRetrySeconds).toBe(30);
    expect(loadConfig({ MAIL_RETRY_SECONDS: '2' }).mailRetrySeconds).toBe(2);
    expect(() => loadConfig({ MAIL_RETRY_SECONDS: '0' })).toThrow(/MAIL_RETRY_SECONDS/);
  });

  it('should refuse another kind of SMTP_URL without echoing it, as it may hold a password', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://u:secret@mail.example' })).toThrow(
      /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ address such as smtp:\/\/mail.example:587$/,
    );
  });

  it('should take SECRETS_KEY and the previous keys, refusing a short one without echoing it', () => {
    const key = 'k'.repeat(32);
    const config = loadConfig({ SECRETS_KEY: key, SECRETS_KEY_PREVIOUS: ` ${'p'.repeat(40)} , ${'q'.repeat(32)},` });
    expect(config.secretsKey).toBe(key);
    expect(config.previousSecretsKeys).toEqual(['p'.repeat(40), 'q'.repeat(32)]);
    expect(() => loadConfig({ SECRETS_KEY: 'short-secret' })).toThrow(/^SECRETS_KEY and each key of SECRETS_KEY_PREVIOUS must be at least 32 characters/);
    expect(() => loadConfig({ SECRETS_KEY: 'short-secret' })).not.toThrow(/short-secret/);
  });
});

describe('loadConfig refusals', () => {
  it.each([
    [{ PORT: 'http' }, 'PORT must be a whole number from 1 to 65535, got "http"'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535, got "70000"'],
    [{ PORT: '0' }, 'PORT must be a whole number from 1 to 65535, got "0"'],
    [{ SESSION_TTL_HOURS: '-1' }, 'SESSION_TTL_HOURS must be a positive number, got "-1"'],
    [{ SESSION_IDLE_MINUTES: '0' }, 'SESSION_IDLE_MINUTES must be a positive number, got "0"'],
    [{ ROLLOUT_GATE_MIN_LOADS: 'many' }, 'ROLLOUT_GATE_MIN_LOADS must be a positive number, got "many"'],
    [{ ROLLOUT_GATE_MAX_EXCESS: '5' }, 'ROLLOUT_GATE_MAX_EXCESS must be a number from 0 to 1, got "5"'],
    [{ HEALTH_REPORTS_PER_MINUTE: '0' }, 'HEALTH_REPORTS_PER_MINUTE must be a positive number, got "0"'],
    [{ PAYOUT_ACCOUNT_HOLD_HOURS: '-1' }, 'PAYOUT_ACCOUNT_HOLD_HOURS must be a number from 0 up, got "-1"'],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL must be "fatal", "error", "warn", "info", "debug", "trace" or "silent", got "verbose"',
    ],
  ])('should refuse to start with %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('should name every refused variable at once, so one restart fixes them all', () => {
    expect(() => loadConfig({ PORT: 'x', ACCOUNT_REVIEW: 'none', BLOB_STORE: 's3' })).toThrow(
      'PORT must be a whole number from 1 to 65535, got "x"; ACCOUNT_REVIEW must be "auto" or "manual", got "none"; ' +
        'BLOB_STORE=s3 needs S3_BUCKET, the bucket that keeps the files',
    );
  });

  it('should not check the Stripe keys while the sandbox takes payments', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }).payments).toEqual({ provider: 'sandbox', webhookSecret: null });
  });
});

describe('AppConfig', () => {
  /** One object type of an intersection's fields, as the type test compares them. */
  type Fields<T> = { [K in keyof T]: T[K] };

  // Checked by the api's typecheck: a hand-written type drifted from the schema (LOG_LEVEL's
  // choices were a mere string), so the type is what the schema gives, plus the fixed limits.
  it('should be what the schema reads from the environment, with the fixed limits', () => {
    expectTypeOf<AppConfig>().toEqualTypeOf<Fields<v.InferOutput<typeof EnvSchema> & { loginLimits: LoginLimits; requestTimeouts: RequestTimeouts }>>();
    expectTypeOf(loadConfig({}).logLevel).toEqualTypeOf<'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'>();
  });
});
