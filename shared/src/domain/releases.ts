import type { Screen } from '../schemas/screen';

/**
 * The remotes composed by the host. Each is built from `mfe-<name>/` and published to the
 * release registry under its own versions (docs/releases.md).
 */
export const remoteNames = ['account', 'carbon', 'wallet', 'admin', 'console'] as const;
export type RemoteName = (typeof remoteNames)[number];

/**
 * How a remote's live version or rollout changed, as the audit records it: `activate` and
 * `rollback` switch the live version; `rollout` starts or reshapes a percentage rollout,
 * `promote` makes its version live, `abort` ends it (by a person, or by the health gate).
 */
export const activationActions = ['activate', 'rollback', 'rollout', 'promote', 'abort'] as const;
export type ActivationAction = (typeof activationActions)[number];

/**
 * Why a browser got the version it got: the live one, a rollout's (its bucket fell inside the
 * share), a canary it asked for, or a local dev server (development mode only).
 */
export const registryChannels = ['live', 'rollout', 'canary', 'dev'] as const;
export type RegistryChannel = (typeof registryChannels)[number];

/** One live remote in `GET /registry/remotes.json`: where its Module Federation manifest is. */
export interface RegistryEntry {
  name: RemoteName;
  version: string;
  /** Same-origin URL of the version's `mf-manifest.json`, e.g. `/remotes/account/1.0.0/mf-manifest.json`. */
  entry: string;
  channel: RegistryChannel;
  /**
   * The version's screens, from the `screens.json` its build published: the host builds its
   * routes, sidebar and titles from them, so a release can add or remove a screen.
   */
  screens: Screen[];
}

/** The reply of `GET /registry/remotes.json`, served `Cache-Control: no-store`. */
export interface RemoteRegistry {
  remotes: RegistryEntry[];
}

/**
 * The id of the `<script type="application/json">` in which the server writes the registry into a
 * site page when every browser gets the same one (no rollout in progress, no canary asked for): the
 * host then starts loading the page's remote without a round trip for the registry
 * (docs/performance.md). The page is served `no-store` like the registry, so a switch still reaches
 * every browser on its next load.
 */
export const registryElementId = 'release-registry';

/**
 * The class of the element in which the server draws a remote page into its HTML
 * (docs/performance.md, "come drawn in their HTML"): the host waits for that page's module before
 * its first render, and React's render replaces the element.
 */
export const prerenderedClass = 'prerendered';

/**
 * The query parameter of `GET /registry/remotes.json` carrying this browser's rollout id: a
 * random UUID the host keeps in localStorage under `rolloutClientKey`. It only picks a bucket
 * (0-99, from a hash of the id and the remote's name); nothing else is derived from it.
 */
export const rolloutClientParam = 'client';
export const rolloutClientKey = 'commons-client-id';

/** The outcome of one remote page load as the host saw it (docs/releases.md#health-reports-and-the-health-gate). */
export const loadOutcomes = ['loaded', 'load-failed', 'render-failed'] as const;
export type LoadOutcome = (typeof loadOutcomes)[number];

/** Where the host sends its load reports (`navigator.sendBeacon`, JSON as text/plain or application/json). */
export const healthReportUrl = '/registry/health';

/** Bounds of one report batch: what the endpoint accepts and the host never exceeds. */
export const healthReportLimits = {
  /** Reports in one batch. */
  maxReports: 20,
  /** A load time above this is counted as this (a tab left in the background, a stalled network). */
  maxDurationMs: 120_000,
  /** Bytes of one batch's body. */
  maxBodyBytes: 4096,
} as const;

/**
 * The page-view metrics the host reports per remote version with its load reports
 * (docs/releases.md#web-vitals): Largest Contentful Paint and Interaction to Next Paint in ms,
 * Cumulative Layout Shift unitless.
 */
export const webVitalNames = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalName = (typeof webVitalNames)[number];

/** The most a reported value counts as: a tab left in the background, a page that never settles. */
export const webVitalMaxima: Readonly<Record<WebVitalName, number>> = {
  LCP: healthReportLimits.maxDurationMs,
  INP: healthReportLimits.maxDurationMs,
  CLS: 100,
};
