import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The platform package's folder, found through the package rather than this file: the built
 * server bundles this file into api/dist, and the platform's migrations stay here.
 */
export const platformDir = path.dirname(createRequire(import.meta.url).resolve('@commons/platform/package.json'));

/** The workspace root: relative paths of the configuration are taken from it, from any cwd. */
export const repoRoot = path.resolve(platformDir, '..');
