import { describeFreeze } from '../releases/freezes';
import type {
  ActivationInfo,
  FreezeResult,
  PublishResult,
  RemoteListing,
  RemoteStatus,
  RolloutResult,
  SwitchResult,
  VersionHealth,
  VersionVitals,
  VitalSummary,
} from '../releases/types';
import { table, when } from '@commons/server-kernel/cli/output';

const verbs: Record<ActivationInfo['action'], string> = {
  activate: 'activated',
  rollback: 'rolled back',
  promote: 'promoted',
  rollout: 'rolled out',
  abort: 'aborted',
};

const switched = (live: ActivationInfo) => `${verbs[live.action]} ${when(live.activatedAt)} by ${live.activatedBy}`;

const percentOf = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const ms = (value: number | null) => (value === null ? '-' : `<=${value} ms`);

/** One remote's versions over the last hour, as a table under its heading. */
function healthLines(health: VersionHealth[]): string[] {
  if (health.length === 0) return ['  no page loads reported in the last hour'];
  const rows = [
    ['version', 'share', 'loads', 'failures', 'rate', 'median', 'p95'],
    ...health.map((h) => [
      h.version,
      percentOf(h.share),
      String(h.loads),
      String(h.failures),
      percentOf(h.failureRate),
      ms(h.medianMs),
      ms(h.p95Ms),
    ]),
  ];
  return table(rows, '').map((line) => `  ${line}`);
}

const vital = (unit: string) => (v: VitalSummary) => (v.p75 === null ? '-' : `<=${v.p75}${unit} (${v.samples})`);
const timing = vital(' ms');
const shift = vital('');

/** One remote's p75 web vitals per version over the last hour, with the page views each counts. */
function vitalsLines(vitals: VersionVitals[]): string[] {
  if (vitals.length === 0) return ['  no web vitals reported in the last hour'];
  const rows = [['version', 'LCP p75 (views)', 'INP p75 (views)', 'CLS p75 (views)'], ...vitals.map((v) => [v.version, timing(v.LCP), timing(v.INP), shift(v.CLS)])];
  return table(rows, '').map((line) => `  ${line}`);
}

export function formatStatus(remotes: RemoteStatus[]): string[] {
  const width = Math.max(...remotes.map((r) => r.name.length));
  return remotes.flatMap(({ name, live, rollout, health, vitals, held, frozen }) => [
    `${name.padEnd(width)}  ${live ? `${live.version}  (${switched(live)})` : 'no live version'}`,
    ...(rollout
      ? [`  rollout ${rollout.version} to ${rollout.percent}% (started ${when(rollout.startedAt)} by ${rollout.startedBy})`]
      : []),
    ...(frozen ? [`  FROZEN by ${frozen.by} since ${when(frozen.since)}: ${frozen.reason}`] : []),
    ...(held ? [`  held by the health gate: ${held}`] : []),
    ...healthLines(health),
    ...vitalsLines(vitals),
  ]);
}

/** One audit row: when, what, to which version, from which, by whom, and any share, force or reason. */
function historyLine(h: ActivationInfo): string {
  const extras = [
    h.previous ? `from ${h.previous}` : null,
    h.percent === null ? null : `${h.percent}%`,
    h.forced ? 'forced' : null,
    h.reason ? `reason: ${h.reason}` : null,
  ].filter(Boolean);
  return `    ${when(h.activatedAt)}  ${h.action.padEnd(8)}  ${h.version}  by ${h.activatedBy}${extras.length ? `  (${extras.join(', ')})` : ''}`;
}

export function formatListing(remotes: RemoteListing[]): string[] {
  return remotes.flatMap(({ name, live, rollout, versions, history }) => [
    `${name}: ${live ? `live ${live.version} (${switched(live)})` : 'no live version'}`,
    ...(rollout ? [`  rollout ${rollout.version} to ${rollout.percent}%`] : []),
    ...(versions.length === 0 ? ['  no published versions'] : []),
    ...versions.map((v) => {
      const published = `published ${when(v.publishedAt)} by ${v.publishedBy}`;
      return `  ${v.live ? '*' : ' '} ${v.version}  ${published}  sha256 ${v.contentHash.slice(0, 12)}`;
    }),
    ...history.map(historyLine),
  ]);
}

/** The line of an activation: what is live now and what it replaced. */
export const formatSwitch = ({ name, version, previous, changed }: SwitchResult): string =>
  changed ? `${name} ${version} is live${previous ? ` (was ${previous})` : ''}` : `${name} ${version} is already live`;

/** The line of a rollout: the new share, and what the rest of the browsers keep getting. */
export const formatRollout = ({ name, version, percent, previousPercent, live }: RolloutResult): string =>
  `${name} ${version} rolls out to ${percent}% of browsers${previousPercent === null ? '' : ` (was ${previousPercent}%)`}; the rest get ${live}`;

/**
 * The lines of a publish and of the activation that followed it (`--activate`). When neither
 * changed anything, as in `npm start` with nothing rebuilt, one plain line says so: two lines
 * reading "published" and "live" looked like a release that never happened.
 */
export function formatPublish(published: PublishResult, switched: SwitchResult | null): string[] {
  const { name, version } = published;
  if (switched && !published.created && !switched.changed) return [`${name} ${version} is already published and live`];
  const outcome = published.created ? 'published' : 'already published with the same content';
  return [`${name} ${version} ${outcome}`, ...(switched ? [formatSwitch(switched)] : [])];
}

/** The line of a freeze: what it stops, and how it ends. */
export const formatFreeze = (freeze: FreezeResult): string =>
  `${describeFreeze(freeze.name, freeze)}; no switch until \`pnpm release unfreeze ${freeze.name} --reason R\``;

/** The line of an unfreeze: the freeze that ended. */
export const formatUnfreeze = (freeze: FreezeResult): string =>
  `${freeze.name} is unfrozen (it was frozen by ${freeze.by} since ${when(freeze.since)}: ${freeze.reason})`;
