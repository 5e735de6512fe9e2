import { formatCount, formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it('should show a date-time readably', () => {
    expect(formatDateTime('2025-03-04T12:00:00.000Z')).toMatch(/^Mar \d, 2025, \d{1,2}:\d{2}\s[AP]M$/);
  });

  it('should leave text that is not a date as it is', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('formatCount', () => {
  it('should group thousands', () => {
    expect(formatCount(12345)).toBe('12,345');
  });
});
