import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const platformDir = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(platformDir, 'node_modules', '.bin', 'tsx');

/** What one `release` process did: its exit code and what it printed. */
export interface ReleaseRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the release command line as `pnpm release` does, from the platform's folder, on its own
 * embedded database in `dataDir` (no PostgreSQL, no operator token). Never throws: a failed
 * command is its exit code and stderr.
 */
export async function runRelease(args: string[], dataDir: string, env: Record<string, string> = {}): Promise<ReleaseRun> {
  const processEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', OPERATOR_TOKEN: '', ...env };
  try {
    const { stdout, stderr } = await run(tsx, ['src/cli/release.ts', ...args], { cwd: platformDir, env: processEnv });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as ReleaseRun;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
