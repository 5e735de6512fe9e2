import { countryNames, isCountryName } from './countries';

describe('countryNames', () => {
  it('should list every country of the reference data once, sorted', () => {
    expect(countryNames.length).toBeGreaterThan(240);
    expect(new Set(countryNames).size).toBe(countryNames.length);
    expect([...countryNames].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(countryNames);
  });

  it('should include Kosovo, which the data flags as user-assigned', () => {
    expect(countryNames).toContain('Kosovo');
  });
});

describe('isCountryName', () => {
  it.each([
    ['Sweden', true],
    ['Türkiye', true],
    ['sweden', false],
    ['SE', false],
    ['', false],
  ])('should say %j is a country name: %s', (name, expected) => {
    expect(isCountryName(name)).toBe(expected);
  });
});
