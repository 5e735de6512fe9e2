import * as v from 'valibot';
import type { paymentProviderNames } from './env/payments';
import { parseEnv } from '@commons/server-kernel/env/parse-env';
import { EnvSchema, type accountReviewModes } from './env/schema';

/** Largest request body accepted; the API's JSON payloads are a few hundred bytes. */
export const bodyLimitBytes = 100 * 1024;

/**
 * How long a request may take to arrive (a body sent a byte at a time would hold its
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
 * How failed logins are throttled (docs/product-rules.md#sign-in-security): a stranger must not be able to lock a person out.
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
   * device cookie), which others' failures never slow; past it, the browser counts as
   * unknown again, so a stolen cookie gives no more guesses than this.
   */
  perKnownBrowser: number;
}

/** The limits in force: see docs/configuration.md. */
export const defaultLoginLimits: LoginLimits = {
  freeFailures: 5,
  baseDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  perAccount: 100,
  perAddress: 50,
  windowMinutes: 60,
  perKnownBrowser: 10,
};

/** `ACCOUNT_REVIEW`: see `accountReviewModes` for what each mode does. */
export type AccountReview = (typeof accountReviewModes)[number];

/** `PAYMENT_PROVIDER`: the built-in `sandbox` (the default) or Stripe Checkout. */
export type PaymentProviderName = (typeof paymentProviderNames)[number];

/**
 * The configuration as the server reads it: the environment through `EnvSchema` (env/schema.ts,
 * where each setting is described), with the limits no variable changes.
 */
const ConfigSchema = v.pipe(
  EnvSchema,
  v.transform((env) => ({ ...env, loginLimits: defaultLoginLimits, requestTimeouts: defaultRequestTimeouts })),
);

/**
 * The server's and the CLIs' configuration: `loadConfig` reads it from the environment. Inferred
 * from the schema, so a variable added there is in the type at once (docs/configuration.md).
 */
export type AppConfig = v.InferOutput<typeof ConfigSchema>;

/** `PAYMENT_PROVIDER` and its provider's secrets (env/payments.ts). */
export type PaymentsConfig = AppConfig['payments'];

/** Where uploaded files are kept (server-kernel/src/blobs): `BLOB_STORE`, `database` by default (its env/blob-store.ts). */
export type BlobStoreConfig = AppConfig['blobStore'];

/** An S3-compatible bucket (AWS S3, MinIO, ...) holding the blobs' bytes (`BLOB_STORE=s3`). */
export type S3StoreConfig = Omit<Extract<BlobStoreConfig, { kind: 's3' }>, 'kind'>;

/**
 * Reads the configuration from the environment through `ConfigSchema`; relative
 * paths are taken from the repo root. Throws, naming every refused variable and what it allows,
 * so the server and the CLIs stop before doing anything.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return parseEnv(ConfigSchema, env);
}
