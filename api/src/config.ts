import path from 'node:path';
import { repoRoot } from './paths';

/** Largest request body accepted; the API's JSON payloads are a few hundred bytes. */
export const bodyLimitBytes = 100 * 1024;

/**
 * How failed logins are throttled (issue 14): a stranger must not be able to lock a person out.
 * One address guessing at one account gets a few free failures, then waits twice as long after
 * each further one; one account from all addresses together, and one address across all
 * accounts, each have a far higher cap within the window (a botnet's or a credential stuffer's).
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
}

/** The limits in force: see README's configuration table. */
export const defaultLoginLimits: LoginLimits = {
  freeFailures: 5,
  baseDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  perAccount: 100,
  perAddress: 50,
  windowMinutes: 60,
};

/**
 * How a new or re-reviewed account gets approved: `auto` approves it as soon as its profile is
 * complete (the local default), `manual` leaves it REVIEWING until an operator approves it.
 */
export const accountReviewModes = ['auto', 'manual'] as const;
export type AccountReview = (typeof accountReviewModes)[number];

/** Who takes card payments: the built-in `sandbox` (the default) or Stripe Checkout. */
export const paymentProviderNames = ['sandbox', 'stripe'] as const;
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

/**
 * When the server stops a rollout by itself (issue 12): once the rollout's version has at least
 * `minLoads` reported page loads and its failure rate exceeds the live version's by more than
 * `maxExcess` (0.05: five percentage points).
 */
export interface RolloutGate {
  minLoads: number;
  maxExcess: number;
}

/** Where uploaded files are kept (api/src/blobs): `BLOB_STORE`, `database` by default. */
export type BlobStoreConfig = { kind: 'database' } | ({ kind: 's3' } & S3StoreConfig);

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
}

const fromRoot = (value: string) => path.resolve(repoRoot, value);

function positiveNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function fraction(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1) throw new Error(`${name} must be a number from 0 to 1, got "${raw}"`);
  return value;
}

function accountReview(raw: string | undefined): AccountReview {
  if (raw === undefined || raw === '') return 'auto';
  const mode = accountReviewModes.find((m) => m === raw);
  if (!mode) throw new Error(`ACCOUNT_REVIEW must be "auto" or "manual", got "${raw}"`);
  return mode;
}

function payments(env: NodeJS.ProcessEnv): PaymentsConfig {
  const provider = env.PAYMENT_PROVIDER || 'sandbox';
  if (provider === 'sandbox') return { provider, webhookSecret: env.PAYMENT_WEBHOOK_SECRET || null };
  if (provider !== 'stripe') throw new Error(`PAYMENT_PROVIDER must be "sandbox" or "stripe", got "${provider}"`);
  const missing = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`PAYMENT_PROVIDER=stripe needs ${missing.join(' and ')}`);
  return { provider, secretKey: env.STRIPE_SECRET_KEY!, webhookSecret: env.STRIPE_WEBHOOK_SECRET! };
}

function publicUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol)) {
    throw new Error(`PUBLIC_URL must be an http(s) address such as https://commons.example, got "${raw}"`);
  }
  return url.origin;
}

/** `TRUST_PROXY`: unset or false, true, a number of hops, or addresses and CIDR ranges, comma-separated. */
function trustProxy(raw: string | undefined): boolean | number | string {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function blobStore(env: NodeJS.ProcessEnv): BlobStoreConfig {
  const kind = env.BLOB_STORE || 'database';
  if (kind === 'database') return { kind };
  if (kind !== 's3') throw new Error(`BLOB_STORE must be "database" or "s3", got "${kind}"`);
  if (!env.S3_BUCKET) throw new Error('BLOB_STORE=s3 needs S3_BUCKET, the bucket that keeps the files');
  const endpoint = env.S3_ENDPOINT || null;
  if (endpoint !== null && !(URL.canParse(endpoint) && ['http:', 'https:'].includes(new URL(endpoint).protocol))) {
    throw new Error(`S3_ENDPOINT must be an http(s) address such as http://127.0.0.1:9000, got "${endpoint}"`);
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID || '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || '';
  // One key without the other is a typo, not a wish for the SDK's default chain.
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK's default credentials",
    );
  }
  const forcePathStyle = env.S3_FORCE_PATH_STYLE || 'false';
  if (forcePathStyle !== 'true' && forcePathStyle !== 'false') {
    throw new Error(`S3_FORCE_PATH_STYLE must be "true" or "false", got "${forcePathStyle}"`);
  }
  return {
    kind,
    bucket: env.S3_BUCKET,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: forcePathStyle === 'true',
    prefix: env.S3_PREFIX || '',
  };
}

/** Reads the configuration from the environment; relative paths are taken from the repo root. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = fromRoot(env.DATA_DIR || '.data');
  return {
    port: positiveNumber('PORT', env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    deployDir: env.DEPLOY_DIR ? fromRoot(env.DEPLOY_DIR) : path.join(dataDir, 'remotes'),
    hostDist: fromRoot(env.HOST_DIST || 'host/dist'),
    sessionTtlHours: positiveNumber('SESSION_TTL_HOURS', env.SESSION_TTL_HOURS, 24 * 7),
    operatorToken: env.OPERATOR_TOKEN || null,
    loginLimits: defaultLoginLimits,
    accountReview: accountReview(env.ACCOUNT_REVIEW),
    payments: payments(env),
    publicUrl: publicUrl(env.PUBLIC_URL),
    logLevel: env.LOG_LEVEL || 'warn',
    trustProxy: trustProxy(env.TRUST_PROXY),
    blobStore: blobStore(env),
    rolloutGate: {
      minLoads: Math.ceil(positiveNumber('ROLLOUT_GATE_MIN_LOADS', env.ROLLOUT_GATE_MIN_LOADS, 20)),
      maxExcess: fraction('ROLLOUT_GATE_MAX_EXCESS', env.ROLLOUT_GATE_MAX_EXCESS, 0.05),
    },
    healthReportsPerMinute: Math.ceil(positiveNumber('HEALTH_REPORTS_PER_MINUTE', env.HEALTH_REPORTS_PER_MINUTE, 60)),
    devRemotes: env.NODE_ENV === 'development',
  };
}
