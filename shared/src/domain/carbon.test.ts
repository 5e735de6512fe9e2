import { dashboardYears, operationalDataYears } from './carbon';

describe('the years of the carbon screens', () => {
  it('should offer operational data from the previous year down to 2023', () => {
    expect(operationalDataYears(new Date(2026, 0, 1))).toEqual([2025, 2024, 2023]);
    expect(operationalDataYears(new Date(2024, 11, 31))).toEqual([2023]);
    expect(operationalDataYears(new Date(2023, 5, 1))).toEqual([]);
  });

  it('should offer the dashboard years from the current year down to 2023', () => {
    expect(dashboardYears(new Date(2026, 10, 23))).toEqual([2026, 2025, 2024, 2023]);
    expect(dashboardYears(new Date(2023, 0, 1))).toEqual([2023]);
  });
});
