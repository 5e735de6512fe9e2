import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package's folder. This file sits one level below it (src/), as the built server does
 * (dist/server.js bundles it), so the same expression holds for both.
 */
export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The workspace root: paths default relative to it so the server and CLI work from any cwd. */
export const repoRoot = path.resolve(apiDir, '..');
