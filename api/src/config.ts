import * as v from 'valibot';
import type { RolloutGate } from '@commons/platform/config';
import type { paymentProviderNames } from './env/payments';
import { EnvSchema, type accountReviewModes } from './env/schema';

/** Largest request body accepted; the API's JSON payloads are a few hundred bytes. */
export const bodyLimitBytes = 100 * 1024;

/**
 * How long a request may take to arrive (issue 31: a body sent a byte at a time held its
 * connection for ever). A body must keep arriving: one that brings fewer than
 * `minBodyBytesPerWindow` bytes in a window while the server reads it is cut with 408, so a
 * slow-loris body is gone within two windows while a 10 MB document at 1 Mbit/s still uploads.
 * Node's own limits stay as a net: the headers within `headersSeconds`, the whole request
 * within `requestSeconds`.
 */
export interface RequestTimeouts {
  headersSeconds: number;
  requestSeconds: number;
  bodyWindowSeconds: number;
  minBodyBytesPerWindow: number;
}

/** The timeouts in force: see docs/configuration.md. */
export const defaultRequestTimeouts: RequestTimeouts = {
  headersSeconds: 15,
  requestSeconds: 300,
  bodyWindowSeconds: 10,
  minBodyBytesPerWindow: 8 * 1024,
};

/**
 * How failed logins are throttled (issue 14): a stranger must not be able to lock a person out.
 * One address guessing at one account gets a few free failures, then waits twice as long after
 * each further one; one account from all addresses together, and one address across all
 * accounts, each have a far higher cap within the window (a botnet's or a credential stuffer's).
 * A browser that signed in to the account before escapes all of these but its own small cap.
 */
export interface LoginLimits {
  /** Failures one address may make on one account before each further attempt must wait. */
  freeFailures: number;
  /** The wait after the free failures, doubled after each further failure. */
  baseDelaySeconds: number;
  /** The longest wait between two attempts of one address on one account. */
  maxDelaySeconds: number;
  /** Failures allowed per account (email) from all addresses together within the window. */
  perAccount: number;
  /** Failures allowed per client address across all accounts within the window. */
  perAddress: number;
  /** How long a failure counts; older ones are forgotten. */
  windowMinutes: number;
  /**
   * Failures allowed within the window to a browser that signed in to the account before (its
   * device cookie, issue 31), which others' failures never slow; past it, the browser counts as
   * unknown again, so a stolen cookie gives no more guesses than this.
   */
  perKnownBrowser: number;
}

/** The limits in force: see README's configuration table. */
export const defaultLoginLimits: LoginLimits = {
  freeFailures: 5,
  baseDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  perAccount: 100,
  perAddress: 50,
  windowMinutes: 60,
  perKnownBrowser: 10,
};

/**
 * How sign-ups are throttled (issue 31): one client address may open `perAddress` accounts
 * within the window, then waits until its oldest attempt there is forgotten. Counted in the
 * database, so the limit holds across every API instance on one PostgreSQL.
 */
export interface SignupLimits {
  /** Sign-up attempts one address may make within the window (`SIGNUPS_PER_ADDRESS`). */
  perAddress: number;
  /** How long an attempt counts. */
  windowMinutes: number;
}

/** `ACCOUNT_REVIEW`: see `accountReviewModes` for what each mode does. */
export type AccountReview = (typeof accountReviewModes)[number];

/** `PAYMENT_PROVIDER`: the built-in `sandbox` (the default) or Stripe Checkout. */
export type PaymentProviderName = (typeof paymentProviderNames)[number];

export type PaymentsConfig =
  | {
      provider: 'sandbox';
      /** Signs the sandbox's completion events; null: the server keeps a random one in `$DATA_DIR`. */
      webhookSecret: string | null;
    }
  | { provider: 'stripe'; secretKey: string; webhookSecret: string };

