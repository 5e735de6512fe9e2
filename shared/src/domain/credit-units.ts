/**
 * The unit each carbon registry issues, one tonne of CO2e each: a certificate, the verification
 * page and the purchase popup name a listing's credits as its registry does (a Gold Standard
 * credit is a VER, never a CER). Listings name their registry as the data file spells it
 * (`api/data/listings.json`); the aliases are the other spellings registries go by.
 */
export interface CreditUnit {
  /** The registry's abbreviation, as printed after a quantity: `24 VERs`. */
  code: string;
  /** Singular, capitalised as the registry writes it. */
  name: string;
}

interface RegistryUnit {
  registry: string;
  aliases: readonly string[];
  unit: CreditUnit;
}

export const registryUnits: readonly RegistryUnit[] = [
  {
    registry: 'CDM',
    aliases: ['Clean Development Mechanism', 'UNFCCC CDM'],
    unit: { code: 'CER', name: 'Certified Emission Reduction' },
  },
  {
    registry: 'Verra',
    aliases: ['Verra VCS', 'VCS', 'Verified Carbon Standard'],
    unit: { code: 'VCU', name: 'Verified Carbon Unit' },
  },
  {
    registry: 'Gold Standard',
    aliases: ['GS', 'Gold Standard for the Global Goals'],
    unit: { code: 'VER', name: 'Verified Emission Reduction' },
  },
  {
    registry: 'American Carbon Registry',
    aliases: ['ACR'],
    unit: { code: 'ERT', name: 'Emission Reduction Tonne' },
  },
  {
    registry: 'Climate Action Reserve',
    aliases: ['CAR'],
    unit: { code: 'CRT', name: 'Climate Reserve Tonne' },
  },
  {
    registry: 'Global Carbon Council',
    aliases: ['GCC'],
    unit: { code: 'ACC', name: 'Approved Carbon Credit' },
  },
  {
    registry: 'Plan Vivo',
    aliases: [],
    unit: { code: 'PVC', name: 'Plan Vivo Certificate' },
  },
];

const spelling = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The unit of the named registry, whatever its case or spacing; undefined for a registry not listed. */
export function creditUnitOf(registry: string): CreditUnit | undefined {
  const wanted = spelling(registry);
  return registryUnits.find((entry) => [entry.registry, ...entry.aliases].some((name) => spelling(name) === wanted))?.unit;
}

/** The registries a listing may name, for an error message. */
export const knownRegistries = (): string => registryUnits.map((entry) => entry.registry).join(', ');

/**
 * `24 Verified Emission Reductions (VERs)`; one unit has no plural `s`. A registry not listed
 * (a listing loaded before its registry was) reads `24 carbon credits` rather than a wrong unit.
 */
export function describeUnits(quantity: number, unit: CreditUnit | undefined): string {
  const plural = quantity === 1 ? '' : 's';
  return unit ? `${quantity} ${unit.name}${plural} (${unit.code}${plural})` : `${quantity} carbon credit${plural}`;
}
