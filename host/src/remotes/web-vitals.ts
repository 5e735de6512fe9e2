import { webVitalNames, type WebVitalName } from '@commons/shared/domain';
import { drawnRemotes, type DrawnRemote } from './drawn-remotes';
import { healthReporter, type HealthReporter, type VitalReport } from './health-reporter';

/** What the reporter needs of a web-vitals metric. */
interface Metric {
  name: string;
  value: number;
}

/** How long after the page's load event web-vitals is fetched, unless the visitor acts first. */
export const webVitalsDelayMs = 3000;

const isVital = (name: string): name is WebVitalName => (webVitalNames as readonly string[]).includes(name);

/**
 * One report per remote version that drew the page view. LCP is final at the first input or when
 * the page is hidden, INP and CLS when it is hidden, so the remotes drawn by then are those the
 * visitor saw (docs/releases.md#web-vitals).
 */
export function vitalReports(metric: Metric, drawn: DrawnRemote[]): VitalReport[] {
  if (!isVital(metric.name) || !Number.isFinite(metric.value)) return [];
  const value = Math.max(0, metric.name === 'CLS' ? Number(metric.value.toFixed(4)) : Math.round(metric.value));
  return drawn.map(({ remote, version }) => ({ remote, version, metric: metric.name as WebVitalName, value }));
}

/** Measures this page view's LCP, INP and CLS with web-vitals and queues them on the reporter. */
export async function reportWebVitals(reporter: HealthReporter = healthReporter, drawn = drawnRemotes): Promise<void> {
  const { onCLS, onINP, onLCP } = await import(/* webpackChunkName: "web-vitals" */ 'web-vitals');
  const report = (metric: Metric) => {
    for (const vital of vitalReports(metric, drawn())) reporter.reportVital(vital);
    // web-vitals reports as the page is hidden, after the reporter's own flush on hiding.
    if (document.visibilityState === 'hidden') reporter.flush();
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
}

/**
 * Starts web-vitals once the page has loaded and settled, or at the visitor's first input, so its
 * script is not part of a page's first load (e2e/tests/budgets.spec.ts). Its observers read the
 * browser's buffered entries, so starting late loses nothing of LCP and CLS.
 */
export function startWebVitals(start: () => Promise<void> = reportWebVitals): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    removeEventListener('pointerdown', once, true);
    removeEventListener('keydown', once, true);
    start().catch((error: unknown) => console.warn('web vitals are not reported', error));
  };
  addEventListener('pointerdown', once, true);
  addEventListener('keydown', once, true);
  const later = () => setTimeout(once, webVitalsDelayMs);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}
