import { registryUnits } from './credit-units';

const spelling = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The registry's own name (`Verra`, `Gold Standard`, ...) for any of its spellings; undefined if not listed. */
const registryNamed = (registry: string): string | undefined => {
  const wanted = spelling(registry);
  return registryUnits.find((entry) => [entry.registry, ...entry.aliases].some((name) => spelling(name) === wanted))?.registry;
};

/**
 * How each registry addresses a project's public page, from the number in the id the listings
 * carry (`VCS612`, `GS2443`; a space or hyphen after the letters is allowed).
 */
const projectPages: Record<string, { prefix: RegExp; url: (id: string) => string }> = {
  Verra: { prefix: /^VCS[\s-]?(\d+)$/i, url: (id) => `https://registry.verra.org/app/projectDetail/VCS/${id}` },
  'Gold Standard': { prefix: /^(?:GS)?[\s-]?(\d+)$/i, url: (id) => `https://registry.goldstandard.org/projects/details/${id}` },
};

/**
 * The project's public page in its registry (docs/product-rules.md#the-public-impact-page):
 * `VCS612` of Verra is https://registry.verra.org/app/projectDetail/VCS/612, `GS2443` of Gold
 * Standard is https://registry.goldstandard.org/projects/details/2443. Undefined for another
 * registry or an id that is not of the registry's form, so no page links somewhere wrong.
 */
export function registryProjectUrl(registry: string, projectId: string): string | undefined {
  const name = registryNamed(registry);
  const page = name === undefined ? undefined : projectPages[name];
  const number = page?.prefix.exec(projectId.trim())?.[1];
  return page && number ? page.url(String(Number(number))) : undefined;
}