/** An S3-compatible bucket (AWS S3, MinIO, ...) holding the blobs' bytes (`BLOB_STORE=s3`). */
export interface S3StoreConfig {
  bucket: string;
  /** An S3-compatible server's address; null: AWS S3 of `region`. */
  endpoint: string | null;
  region: string;
  /** Static keys; null leaves them to the SDK's default chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `bucket` in the path rather than the host name, as MinIO-style endpoints want. */
  forcePathStyle: boolean;
  /** Put before every object key (`commons/blobs/`), so the bucket can hold other things too. */
  prefix: string;
}

/** Where uploaded files are kept (api/src/blobs): `BLOB_STORE`, `database` by default. */
export type BlobStoreConfig = { kind: 'database' } | ({ kind: 's3' } & S3StoreConfig);

/** The server's and the CLIs' configuration: `loadConfig` reads it from the environment. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; when null the embedded PGlite in `$DATA_DIR/db` is used. */
  databaseUrl: string | null;
  deployDir: string;
  hostDist: string;
  sessionTtlHours: number;
  /** Bearer token of the operator endpoints; null refuses every operator call. */
  operatorToken: string | null;
  loginLimits: LoginLimits;
  signupLimits: SignupLimits;
  requestTimeouts: RequestTimeouts;
  accountReview: AccountReview;
  payments: PaymentsConfig;
  /**
   * The site's address as browsers reach it (`https://commons.example`), for the payment pages'
   * links; null uses the address the server listens on, never a request's Host or Origin.
   */
  publicUrl: string | null;
  logLevel: string;
  /**
   * Which proxies' `X-Forwarded-For` to believe (Fastify's `trustProxy`): false takes the
   * socket's address. Behind a load balancer it must be set, or every client shares the
   * balancer's address and one attacker's failed logins slow and cap everyone's.
   */
  trustProxy: boolean | number | string;
  /** The blob store of uploaded files: `BLOB_STORE`, `database` by default. */
  blobStore: BlobStoreConfig;
  /** `ROLLOUT_GATE_MIN_LOADS` (default 20) and `ROLLOUT_GATE_MAX_EXCESS` (default 0.05). */
  rolloutGate: RolloutGate;
  /** Health report batches accepted per client address and minute (`POST /registry/health`). */
  healthReportsPerMinute: number;
  /**
   * `NODE_ENV=development`: a tab may load a remote from a local dev server
   * (`?remote=carbon@http://localhost:3002/mf-manifest.json`); never in production.
   */
  devRemotes: boolean;
  /** `RELEASE_USER`: who `pnpm release` records a switch as; null: the login name. */
  releaseUser: string | null;
  /** `OPS_USER`: who `pnpm ops` records a decision as; null: the login name. */
  opsUser: string | null;
  /**
   * `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://...`): where mail is handed over; null
   * keeps every mail in the outbox only (`pnpm ops mail list`), never sent.
   */
  smtpUrl: string | null;
  /** `MAIL_FROM`: the sender of every mail, `Carbon Commons <no-reply@localhost>` by default. */
  mailFrom: string;
  /**
   * `RUN_JOBS` (default true): this server runs the job engine's queues (docs/jobs.md). False,
   * with `DATABASE_URL` only, leaves them to worker processes (`node api/dist/worker.js`).
   */
  runJobs: boolean;
}

/**
 * One clause per refused variable. A rule ("must be a positive number") is told with the
 * variable's name and value; a sentence that names its variables ("BLOB_STORE=s3 needs
 * S3_BUCKET") stands alone. No secret has a rule, so none is echoed.
 */
function describeEnvIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const name = v.getDotPath(issue);
      const isRule = name && /^[a-z]/.test(issue.message);
      return isRule ? `${name} ${issue.message}, got ${JSON.stringify(issue.input)}` : issue.message;
    })
    .join('; ');
}

/**
 * Reads the configuration from the environment through `EnvSchema` (env/schema.ts); relative
 * paths are taken from the repo root. Throws, naming every refused variable and what it allows,
 * so the server and the CLIs stop before doing anything.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = v.safeParse(EnvSchema, env);
  if (!result.success) throw new Error(describeEnvIssues(result.issues));
  return { ...result.output, loginLimits: defaultLoginLimits, requestTimeouts: defaultRequestTimeouts };
}
