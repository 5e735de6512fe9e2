import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/build';

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(apiDir, 'node_modules', '.bin', 'tsx');

/** Runs `release` as `pnpm release` does, on its own embedded database in a temp folder. */
async function release(args: string[], dataDir: string) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', OPERATOR_TOKEN: '' };
  try {
    const { stdout, stderr } = await run(tsx, ['src/cli/release.ts', ...args], { cwd: apiDir, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('release command line', () => {
  it('should exit 0 and print the status, then exit 1 with one line on stderr for an error', async () => {
    const dataDir = await tempDir('cli');
    const status = await release(['status'], dataDir);
    expect(status.code).toBe(0);
    expect(status.stdout).toContain('carbon   no live version');

    const failed = await release(['activate', 'carbon', '9.9.9'], dataDir);
    expect(failed.code).toBe(1);
    expect(failed.stderr.trim().split('\n')).toEqual([
      'release: carbon 9.9.9 is not published; publish it before activating it',
    ]);
  });
});
