import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const apiDir = join(import.meta.dirname, '..', '..', 'api');

/** Runs one of the API's command lines against the running server's data folder. */
async function cli(script: string, args: string[]): Promise<string> {
  const { stdout } = await run(join(apiDir, 'node_modules', '.bin', 'tsx'), [join(apiDir, 'src', 'cli', script), ...args], {
    cwd: apiDir,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, RELEASE_USER: 'e2e' },
  });
  return stdout.trim();
}

/**
 * Runs `pnpm ops ...` the way an operator does while the site is up: against the running
 * server's data folder, so the command goes through the authenticated operator endpoint.
 */
export const ops = (...args: string[]) => cli('ops.ts', args);

/** Runs `pnpm release ...` as a release engineer does while the site is up. */
export const release = (...args: string[]) => cli('release.ts', args);
