import { averageIntensity } from '@tgwf/co2/data';
import { countryNames } from './countries';
import { detailedEstimate, gridCountries } from './detailed-estimate';
import { factorSetsByVersion, factorSet202611, type FactorSet } from './footprint-factors';

const later: FactorSet = { ...factorSet202611, version: '2027-03', vehicle: { ...factorSet202611.vehicle, gramsPerMile: 350 } };

describe('factor sets', () => {
  it("should hold Ember's figures exactly as @tgwf/co2 ships them", () => {
    const shipped = averageIntensity.data;
    for (const [code, [gramsPerKwh]] of Object.entries(factorSet202611.electricity.byCountry)) {
      expect({ code, gramsPerKwh }).toEqual({ code, gramsPerKwh: shipped[code] });
    }
    expect(factorSet202611.electricity.world[0]).toBe(shipped.WORLD);
  });

  it('should find a grid for nearly every country of the profile list', () => {
    const withGrid = countryNames.filter((country) => detailedEstimate({
      annualElectricalConsumption: 0, annualCarMiles: 0, annualWaterConsumption: 0, familyMembers: 0, country,
    }, factorSet202611).country !== null);
    // Ember covers 209 countries and territories; the rest (Antarctica, Vatican City, ...) use the world's.
    expect(withGrid.length).toBeGreaterThan(200);
  });

  it('should list every grid figure under the profile names, sorted', () => {
    const rows = gridCountries(factorSet202611);
    expect(rows).toHaveLength(Object.keys(factorSet202611.electricity.byCountry).length);
    expect(rows.find((row) => row.country === 'United States')).toEqual({ country: 'United States', gramsPerKwh: 383.55, year: 2024 });
    expect(rows.every((row) => countryNames.includes(row.country))).toBe(true);
  });

  it('should make the newest set current and keep the older one by its version', () => {
    const sets = factorSetsByVersion([factorSet202611]);
    sets.add(later);
    expect(sets.current().version).toBe('2027-03');
    expect(sets.get('2026-11')).toBe(factorSet202611);
    expect(sets.all().map((set) => set.version)).toEqual(['2026-11', '2027-03']);
  });

  it('should refuse to replace a released set or take a version that is not YYYY-MM', () => {
    const sets = factorSetsByVersion([factorSet202611]);
    expect(() => sets.add({ ...later, version: '2026-11' })).toThrow('Factor set 2026-11 is already released');
    expect(() => sets.add({ ...later, version: 'latest' })).toThrow("A factor set's version is YYYY-MM, not latest");
    expect(sets.current()).toBe(factorSet202611);
  });
});
