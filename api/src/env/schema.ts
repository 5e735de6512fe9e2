import * as v from 'valibot';
import { platformSettings, platformVariables } from '@commons/platform/env';
import { payoutHoldHours } from '@commons/shared/domain';
import { blobStoreEnv } from '@commons/server-kernel/env/blob-store';
import {
  flag,
  nonNegativeNumber,
  oneOf,
  optionalHttpAddress,
  optionalSmtpAddress,
  optionalText,
  port,
  positiveCount,
  positiveNumber,
  text,
} from '@commons/server-kernel/env/readers';
import { paymentsEnv } from './payments';

/**
 * How a new or re-reviewed account gets approved: `auto` approves it as soon as its profile is
 * complete (the local default), `manual` leaves it REVIEWING until an operator approves it.
 */
export const accountReviewModes = ['auto', 'manual'] as const;

/** pino's levels: Fastify refuses any other at start, so the schema names them first. */
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** `TRUST_PROXY`: unset or false, true, a number of hops, or addresses and CIDR ranges, comma-separated. */
function trustProxy(raw: string | null): boolean | number | string {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** `SECRETS_KEY_PREVIOUS`: keys separated by commas, blanks dropped. */
const keyList = (value: string | null): string[] => (value ?? '').split(',').map((key) => key.trim()).filter(Boolean);

/** The variables every start reads, whatever the payment provider and blob store. */
const serverEnv = v.pipe(
  v.object({
    PORT: port(8080),
    HOST: text('0.0.0.0'),
    // The delivery platform's, which the release command line reads alone.
    ...platformVariables,
    SESSION_TTL_HOURS: positiveNumber(12),
    SESSION_IDLE_MINUTES: positiveNumber(30),
    PAYOUT_ACCOUNT_HOLD_HOURS: nonNegativeNumber(payoutHoldHours),
    SECRETS_KEY: optionalText(),
    SECRETS_KEY_PREVIOUS: optionalText(),
    ACCOUNT_REVIEW: oneOf(accountReviewModes, 'auto'),
    // Only the origin: payment links are built from it, and a path would be doubled.
    PUBLIC_URL: v.pipe(
      optionalHttpAddress('https://commons.example'),
      v.transform((url) => url && new URL(url).origin),
    ),
    LOG_LEVEL: oneOf(logLevels, 'warn'),
    TRUST_PROXY: v.pipe(optionalText(), v.transform(trustProxy)),
    SIGNUPS_PER_ADDRESS: positiveCount(20),
    DATA_EXPORTS_KEPT_MB: positiveNumber(2048),
    OPS_USER: optionalText(),
    SMTP_URL: optionalSmtpAddress(),
    MAIL_FROM: text('Carbon Commons <no-reply@localhost>'),
    MAIL_RETRY_SECONDS: positiveNumber(30),
    RUN_JOBS: flag(true),
  }),
  // Said without the values: they are secrets.
  v.check(
    (env) => [env.SECRETS_KEY, ...keyList(env.SECRETS_KEY_PREVIOUS)].every((key) => !key || key.length >= 32),
    'SECRETS_KEY and each key of SECRETS_KEY_PREVIOUS must be at least 32 characters (openssl rand -base64 32)',
  ),
  // PGlite admits one process: with it, the server is the only place jobs can run.
  v.check(
    (env) => env.RUN_JOBS || env.DATABASE_URL !== null,
    'RUN_JOBS=false needs DATABASE_URL: without it the server is the only process that can run the jobs',
  ),
  // The configuration's fields: their comments are what `AppConfig` shows of each.
  v.transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    ...platformSettings(env),
    /** A session's absolute lifetime, however busy (docs/configuration.md#accounts-and-sessions). */
    sessionTtlHours: env.SESSION_TTL_HOURS,
    /** A session unused this long ends (docs/configuration.md#accounts-and-sessions). */
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    /**
     * `PAYOUT_ACCOUNT_HOLD_HOURS` (default 24): how long after a payout account is set or changed
     * no withdrawal is requested to it (docs/product-rules.md#money-and-payments).
     */
    payoutHoldHours: env.PAYOUT_ACCOUNT_HOLD_HOURS,
    /**
     * `SECRETS_KEY`: seals the secrets kept in the database (TOTP seeds); null at start makes
     * one in `$DATA_DIR/secrets-key` (docs/configuration.md#secrets-at-rest).
     */
    secretsKey: env.SECRETS_KEY,
    /** `SECRETS_KEY_PREVIOUS`, comma-separated: keys that still open what they sealed, until re-sealed. */
    previousSecretsKeys: keyList(env.SECRETS_KEY_PREVIOUS),
    accountReview: env.ACCOUNT_REVIEW,
    /**
     * The site's address as browsers reach it (`https://commons.example`), for the payment pages'
     * links; null uses the address the server listens on, never a request's Host or Origin.
     */
    publicUrl: env.PUBLIC_URL,
    logLevel: env.LOG_LEVEL,
    /**
     * Which proxies' `X-Forwarded-For` to believe (Fastify's `trustProxy`): false takes the
     * socket's address. Behind a load balancer it must be set, or every client shares the
     * balancer's address and one attacker's failed logins slow and cap everyone's.
     */
    trustProxy: env.TRUST_PROXY,
    /**
     * How sign-ups are throttled (docs/configuration.md): one client address may make
     * `perAddress` attempts (`SIGNUPS_PER_ADDRESS`) within `windowMinutes`, then waits until its
     * oldest is forgotten. Counted in the database, so it holds across every API instance.
     */
    signupLimits: { perAddress: env.SIGNUPS_PER_ADDRESS, windowMinutes: 60 },
    /**
     * `DATA_EXPORTS_KEPT_MB` (default 2048): the most the finished data exports' ZIPs may hold
     * together; past it the oldest are removed first (docs/product-rules.md#your-data-export-and-deletion).
     */
    dataExportsKeptBytes: Math.round(env.DATA_EXPORTS_KEPT_MB * 1_048_576),
    /** `OPS_USER`: who `pnpm ops` records a decision as; null: the login name. */
    opsUser: env.OPS_USER,
    /**
     * `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://...`): where mail is handed over; null
     * keeps every mail in the outbox only (`pnpm ops mail list`), never sent.
     */
    smtpUrl: env.SMTP_URL,
    /** `MAIL_FROM`: the sender of every mail, `Carbon Commons <no-reply@localhost>` by default. */
    mailFrom: env.MAIL_FROM,
    /**
     * `MAIL_RETRY_SECONDS` (default 30): the wait before a failed mail's first retry, doubled after
     * each further failure (docs/mail.md).
     */
    mailRetrySeconds: env.MAIL_RETRY_SECONDS,
    /**
     * `RUN_JOBS` (default true): this server runs the job engine's queues (docs/jobs.md). False,
     * with `DATABASE_URL` only, leaves them to worker processes (`node api/dist/worker.js`).
     */
    runJobs: env.RUN_JOBS,
    })),
);

/**
 * Every environment variable the server and the CLIs read (docs/configuration.md), with
 * its default and what it allows, shaped into the configuration. Intersected rather than one
 * object because the payment provider and the blob store each choose which further variables
 * count: the S3 ones are not even checked while files stay in the database.
 */
export const EnvSchema = v.intersect([serverEnv, paymentsEnv, blobStoreEnv]);
