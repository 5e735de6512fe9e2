import { detailedEstimate } from './detailed-estimate';
import { estimateEmissions } from './emissions';
import { factorSet202611 } from './footprint-factors';

// The reference household of docs/methodology.md, worked by hand there.
const reference = {
  annualElectricalConsumption: 10_000,
  annualCarMiles: 20_000,
  annualWaterConsumption: 50_000,
  familyMembers: 2,
  country: 'United States',
};

const tonnesOf = (estimate: ReturnType<typeof detailedEstimate>) =>
  Object.fromEntries(estimate.lines.map((line) => [line.key, line.tonnes]));

describe('detailedEstimate', () => {
  it('should match the worked example of the reference household within 1%', () => {
    const estimate = detailedEstimate(reference, factorSet202611);
    // 3.8355 (electricity) + 8 (car) + 0.02877 (water) + 1.5 (three persons) = 13.36427 t.
    expect(Math.abs(estimate.totalTonnes - 13.36427) / 13.36427).toBeLessThan(0.01);
    expect(tonnesOf(estimate)).toEqual({
      electricity: expect.closeTo(3.8355, 4),
      vehicles: expect.closeTo(8, 6),
      water: expect.closeTo(0.02877, 5),
      family: 1.5,
    });
    expect(estimate.factorSetVersion).toBe('2026-11');
    expect(estimate.country).toBe('United States');
  });

  it('should stand beside the contract estimate, which stays 48 t for the same household', () => {
    expect(estimateEmissions({ ...reference, totalNoofVehicels: 2 })).toBe(48);
  });

  it('should cite a source with a year and licence on every line', () => {
    for (const line of detailedEstimate(reference, factorSet202611).lines) {
      expect(line.source.name).not.toBe('');
      expect(line.source.url).not.toBe('');
      expect(line.source.licence).not.toBe('');
      expect(line.source.year).toBeGreaterThan(2000);
    }
  });

  it("should use the country's grid: France's low-carbon grid makes the same kWh far lighter", () => {
    const france = detailedEstimate({ ...reference, country: 'France' }, factorSet202611);
    expect(tonnesOf(france).electricity).toBeCloseTo(0.4418, 4);
    expect(france.lines[0]?.note).toBe('Grid average of France');
  });

  it('should fall back to the world average, and say so, for a missing or unknown country', () => {
    for (const country of ['', 'Atlantis']) {
      const estimate = detailedEstimate({ ...reference, country }, factorSet202611);
      expect(estimate.country).toBeNull();
      expect(tonnesOf(estimate).electricity).toBeCloseTo(4.7294, 4);
      expect(estimate.lines[0]?.note).toMatch(/world average used$/);
    }
  });

  it('should count car miles, which the contract estimate leaves out', () => {
    const more = detailedEstimate({ ...reference, annualCarMiles: 30_000 }, factorSet202611);
    expect(more.totalTonnes - detailedEstimate(reference, factorSet202611).totalTonnes).toBeCloseTo(4, 6);
  });

  it('should count the holder alone as half a tonne, and an empty year as nothing else', () => {
    const empty = { annualElectricalConsumption: 0, annualCarMiles: 0, annualWaterConsumption: 0, familyMembers: 0 };
    expect(detailedEstimate({ ...empty, country: 'Kenya' }, factorSet202611).totalTonnes).toBe(0.5);
  });
});
