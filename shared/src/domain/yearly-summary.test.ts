import type { CarbonRecord } from './carbon-records';
import { emissionBars, yearlySummary } from './yearly-summary';

const record = (year: number, changes: Partial<CarbonRecord> = {}): CarbonRecord => ({
  year,
  status: 'ESTIMATED',
  emissions: null,
  estimatedEmissions: 24,
  credits: 0,
  offsets: 0,
  badge: 'GRAY',
  ...changes,
});

describe('yearlySummary', () => {
  const records = [record(2024, { emissions: 30, offsets: 30, credits: 30, badge: 'BLUE', status: 'APPROVED' }), record(2025)];

  it('should show the record of the chosen year', () => {
    expect(yearlySummary(records, 2024)).toEqual({ year: 2024, estimatedEmissions: 24, emissions: 30, offsets: 30, badge: 'BLUE' });
    expect(yearlySummary(records, 2025)).toEqual({ year: 2025, estimatedEmissions: 24, emissions: null, offsets: 0, badge: 'GRAY' });
  });

  it('should show dashes and GRAY for a year with no record', () => {
    expect(yearlySummary(records, 2026)).toEqual({ year: 2026, estimatedEmissions: null, emissions: null, offsets: null, badge: 'GRAY' });
    expect(yearlySummary([], 2023).badge).toBe('GRAY');
  });
});

describe('emissionBars', () => {
  it('should chart actual emissions, the estimate where actual is missing, oldest year first', () => {
    const records = [record(2025, { offsets: 12 }), record(2023, { emissions: 40 }), record(2024, { estimatedEmissions: null })];
    expect(emissionBars(records)).toEqual([
      { year: 2023, emissions: 40, offsets: 0 },
      { year: 2024, emissions: 0, offsets: 0 },
      { year: 2025, emissions: 24, offsets: 12 },
    ]);
  });
});
