import { gridIntensities2026, worldGridIntensity2026 } from './grid-intensities-2026';

/** Where a published factor comes from, as the methodology page and each estimate line cite it. */
export interface FactorSource {
  /** Who published it, short: what a line shows before the year. */
  publisher: string;
  name: string;
  url: string;
  /** The year the figure is for (for grid intensities, the year of the country's figure). */
  year: number;
  licence: string;
}

/** Grid intensities of one release of Ember's data: g CO2 per kWh and the year, by ISO 3166 alpha-3 code. */
export interface GridIntensities {
  byCountry: Readonly<Record<string, readonly [gramsPerKwh: number, year: number]>>;
  world: readonly [gramsPerKwh: number, year: number];
  /** The source without its year: each country's figure has its own. */
  source: Omit<FactorSource, 'year'>;
}

/**
 * The published factors a detailed estimate is computed from (docs/methodology.md#factor-sets). A
 * set never changes once released: a record keeps the version it was created under, so a new set
 * leaves past records alone.
 */
export interface FactorSet {
  /** `YYYY-MM`, the month the set was released; the newest is the current one. */
  version: string;
  electricity: GridIntensities;
  vehicle: { gramsPerMile: number; source: FactorSource };
  /** Electricity to supply and treat drinking water, counted at the household's grid intensity. */
  water: { kwhPerGallon: number; source: FactorSource };
  person: { tonnes: number; source: FactorSource };
}

const ember = {
  publisher: 'Ember',
  name: "Ember, yearly electricity data (as shipped by CO2.js 0.19.0)",
  url: 'https://ember-energy.org/data/yearly-electricity-data/',
  licence: 'CC BY 4.0',
};

/** The first factor set: Ember's grid intensities as of CO2.js 0.19.0, EPA's car and water figures. */
export const factorSet202611: FactorSet = {
  version: '2026-11',
  electricity: { byCountry: gridIntensities2026, world: worldGridIntensity2026, source: ember },
  vehicle: {
    gramsPerMile: 400,
    source: {
      publisher: 'US EPA',
      name: 'US EPA, Greenhouse Gas Emissions from a Typical Passenger Vehicle',
      url: 'https://www.epa.gov/greenvehicles/greenhouse-gas-emissions-typical-passenger-vehicle',
      year: 2023,
      licence: 'Public domain (US government work)',
    },
  },
  water: {
    // 1,500 kWh per million gallons: a typical surface-water system's conveyance, treatment,
    // storage and distribution; wastewater treatment is not counted.
    kwhPerGallon: 1500 / 1_000_000,
    source: {
      publisher: 'US EPA',
      name: 'US EPA, Strategies for Saving Energy at Public Water Systems (EPA 816-F-13-004)',
      url: 'https://nepis.epa.gov/Exe/ZyPURL.cgi?Dockey=P100MEVJ.txt',
      year: 2013,
      licence: 'Public domain (US government work)',
    },
  },
  person: {
    tonnes: 0.5,
    source: {
      publisher: 'Carbon Commons',
      name: "Carbon Commons' own allowance per person (the product contract's 0.5 t); not a published factor",
      url: '/methodology',
      year: 2026,
      licence: 'None needed',
    },
  },
};

/** Every factor set ever released, oldest first. Add a new set here; never edit a released one. */
export const footprintFactorSets: readonly FactorSet[] = [factorSet202611];

/** The factor sets by version; the newest is the one a new record is created under. */
export interface FactorSets {
  /** The newest set. */
  current(): FactorSet;
  /** The set of this version, or undefined for a version never released. */
  get(version: string): FactorSet | undefined;
  /** Every set, oldest first. */
  all(): readonly FactorSet[];
  /** Adds a new set; a version already known is refused, so a released set cannot be replaced. */
  add(set: FactorSet): void;
}

const versionPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The sets `sets` (at least one) by version; versions `YYYY-MM` sort by time as text. */
export function factorSetsByVersion(sets: readonly FactorSet[] = footprintFactorSets): FactorSets {
  const byVersion = new Map<string, FactorSet>();
  const add = (set: FactorSet) => {
    if (!versionPattern.test(set.version)) throw new Error(`A factor set's version is YYYY-MM, not ${set.version}`);
    if (byVersion.has(set.version)) throw new Error(`Factor set ${set.version} is already released`);
    byVersion.set(set.version, set);
  };
  sets.forEach(add);
  const all = () => [...byVersion.values()].sort((a, b) => a.version.localeCompare(b.version));
  return {
    current: () => {
      const newest = all().at(-1);
      if (!newest) throw new Error('No factor set is released');
      return newest;
    },
    get: (version) => byVersion.get(version),
    all,
    add,
  };
}
