/**
 * What every part of Carbon Commons may import, the API server included: validation schemas
 * and domain types, free of React and of Node. The browser-side parts have their own entry
 * points (`@commons/shared/api`, `/session`, `/query`, `/ui`, `/standalone`).
 */
export * from './schemas';
export * from './domain';
