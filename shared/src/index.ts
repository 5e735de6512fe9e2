/**
 * What every part of Carbon Commons may import, the API server included: validation schemas
 * and domain types, free of React and of Node. The browser-side parts have their own entry
 * points (`@commons/shared/api`, `/session`, `/query`, `/ui`, `/standalone`).
 *
 * Across entry points the package imports itself by name, never by relative path: each entry is
 * a federation singleton, and a relative import would build a second copy of the other entry
 * into whichever bundle imports it (the account remote downloaded all of `domain` twice).
 */
export * from '@commons/shared/schemas';
export * from '@commons/shared/domain';
