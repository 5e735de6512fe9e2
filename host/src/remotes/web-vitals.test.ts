import { startWebVitals, vitalReports, webVitalsDelayMs } from './web-vitals';

const drawn = [
  { remote: 'carbon' as const, version: '1.1.0' },
  { remote: 'account' as const, version: '2.0.0' },
];

describe('web vitals', () => {
  it('should count a vital for every remote version that drew the page view', () => {
    expect(vitalReports({ name: 'LCP', value: 1234.56 }, drawn)).toEqual([
      { remote: 'carbon', version: '1.1.0', metric: 'LCP', value: 1235 },
      { remote: 'account', version: '2.0.0', metric: 'LCP', value: 1235 },
    ]);
    expect(vitalReports({ name: 'CLS', value: 0.123456 }, drawn.slice(0, 1))).toEqual([
      { remote: 'carbon', version: '1.1.0', metric: 'CLS', value: 0.1235 },
    ]);
  });

  it('should report nothing of a page no remote drew, nor of metrics the gate does not read', () => {
    expect(vitalReports({ name: 'LCP', value: 900 }, [])).toEqual([]);
    expect(vitalReports({ name: 'TTFB', value: 90 }, drawn)).toEqual([]);
    expect(vitalReports({ name: 'INP', value: Number.NaN }, drawn)).toEqual([]);
  });

  it('should start after the page has loaded and settled, or at the first input, once', async () => {
    vi.useFakeTimers();
    try {
      const start = vi.fn(async () => {});
      startWebVitals(start);
      vi.advanceTimersByTime(webVitalsDelayMs - 1);
      expect(start).not.toHaveBeenCalled();
      window.dispatchEvent(new KeyboardEvent('keydown'));
      expect(start).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(webVitalsDelayMs);
      window.dispatchEvent(new KeyboardEvent('keydown'));
      expect(start).toHaveBeenCalledTimes(1);

      const idle = vi.fn(async () => {});
      startWebVitals(idle);
      vi.advanceTimersByTime(webVitalsDelayMs);
      expect(idle).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
