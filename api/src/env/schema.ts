import path from 'node:path';
import * as v from 'valibot';
import type { AppConfig } from '../config';
import { repoRoot } from '../paths';
import { blobStoreEnv } from './blob-store';
import { paymentsEnv } from './payments';
import {
  flag,
  fraction,
  oneOf,
  optionalHttpAddress,
  optionalSmtpAddress,
  optionalText,
  port,
  positiveCount,
  positiveNumber,
  text,
} from './readers';

/**
 * How a new or re-reviewed account gets approved: `auto` approves it as soon as its profile is
 * complete (the local default), `manual` leaves it REVIEWING until an operator approves it.
 */
export const accountReviewModes = ['auto', 'manual'] as const;

/** pino's levels: Fastify refuses any other at start, so the schema names them first. */
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const fromRoot = (value: string) => path.resolve(repoRoot, value);

/** `TRUST_PROXY`: unset or false, true, a number of hops, or addresses and CIDR ranges, comma-separated. */
function trustProxy(raw: string | null): AppConfig['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** The variables every start reads, whatever the payment provider and blob store. */
const serverEnv = v.pipe(
  v.object({
    PORT: port(8080),
    HOST: text('0.0.0.0'),
    DATA_DIR: text('.data'),
    DATABASE_URL: optionalText(),
    DEPLOY_DIR: optionalText(),
    HOST_DIST: text('host/dist'),
    SESSION_TTL_HOURS: positiveNumber(24 * 7),
    OPERATOR_TOKEN: optionalText(),
    ACCOUNT_REVIEW: oneOf(accountReviewModes, 'auto'),
    // Only the origin: payment links are built from it, and a path would be doubled.
    PUBLIC_URL: v.pipe(
      optionalHttpAddress('https://commons.example'),
      v.transform((url) => url && new URL(url).origin),
    ),
    LOG_LEVEL: oneOf(logLevels, 'warn'),
    TRUST_PROXY: v.pipe(optionalText(), v.transform(trustProxy)),
    ROLLOUT_GATE_MIN_LOADS: positiveCount(20),
    ROLLOUT_GATE_MAX_EXCESS: fraction(0.05),
    HEALTH_REPORTS_PER_MINUTE: positiveCount(60),
    SIGNUPS_PER_ADDRESS: positiveCount(20),
    NODE_ENV: optionalText(),
    RELEASE_USER: optionalText(),
    OPS_USER: optionalText(),
    SMTP_URL: optionalSmtpAddress(),
    MAIL_FROM: text('Carbon Commons <no-reply@localhost>'),
    RUN_JOBS: flag(true),
  }),
  // PGlite admits one process: with it, the server is the only place jobs can run.
  v.check(
    (env) => env.RUN_JOBS || env.DATABASE_URL !== null,
    'RUN_JOBS=false needs DATABASE_URL: without it the server is the only process that can run the jobs',
  ),
  v.transform((env) => {
    const dataDir = fromRoot(env.DATA_DIR);
    return {
      port: env.PORT,
      host: env.HOST,
      dataDir,
      databaseUrl: env.DATABASE_URL,
      deployDir: env.DEPLOY_DIR ? fromRoot(env.DEPLOY_DIR) : path.join(dataDir, 'remotes'),
      hostDist: fromRoot(env.HOST_DIST),
      sessionTtlHours: env.SESSION_TTL_HOURS,
      operatorToken: env.OPERATOR_TOKEN,
      accountReview: env.ACCOUNT_REVIEW,
      publicUrl: env.PUBLIC_URL,
      logLevel: env.LOG_LEVEL,
      trustProxy: env.TRUST_PROXY,
      rolloutGate: { minLoads: env.ROLLOUT_GATE_MIN_LOADS, maxExcess: env.ROLLOUT_GATE_MAX_EXCESS },
      healthReportsPerMinute: env.HEALTH_REPORTS_PER_MINUTE,
      signupLimits: { perAddress: env.SIGNUPS_PER_ADDRESS, windowMinutes: 60 },
      devRemotes: env.NODE_ENV === 'development',
      releaseUser: env.RELEASE_USER,
      opsUser: env.OPS_USER,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      runJobs: env.RUN_JOBS,
    };
  }),
);

/**
 * Every environment variable the server and the CLIs read (README's configuration table), with
 * its default and what it allows, shaped into the configuration. Intersected rather than one
 * object because the payment provider and the blob store each choose which further variables
 * count: the S3 ones are not even checked while files stay in the database.
 */
export const EnvSchema = v.intersect([serverEnv, paymentsEnv, blobStoreEnv]);
