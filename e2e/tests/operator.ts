import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');

/** Runs a package's command line (the API's `ops`, the platform's `release`) against the running server's data folder. */
async function cli(pkg: 'api' | 'platform', script: string, args: string[]): Promise<string> {
  const dir = join(root, pkg);
  const { stdout } = await run(join(dir, 'node_modules', '.bin', 'tsx'), [join(dir, 'src', 'cli', script), ...args], {
    cwd: dir,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, RELEASE_USER: 'e2e' },
  });
  return stdout.trim();
}

/**
 * Runs `pnpm ops ...` the way an operator does while the site is up: against the running
 * server's data folder, so the command goes through the authenticated operator endpoint.
 */
export const ops = (...args: string[]) => cli('api', 'ops.ts', args);

/** Runs `pnpm release ...` as a release engineer does while the site is up. */
export const release = (...args: string[]) => cli('platform', 'release.ts', args);
