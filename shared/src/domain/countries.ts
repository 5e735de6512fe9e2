import { countries } from 'countries-list';

/**
 * Every country name of the reference data (the `countries-list` package), sorted for the
 * Country and Nationality dropdowns. Kosovo, which the data flags as user-assigned, is included.
 */
export const countryNames: readonly string[] = Object.values(countries)
  .map((country) => country.name)
  .sort((a, b) => a.localeCompare(b, 'en'));

const knownNames = new Set(countryNames);

/** True when `name` is exactly one of `countryNames`: the profile stores names, not codes. */
export const isCountryName = (name: string): boolean => knownNames.has(name);
