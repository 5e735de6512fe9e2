import { describe, expect, it } from 'vitest';
import { describeFootprintPeriod, describeYearShare, formatFootprintPeriod } from './footprint-period';

describe('footprint period', () => {
  it('should name a checkout by its year and a monthly offset by its month', () => {
    expect(formatFootprintPeriod({ year: 2025 })).toBe('2025');
    expect(formatFootprintPeriod({ year: 2025, month: 1 })).toBe('January 2025');
    expect(formatFootprintPeriod({ year: 2024, month: 12 })).toBe('December 2024');
  });

  it('should say in full which footprint, and which of the twelve monthly offsets', () => {
    expect(describeFootprintPeriod({ year: 2025 })).toBe('The household footprint of 2025');
    expect(describeFootprintPeriod({ year: 2025, month: 3 })).toBe('March 2025: monthly offset 3 of 12 of the household footprint of 2025');
  });

  it("should say which part of the year's footprint a plan's month covers, never the whole year", () => {
    const period = { year: 2024, share: { tonnes: 2, yearTonnes: 12 } };
    expect(describeYearShare(2024, period.share)).toBe("2 t of 2024's 12 t");
    expect(describeFootprintPeriod(period)).toBe("2 t of 2024's 12 t of household footprint, by a monthly plan");
  });
});
