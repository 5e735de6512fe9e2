import { healthReportLimits } from '@commons/shared/domain';
import { batchesOf, createHealthReporter, loads, type LoadReport } from './health-reporter';

const loaded = (ms = 120): LoadReport => ({ remote: 'carbon', version: '1.1.0', outcome: 'loaded', ms });

describe('health reports', () => {
  const manualTimer = () => {
    let pending: (() => void) | null = null;
    return {
      setTimer: (run: () => void) => {
        pending = run;
        return 1;
      },
      clearTimer: () => {
        pending = null;
      },
      fire: () => pending?.(),
      get pending() {
        return pending !== null;
      },
    };
  };

  it('should send one batch a while after the last report, not one request per load', () => {
    const send = vi.fn((_body: string) => true);
    const timer = manualTimer();
    const reporter = createHealthReporter({ send, ...timer });
    reporter.report(loaded(100));
    reporter.report({ remote: 'wallet', version: '2.0.0', outcome: 'load-failed', ms: 10_000 });
    reporter.report({ remote: 'carbon', version: '1.1.0', outcome: 'render-failed', ms: 300 });
    expect(send).not.toHaveBeenCalled();

    timer.fire();
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(send.mock.calls[0]![0])).toEqual({
      reports: [loaded(100), { remote: 'wallet', version: '2.0.0', outcome: 'load-failed', ms: 10_000 }, { remote: 'carbon', version: '1.1.0', outcome: 'render-failed', ms: 300 }],
    });
  });

  it('should send at once when a batch is full', () => {
    const send = vi.fn((_body: string) => true);
    const timer = manualTimer();
    const reporter = createHealthReporter({ send, ...timer });
    for (let i = 0; i < healthReportLimits.maxReports; i += 1) reporter.report(loaded());
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(send.mock.calls[0]![0]).reports).toHaveLength(healthReportLimits.maxReports);
    expect(timer.pending).toBe(false);
  });

  it('should round times and cap them at the bound the endpoint takes', () => {
    const send = vi.fn((_body: string) => true);
    const reporter = createHealthReporter({ send, ...manualTimer() });
    reporter.report(loaded(123.6));
    reporter.report(loaded(10 * healthReportLimits.maxDurationMs));
    reporter.report(loaded(-5));
    reporter.flush();
    expect(JSON.parse(send.mock.calls[0]![0]).reports.map((r: LoadReport) => r.ms)).toEqual([124, healthReportLimits.maxDurationMs, 0]);
  });

  it('should drop a batch the browser will not send, and never throw at the page', () => {
    const send = vi.fn((_body: string): boolean => {
      throw new Error('no beacon');
    });
    const reporter = createHealthReporter({ send, ...manualTimer() });
    reporter.report(loaded());
    expect(() => reporter.flush()).not.toThrow();
    reporter.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('should keep every batch within the count and byte bounds', () => {
    const reports = Array.from({ length: 45 }, (_, i) => ({ ...loaded(i), version: `1.0.${i}+${'a'.repeat(90)}` }));
    const batches = batchesOf(loads(reports));
    for (const body of batches) {
      expect(new Blob([body]).size).toBeLessThanOrEqual(healthReportLimits.maxBodyBytes);
      expect(JSON.parse(body).reports.length).toBeLessThanOrEqual(healthReportLimits.maxReports);
    }
    expect(batches.flatMap((body) => JSON.parse(body).reports)).toEqual(reports);
  });

  it('should send web vitals beside load reports, in the same batches', () => {
    const send = vi.fn((_body: string) => true);
    const reporter = createHealthReporter({ send, ...manualTimer() });
    reporter.report(loaded(100));
    reporter.reportVital({ remote: 'carbon', version: '1.1.0', metric: 'LCP', value: 812.4 });
    reporter.reportVital({ remote: 'carbon', version: '1.1.0', metric: 'CLS', value: 0.02 });
    reporter.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(send.mock.calls[0]![0])).toEqual({
      reports: [loaded(100)],
      vitals: [
        { remote: 'carbon', version: '1.1.0', metric: 'LCP', value: 812.4 },
        { remote: 'carbon', version: '1.1.0', metric: 'CLS', value: 0.02 },
      ],
    });
  });
});
