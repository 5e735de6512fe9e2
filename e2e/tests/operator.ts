import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const apiDir = join(import.meta.dirname, '..', '..', 'api');

/**
 * Runs `pnpm ops ...` the way an operator does while the site is up: against the running
 * server's data folder, so the command goes through the authenticated operator endpoint.
 */
export async function ops(...args: string[]): Promise<string> {
  const { stdout } = await run(join(apiDir, 'node_modules', '.bin', 'tsx'), [join(apiDir, 'src', 'cli', 'ops.ts'), ...args], {
    cwd: apiDir,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
  });
  return stdout.trim();
}
