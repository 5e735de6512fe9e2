import { describe, expect, it } from 'vitest';
import { budgetTonnes, monthsLeftInYear, nextRunDate, planMonthOf, plannedTonnes } from './plans';

describe('monthly plans', () => {
  it('should name the month in UTC', () => {
    expect(planMonthOf(new Date('2026-11-30T23:30:00-02:00'))).toBe('2026-12');
    expect(planMonthOf(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01');
  });

  it('should count the months left to December, this one included', () => {
    expect(monthsLeftInYear('2026-01')).toBe(12);
    expect(monthsLeftInYear('2026-11')).toBe(2);
    expect(monthsLeftInYear('2026-12')).toBe(1);
  });

  it('should share the remaining tonnes over the months left, rounded up so December covers the year', () => {
    expect(plannedTonnes(10, '2026-11')).toBe(5);
    expect(plannedTonnes(11, '2026-11')).toBe(6);
    expect(plannedTonnes(5, '2026-12')).toBe(5);
    expect(plannedTonnes(1, '2026-01')).toBe(1);
    expect(plannedTonnes(0, '2026-05')).toBe(0);
    // A year covered by December whatever the start: the sum of each month's share is the whole.
    let remaining = 37;
    for (let month = 3; month <= 12; month += 1) remaining -= plannedTonnes(remaining, `2026-${String(month).padStart(2, '0')}`);
    expect(remaining).toBe(0);
  });

  it('should buy the whole tonnes a budget pays for, no more than is left', () => {
    expect(budgetTonnes(5000, 1200, 100)).toBe(4);
    expect(budgetTonnes(5000, 1200, 3)).toBe(3);
    expect(budgetTonnes(1000, 1200, 3)).toBe(0);
  });

  it('should run next on the 1st of the following month, UTC', () => {
    expect(nextRunDate(new Date('2026-12-15T10:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});
