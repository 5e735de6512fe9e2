/**
 * The emission estimate of a household's year (docs/product-rules.md#figures-and-limits), in metric
 * tonnes of CO2e. The one implementation: the Operational Data form shows it as the person types,
 * and the API stores it as the new record's `estimatedEmissions`.
 */

/** Grid electricity: kg CO2e per kWh (so `/ 1000` makes tonnes). */
export const electricityKgPerKwh = 0.578;
/** Water supply: kg CO2e per US gallon, as the contract states it. */
export const waterKgPerGallon = 0.000001;
/** A car: kg CO2e per mile... */
export const vehicleKgPerMile = 0.535;
/**
 * ...times the contract's fixed yearly distance per vehicle. The formula counts vehicles, not
 * the recorded `annualCarMiles`, which is kept for the record but not part of the estimate.
 */
export const milesPerVehicle = 36_000;
/** Tonnes per family member, and for the account holder. */
export const tonnesPerPerson = 0.5;

const kgPerTonne = 1000;

/** What the estimate is computed from: the form's four numbers and the family's size. */
export interface EmissionInput {
  annualElectricalConsumption: number;
  annualWaterConsumption: number;
  totalNoofVehicels: number;
  familyMembers: number;
}

// Float error could lift an exact multiple of 12 (24.000000000000004 / 12) over a whole number,
// and `ceil` would then add a month that nobody emitted.
const roundingSlack = 1e-9;

/**
 * The contract's formula, term by term, then divided by 12, rounded up and multiplied by 12, so
 * the estimate is always whole monthly tonnes: a monthly offset retires exactly a twelfth of it.
 */
export function estimateEmissions(input: EmissionInput): number {
  const tonnes =
    (input.annualElectricalConsumption * electricityKgPerKwh) / kgPerTonne +
    (input.annualWaterConsumption * waterKgPerGallon) / kgPerTonne +
    (input.totalNoofVehicels * vehicleKgPerMile * milesPerVehicle) / kgPerTonne +
    tonnesPerPerson * input.familyMembers +
    tonnesPerPerson;
  return Math.ceil(tonnes / 12 - roundingSlack) * 12;
}

/** The tonnes one monthly offset retires: a twelfth of the year's estimate, a whole number. */
export const monthlyOffsetTonnes = (estimatedEmissions: number): number => estimatedEmissions / 12;
