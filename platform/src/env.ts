import path from 'node:path';
import type * as v from 'valibot';
import { fraction, optionalText, positiveCount, positiveNumber, text } from '@commons/server-kernel/env/readers';
import { defaultVitalsGate as vitals } from './config';
import { repoRoot } from './paths';

/**
 * The environment variables the platform reads (docs/configuration.md), each with its default.
 * The server's schema (api/src/env/schema.ts) takes them as they are, so both read them alike.
 */
export const platformVariables = {
  DATA_DIR: text('.data'),
  DATABASE_URL: optionalText(),
  DEPLOY_DIR: optionalText(),
  HOST_DIST: text('host/dist'),
  OPERATOR_TOKEN: optionalText(),
  ROLLOUT_GATE_MIN_LOADS: positiveCount(20),
  ROLLOUT_GATE_MAX_EXCESS: fraction(0.05),
  ROLLOUT_GATE_VITALS_MIN_SAMPLES: positiveCount(vitals.minSamples),
  ROLLOUT_GATE_VITALS_ABORT_FACTOR: positiveNumber(vitals.abortFactor),
  ROLLOUT_GATE_LCP_RATIO: positiveNumber(vitals.margins.LCP.ratio),
  ROLLOUT_GATE_LCP_MS: positiveNumber(vitals.margins.LCP.plus),
  ROLLOUT_GATE_INP_RATIO: positiveNumber(vitals.margins.INP.ratio),
  ROLLOUT_GATE_INP_MS: positiveNumber(vitals.margins.INP.plus),
  ROLLOUT_GATE_CLS_RATIO: positiveNumber(vitals.margins.CLS.ratio),
  ROLLOUT_GATE_CLS_PLUS: positiveNumber(vitals.margins.CLS.plus),
  HEALTH_REPORTS_PER_MINUTE: positiveCount(60),
  NODE_ENV: optionalText(),
  RELEASE_USER: optionalText(),
};

type PlatformVariables = v.InferOutput<v.ObjectSchema<typeof platformVariables, undefined>>;

const fromRoot = (value: string) => path.resolve(repoRoot, value);

/** The platform's part of the configuration, shaped from its variables. */
export function platformSettings(env: PlatformVariables) {
  const dataDir = fromRoot(env.DATA_DIR);
  return {
    dataDir,
    /** PostgreSQL server; when null the embedded PGlite in `$DATA_DIR/db` is used. */
    databaseUrl: env.DATABASE_URL,
    deployDir: env.DEPLOY_DIR ? fromRoot(env.DEPLOY_DIR) : path.join(dataDir, 'remotes'),
    hostDist: fromRoot(env.HOST_DIST),
    /** Bearer token of the operator endpoints; null refuses every operator call. */
    operatorToken: env.OPERATOR_TOKEN,
    /** `ROLLOUT_GATE_MIN_LOADS` (default 20) and `ROLLOUT_GATE_MAX_EXCESS` (default 0.05). */
    rolloutGate: { minLoads: env.ROLLOUT_GATE_MIN_LOADS, maxExcess: env.ROLLOUT_GATE_MAX_EXCESS },
    /** `ROLLOUT_GATE_VITALS_*` and the margins `ROLLOUT_GATE_<LCP|INP|CLS>_*` (docs/releases.md#web-vitals). */
    vitalsGate: {
      minSamples: env.ROLLOUT_GATE_VITALS_MIN_SAMPLES,
      abortFactor: env.ROLLOUT_GATE_VITALS_ABORT_FACTOR,
      margins: {
        LCP: { ratio: env.ROLLOUT_GATE_LCP_RATIO, plus: env.ROLLOUT_GATE_LCP_MS },
        INP: { ratio: env.ROLLOUT_GATE_INP_RATIO, plus: env.ROLLOUT_GATE_INP_MS },
        CLS: { ratio: env.ROLLOUT_GATE_CLS_RATIO, plus: env.ROLLOUT_GATE_CLS_PLUS },
      },
    },
    /** Health report batches accepted per client address and minute (`POST /registry/health`). */
    healthReportsPerMinute: env.HEALTH_REPORTS_PER_MINUTE,
    /**
     * `NODE_ENV=development`: a tab may load a remote from a local dev server
     * (`?remote=carbon@http://localhost:3002/mf-manifest.json`); never in production.
     */
    devRemotes: env.NODE_ENV === 'development',
    /** `RELEASE_USER`: who `pnpm release` records a switch as; null: the login name. */
    releaseUser: env.RELEASE_USER,
  };
}
