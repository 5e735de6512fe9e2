import { healthReportLimits, healthReportUrl, type LoadOutcome, type RemoteName, type WebVitalName } from '@commons/shared/domain';

/** One remote page load as the host saw it: the shape `POST /registry/health` counts. */
export interface LoadReport {
  remote: RemoteName;
  version: string;
  outcome: LoadOutcome;
  ms: number;
}

/** One web vital of a page view, for one remote version that drew the page (docs/releases.md#web-vitals). */
export interface VitalReport {
  remote: RemoteName;
  version: string;
  metric: WebVitalName;
  value: number;
}

/** What the reporter queues: a load or a vital, sent together in the endpoint's batches. */
type Entry = { load: LoadReport } | { vital: VitalReport };

export interface ReporterOptions {
  /** Sends one batch; false when the browser would not queue it. */
  send?: (body: string) => boolean;
  /** How long after the last report a partial batch waits for company. */
  delayMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const beacon = (body: string) =>
  typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
    ? navigator.sendBeacon(healthReportUrl, body)
    : false;

function bodyOf(entries: Entry[]): string {
  const reports = entries.flatMap((entry) => ('load' in entry ? [entry.load] : []));
  const vitals = entries.flatMap((entry) => ('vital' in entry ? [entry.vital] : []));
  return JSON.stringify({ ...(reports.length > 0 ? { reports } : {}), ...(vitals.length > 0 ? { vitals } : {}) });
}

/** Load reports as the reporter queues them, for `batchesOf`. */
export const loads = (reports: LoadReport[]): Entry[] => reports.map((load) => ({ load }));

/**
 * Splits entries into batches within the endpoint's bounds: at most `maxReports` each and at most
 * `maxBodyBytes` of JSON (an entry is about 80 bytes, so the count binds first in practice).
 */
export function batchesOf(entries: Entry[]): string[] {
  const batches: string[] = [];
  let batch: Entry[] = [];
  for (const report of entries) {
    const next = [...batch, report];
    const fits = next.length <= healthReportLimits.maxReports && new Blob([bodyOf(next)]).size <= healthReportLimits.maxBodyBytes;
    if (fits) {
      batch = next;
      continue;
    }
    if (batch.length > 0) batches.push(bodyOf(batch));
    batch = [report];
  }
  if (batch.length > 0) batches.push(bodyOf(batch));
  return batches;
}

/**
 * Collects the host's remote page loads and web vitals and sends them in small batches with
 * `navigator.sendBeacon`, which survives the page being closed: when a batch is full, a few
 * seconds after the last report, and when the page is hidden. Health is best effort: a batch the
 * browser will not send is dropped, never retried, and nothing here ever throws at the page.
 */
export function createHealthReporter({
  send = beacon,
  delayMs = 5000,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: ReporterOptions = {}) {
  let queue: Entry[] = [];
  let timer: unknown = null;

  const flush = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    const reports = queue;
    queue = [];
    for (const body of batchesOf(reports)) {
      try {
        send(body);
      } catch {
        // A browser that refuses the beacon loses this batch, nothing more.
      }
    }
  };

  const enqueue = (entry: Entry) => {
    queue.push(entry);
    if (queue.length >= healthReportLimits.maxReports) flush();
    else if (timer === null) timer = setTimer(flush, delayMs);
  };

  return {
    report(report: LoadReport) {
      const ms = Math.min(Math.max(0, Math.round(report.ms)), healthReportLimits.maxDurationMs);
      enqueue({ load: { ...report, ms } });
    },
    reportVital(vital: VitalReport) {
      enqueue({ vital });
    },
    flush,
  };
}

export type HealthReporter = ReturnType<typeof createHealthReporter>;

/** The page's reporter; `listenForPageExit` sends what is queued when the page goes away. */
export const healthReporter = createHealthReporter();

export function listenForPageExit(reporter: HealthReporter = healthReporter): void {
  window.addEventListener('pagehide', reporter.flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  });
}
