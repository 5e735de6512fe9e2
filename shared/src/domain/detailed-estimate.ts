import namesByCode from 'countries-list/minimal/countries.en.min.json';
import alpha3ByCode from 'countries-list/minimal/countries.2to3.min.json';
import type { FactorSet, FactorSource } from './footprint-factors';

/** What a detailed estimate is computed from: the record's numbers, its household and the holder's country. */
export interface DetailedEstimateInput {
  annualElectricalConsumption: number;
  annualCarMiles: number;
  annualWaterConsumption: number;
  familyMembers: number;
  /** The account holder's profile country, a name of `countryNames`; empty or unknown means the world average. */
  country: string;
}

export type FootprintLineKey = 'electricity' | 'vehicles' | 'water' | 'family';

/** One line of a detailed estimate: what was counted, by which factor, from which source. */
export interface FootprintLine {
  key: FootprintLineKey;
  label: string;
  quantity: number;
  unit: string;
  factor: number;
  factorUnit: string;
  /** How the factor was chosen, when it is not plain (the country's grid, the world average). */
  note: string;
  source: FactorSource;
  tonnes: number;
}

/** A household year's emissions from published factors, line by line (docs/methodology.md). */
export interface DetailedEstimate {
  factorSetVersion: string;
  /** The country whose grid was used, or null when the world average was. */
  country: string | null;
  lines: FootprintLine[];
  /** The sum of the lines in tonnes CO2, not rounded to whole months. */
  totalTonnes: number;
}

const gramsPerTonne = 1_000_000;
const kgPerTonne = 1000;

const alpha3ByName = new Map(
  Object.entries(namesByCode).map(([code, name]) => [name, (alpha3ByCode as Record<string, string>)[code]]),
);

// One collator for the sort: `localeCompare(b, 'en')` makes one per comparison (see countries.ts).
const byName = new Intl.Collator('en');
const nameByAlpha3 = new Map([...alpha3ByName].map(([name, alpha3]) => [alpha3, name]));

/** A country's grid figure in a factor set, under the name the profile uses for it. */
export interface GridCountry {
  country: string;
  gramsPerKwh: number;
  year: number;
}

/** Every country grid figure of `set`, by the profile's country names, sorted by name. */
export function gridCountries(set: FactorSet): GridCountry[] {
  return Object.entries(set.electricity.byCountry)
    .map(([alpha3, [gramsPerKwh, year]]) => ({ country: nameByAlpha3.get(alpha3) ?? alpha3, gramsPerKwh, year }))
    .sort((a, b) => byName.compare(a.country, b.country));
}

/** The grid the household draws from: its country's if Ember has a figure for it, otherwise the world's. */
function gridOf(country: string, set: FactorSet) {
  const alpha3 = alpha3ByName.get(country);
  const figure = alpha3 ? set.electricity.byCountry[alpha3] : undefined;
  if (figure) return { country, gramsPerKwh: figure[0], year: figure[1], note: `Grid average of ${country}` };
  const [gramsPerKwh, year] = set.electricity.world;
  const why = country ? `No grid figure for ${country}` : 'No country in the profile';
  return { country: null, gramsPerKwh, year, note: `${why}: world average used` };
}

/** The detailed estimate of a household year under `set`; pure, so browser and API agree. */
export function detailedEstimate(input: DetailedEstimateInput, set: FactorSet): DetailedEstimate {
  const grid = gridOf(input.country, set);
  const waterKgPerGallon = (set.water.kwhPerGallon * grid.gramsPerKwh) / 1000;
  const persons = input.familyMembers + 1;
  const lines: FootprintLine[] = [
    {
      key: 'electricity',
      label: 'Electricity',
      quantity: input.annualElectricalConsumption,
      unit: 'kWh',
      factor: grid.gramsPerKwh,
      factorUnit: 'g CO2/kWh',
      note: grid.note,
      source: { ...set.electricity.source, year: grid.year },
      tonnes: (input.annualElectricalConsumption * grid.gramsPerKwh) / gramsPerTonne,
    },
    {
      key: 'vehicles',
      label: 'Car travel',
      quantity: input.annualCarMiles,
      unit: 'miles',
      factor: set.vehicle.gramsPerMile,
      factorUnit: 'g CO2/mile',
      note: 'A typical passenger vehicle',
      source: set.vehicle.source,
      tonnes: (input.annualCarMiles * set.vehicle.gramsPerMile) / gramsPerTonne,
    },
    {
      key: 'water',
      label: 'Water supply',
      quantity: input.annualWaterConsumption,
      unit: 'gallons',
      factor: waterKgPerGallon,
      factorUnit: 'kg CO2/gallon',
      note: `${set.water.kwhPerGallon * 1_000_000} kWh per million gallons at ${grid.gramsPerKwh} g CO2/kWh`,
      source: set.water.source,
      tonnes: (input.annualWaterConsumption * waterKgPerGallon) / kgPerTonne,
    },
    {
      key: 'family',
      label: 'Household members',
      quantity: persons,
      unit: persons === 1 ? 'person' : 'persons',
      factor: set.person.tonnes,
      factorUnit: 't CO2/person',
      note: 'The account holder and each family member',
      source: set.person.source,
      tonnes: persons * set.person.tonnes,
    },
  ];
  return {
    factorSetVersion: set.version,
    country: grid.country,
    lines,
    totalTonnes: lines.reduce((sum, line) => sum + line.tonnes, 0),
  };
}
