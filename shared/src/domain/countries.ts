// The names alone (2 KB gzip), not the package's full records with capitals, currencies and
// languages (11 KB gzip), which every page that validates a form would otherwise download.
import namesByCode from 'countries-list/minimal/countries.en.min.json';

/**
 * Every country name of the reference data (the `countries-list` package), sorted for the
 * Country and Nationality dropdowns. Kosovo, which the data flags as user-assigned, is included.
 * One collator for the whole sort: `localeCompare(b, 'en')` makes one per comparison, and this
 * module runs with every page that imports the domain (the sort took 9 ms of /login's first
 * paint in Chromium, profiled; 5 ms -> 0.1 ms in Node).
 */
export const countryNames: readonly string[] = Object.values(namesByCode).sort(new Intl.Collator('en').compare);

const knownNames = new Set(countryNames);

/** True when `name` is exactly one of `countryNames`: the profile stores names, not codes. */
export const isCountryName = (name: string): boolean => knownNames.has(name);
