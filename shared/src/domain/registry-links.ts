import { registryUnits } from './credit-units';

const spelling = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The registry's own name (`Verra`, `Gold Standard`, ...) for any of its spellings; undefined if not listed. */
const registryNamed = (registry: string): string | undefined => {
  const wanted = spelling(registry);
  return registryUnits.find((entry) => [entry.registry, ...entry.aliases].some((name) => spelling(name) === wanted))?.registry;
};

/**
 * The URL rules of each registry, in one place (docs/product-rules.md#registry-links). `prefix`
 * reads the number in the project id the listings carry (`VCS612`, `GS2443`; a space or hyphen
 * after the letters is allowed) and `project` makes the project's page of it. `retirement` is
 * where the registry shows the retired units of a serial range: neither registry gives a
 * retirement a page whose address a serial range alone names, so it is their public search of
 * units by serial number, which lists the block and its retirements.
 */
const registryPages: Record<string, { prefix: RegExp; project: (id: string) => string; retirement: (serials: string) => string }> = {
  Verra: {
    prefix: /^VCS[\s-]?(\d+)$/i,
    project: (id) => `https://registry.verra.org/app/projectDetail/VCS/${id}`,
    retirement: (serials) => `https://registry.verra.org/app/search/VCS/VCUs?serialNumbers=${encodeURIComponent(serials)}`,
  },
  'Gold Standard': {
    prefix: /^(?:GS)?[\s-]?(\d+)$/i,
    project: (id) => `https://registry.goldstandard.org/projects/details/${id}`,
    retirement: (serials) => `https://registry.goldstandard.org/credit-blocks?q=${encodeURIComponent(serials)}`,
  },
};

/**
 * The project's public page in its registry (docs/product-rules.md#the-public-impact-page):
 * `VCS612` of Verra is https://registry.verra.org/app/projectDetail/VCS/612, `GS2443` of Gold
 * Standard is https://registry.goldstandard.org/projects/details/2443. Undefined for another
 * registry or an id that is not of the registry's form, so no page links somewhere wrong.
 */
export function registryProjectUrl(registry: string, projectId: string): string | undefined {
  const name = registryNamed(registry);
  const page = name === undefined ? undefined : registryPages[name];
  const number = page?.prefix.exec(projectId.trim())?.[1];
  return page && number ? page.project(String(Number(number))) : undefined;
}

/**
 * Where the registry shows a retirement's units, by its serial range as the certificate prints
 * it (`VCS-VCU-612-KE-2020-14-0417-1-25`): Verra's and Gold Standard's public search of units by
 * serial. Undefined for another registry, and for a sample retirement, which no registry
 * records: a link would lead to nothing, or to somebody else's units.
 */
export function registryRetirementUrl(registry: string, serialRange: string, sample: boolean): string | undefined {
  const name = registryNamed(registry);
  const page = name === undefined ? undefined : registryPages[name];
  return page && !sample && serialRange.trim() !== '' ? page.retirement(serialRange.trim()) : undefined;
}
