import { remoteNames } from '@commons/shared/domain';
import type { RemoteRelease, ReleaseBoard, SwitchHistoryPage, VersionMetrics } from '@commons/shared/schemas';

const metrics = (version: string, loads: number, lcp: number | null): VersionMetrics => ({
  version,
  loads,
  failureRate: 0.02,
  medianMs: 400,
  p95Ms: 1200,
  LCP: { samples: lcp === null ? 0 : 80, p75: lcp },
  INP: { samples: 80, p75: 120 },
  CLS: { samples: 80, p75: 0.05 },
});

const idle = (remote: RemoteRelease['remote']): RemoteRelease => ({
  remote,
  live: { version: '1.0.0', since: '2026-11-29T08:00:00.000Z', by: 'ci' },
  rollout: null,
  rollbackTo: null,
  versions: [{ version: '1.0.0', publishedAt: '2026-11-29T07:00:00.000Z', publishedBy: 'ci' }],
  held: null,
  frozen: null,
  aborted: null,
  lastHour: [],
  lastDay: [],
});

/** wallet live on 1.4.0 (1.3.2 before it, 1.5.0 published), admin rolling 2.1.0 out held by the gate. */
export const wallet: RemoteRelease = {
  ...idle('wallet'),
  live: { version: '1.4.0', since: '2026-11-29T09:00:00.000Z', by: 'rhea@example.org' },
  rollbackTo: '1.3.2',
  versions: ['1.5.0', '1.4.0', '1.3.2'].map((version) => ({ version, publishedAt: '2026-11-29T07:00:00.000Z', publishedBy: 'ci' })),
  lastHour: [metrics('1.4.0', 1234, 1800)],
  lastDay: [metrics('1.4.0', 56789, 1900), metrics('1.3.2', 10, null)],
};

export const admin: RemoteRelease = {
  ...idle('admin'),
  live: { version: '2.0.0', since: '2026-11-29T09:00:00.000Z', by: 'ci' },
  rollout: { version: '2.1.0', percent: 10, startedAt: '2026-11-29T10:00:00.000Z', startedBy: 'rhea@example.org' },
  versions: ['2.1.0', '2.0.0'].map((version) => ({ version, publishedAt: '2026-11-29T07:00:00.000Z', publishedBy: 'ci' })),
  held: "2.1.0's LCP p75 3200 ms over 50 page views against 1800 ms for live 2.0.0 (400)",
};

/** carbon frozen for the year-end close: it would allow a rollback and an activation otherwise. */
export const carbon: RemoteRelease = {
  ...idle('carbon'),
  rollbackTo: '0.9.0',
  versions: ['1.1.0', '1.0.0', '0.9.0'].map((version) => ({ version, publishedAt: '2026-11-29T07:00:00.000Z', publishedBy: 'ci' })),
  frozen: { by: 'rel@example.org', since: '2026-11-29T23:40:00.000Z', reason: 'year-end close' },
};

const fixed: Partial<Record<RemoteRelease['remote'], RemoteRelease>> = { wallet, admin, carbon };

/** GET /api/console/releases as the server replies. */
export const releaseBoard: ReleaseBoard = {
  remotes: remoteNames.map((name) => fixed[name] ?? idle(name)),
};

/** A first page of GET /api/console/releases/history. */
export const historyPage: SwitchHistoryPage = {
  switches: [
    { id: '7', remote: 'wallet', action: 'activate', version: '1.4.0', previous: '1.3.2', percent: null, at: '2026-11-29T09:00:00.000Z', by: 'rhea@example.org', reason: 'new payout form', forced: false },
    { id: '6', remote: 'admin', action: 'abort', version: '2.0.1', previous: '2.0.0', percent: null, at: '2026-11-29T08:00:00.000Z', by: 'health-gate', reason: '2.0.1 failed 9 of 20 loads', forced: false },
  ],
  page: 1,
  limit: 10,
  total: 2,
};
