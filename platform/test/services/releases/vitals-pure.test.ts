import { describe, expect, it } from 'vitest';
import { defaultVitalsGate, type VitalsGate } from '../../../src/config';
import type { VitalSummary } from '../../../src/releases/types';
import { p75Of, vitalBoundOf, vitalBucketOf } from '../../../src/releases/vital-buckets';
import { vitalsVerdict } from '../../../src/releases/vitals-gate';

const histogram = (metric: 'LCP' | 'INP' | 'CLS', values: number[]) => {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(vitalBucketOf(metric, value), (counts.get(vitalBucketOf(metric, value)) ?? 0) + 1);
  return counts;
};

describe('p75 of a web vital from its histogram', () => {
  it('should be within 10% above the true p75, never below it', () => {
    for (const values of [
      [120, 340, 560, 780, 900, 1000, 1200, 4000],
      Array.from({ length: 1000 }, (_, i) => 50 + i * 7),
      [2500, 2500, 2500, 2500],
    ]) {
      const sorted = [...values].sort((a, b) => a - b);
      const truth = sorted[Math.ceil(0.75 * sorted.length) - 1]!;
      const { samples, p75 } = p75Of('LCP', histogram('LCP', values));
      expect(samples).toBe(values.length);
      expect(p75).toBeGreaterThanOrEqual(truth);
      expect(p75).toBeLessThanOrEqual(Math.ceil(truth * 1.1));
    }
  });

  it('should read layout shifts to a thousandth, zero shift in the first bucket', () => {
    expect(p75Of('CLS', histogram('CLS', [0, 0, 0, 0.02]))).toEqual({ samples: 4, p75: 0.001 });
    const { p75 } = p75Of('CLS', histogram('CLS', [0.05, 0.1, 0.1, 0.25]));
    expect(p75).toBeGreaterThanOrEqual(0.1);
    expect(p75).toBeLessThanOrEqual(0.11);
  });

  it('should count a value past the bound as the bound, and have no p75 without samples', () => {
    expect(vitalBucketOf('INP', 1e9)).toBe(vitalBucketOf('INP', 120_000));
    expect(vitalBoundOf('INP', vitalBucketOf('INP', 120_000))).toBeGreaterThanOrEqual(120_000);
    expect(p75Of('LCP', new Map())).toEqual({ samples: 0, p75: null });
  });
});

const none: VitalSummary = { samples: 0, p75: null };
const vitals = (lcp: VitalSummary, inp: VitalSummary = none, cls: VitalSummary = none) => ({ LCP: lcp, INP: inp, CLS: cls });
const gate: VitalsGate = { ...defaultVitalsGate, minSamples: 10 };
const live = (lcp: VitalSummary, inp?: VitalSummary, cls?: VitalSummary) => ({ version: '1.0.0', vitals: vitals(lcp, inp, cls) });
const next = (lcp: VitalSummary, inp?: VitalSummary, cls?: VitalSummary) => ({ version: '1.1.0', vitals: vitals(lcp, inp, cls) });

describe('the health gate on web vitals', () => {
  it.each([
    ['within the absolute margin (250 ms over a fast page)', 400, 640, null],
    ['past the absolute margin', 400, 660, 'hold'],
    ['within the relative margin (20% over a slow page)', 3000, 3590, null],
    ['past the relative margin', 3000, 3700, 'hold'],
    ['past three times the margin', 400, 1200, 'abort'],
    ['better than live', 1000, 500, null],
  ])('should judge an LCP p75 %s', (_case, before, after, action) => {
    const verdict = vitalsVerdict(next({ samples: 50, p75: after }), live({ samples: 50, p75: before }), gate);
    expect(verdict?.action ?? null).toBe(action);
  });

  it('should wait for enough page views on both versions', () => {
    expect(vitalsVerdict(next({ samples: 9, p75: 5000 }), live({ samples: 50, p75: 400 }), gate)).toBeNull();
    expect(vitalsVerdict(next({ samples: 50, p75: 5000 }), live({ samples: 9, p75: 400 }), gate)).toBeNull();
    expect(vitalsVerdict(next({ samples: 10, p75: 5000 }), live({ samples: 10, p75: 400 }), gate)?.action).toBe('abort');
  });

  it('should judge INP and CLS on their own margins and name every vital past them', () => {
    const verdict = vitalsVerdict(
      next({ samples: 50, p75: 400 }, { samples: 50, p75: 160 }, { samples: 50, p75: 0.08 }),
      live({ samples: 50, p75: 400 }, { samples: 50, p75: 100 }, { samples: 50, p75: 0.02 }),
      gate,
    );
    expect(verdict).toEqual({
      action: 'hold',
      reason:
        "1.1.0's INP p75 160 ms over 50 page views against 100 ms for live 1.0.0 (50): 60 ms worse, the gate allows 50 ms and aborts past 150 ms; " +
        'CLS p75 0.08 over 50 page views against 0.02 for live 1.0.0 (50): 0.06 worse, the gate allows 0.05 and aborts past 0.15',
    });
  });
});
