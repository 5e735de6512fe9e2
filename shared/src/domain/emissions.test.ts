import { estimateEmissions, monthlyOffsetTonnes } from './emissions';

const nothing = { annualElectricalConsumption: 0, annualWaterConsumption: 0, totalNoofVehicels: 0, familyMembers: 0 };

describe('estimateEmissions', () => {
  it('should give 12 tonnes for the holder alone with no consumption (0.5 / 12 rounds up to 1 month)', () => {
    expect(estimateEmissions(nothing)).toBe(12);
  });

  it('should count 0.5 t per family member before rounding up to whole months', () => {
    // 0.5 + 23 x 0.5 = 12 t: exactly 1 month of 12.
    expect(estimateEmissions({ ...nothing, familyMembers: 23 })).toBe(12);
    // 0.5 + 24 x 0.5 = 12.5 t: 1.04 months, rounded up to 2.
    expect(estimateEmissions({ ...nothing, familyMembers: 24 })).toBe(24);
  });

  it('should count one vehicle as 0.535 x 36000 / 1000 = 19.26 t', () => {
    // 19.26 + 0.5 = 19.76 t -> 1.65 months -> 2 -> 24 t.
    expect(estimateEmissions({ ...nothing, totalNoofVehicels: 1 })).toBe(24);
    // 2 vehicles + 2 members: 38.52 + 1 + 0.5 = 40.02 t -> 3.335 -> 4 -> 48 t.
    expect(estimateEmissions({ ...nothing, totalNoofVehicels: 2, familyMembers: 2 })).toBe(48);
  });

  it('should count electricity at 0.578 kg per kWh', () => {
    // 10,000 kWh = 5.78 t; + 0.5 = 6.28 t -> 1 month -> 12 t.
    expect(estimateEmissions({ ...nothing, annualElectricalConsumption: 10_000 })).toBe(12);
    // 40,000 kWh = 23.12 t; + 0.5 = 23.62 t -> 1.97 -> 2 -> 24 t.
    expect(estimateEmissions({ ...nothing, annualElectricalConsumption: 40_000 })).toBe(24);
  });

  it('should count water at 0.000001 kg per gallon, next to nothing', () => {
    // 100,000 gallons = 0.0001 t.
    expect(estimateEmissions({ ...nothing, annualWaterConsumption: 100_000 })).toBe(12);
  });

  it('should not round an exact multiple of 12 up a month because of float error', () => {
    // 0.5 + 47 x 0.5 = 24 t exactly: 2 months, not 3.
    expect(estimateEmissions({ ...nothing, familyMembers: 47 })).toBe(24);
    // 11.5 t of electricity, which float arithmetic turns into 11.500000000000002 t: 12 t in all.
    const kwh = (11.5 * 1000) / 0.578;
    expect(estimateEmissions({ ...nothing, annualElectricalConsumption: kwh })).toBe(12);
  });

  it('should always be a multiple of 12 so that a monthly offset is whole', () => {
    const estimate = estimateEmissions({ annualElectricalConsumption: 3_456, annualWaterConsumption: 78_000, totalNoofVehicels: 3, familyMembers: 4 });
    // 1.997568 + 0.000078 + 57.78 + 2 + 0.5 = 62.277646 t -> 5.19 -> 6 -> 72 t.
    expect(estimate).toBe(72);
    expect(monthlyOffsetTonnes(estimate)).toBe(6);
  });
});
