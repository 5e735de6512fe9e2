import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(apiDir, 'node_modules', '.bin', 'tsx');

/** What one `ops` process did: its exit code and what it printed. */
export interface OpsRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command line of the API (`ops`) as `pnpm <cli>` does, on its own embedded
 * database in `dataDir` (no PostgreSQL, no operator token), from the API's folder, which is also
 * where relative `--file` paths start. Never throws: a failed command is its exit code and stderr.
 */
export async function runCli(cli: 'ops', args: string[], dataDir: string, env: Record<string, string> = {}): Promise<OpsRun> {
  const processEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', OPERATOR_TOKEN: '', INIT_CWD: apiDir, ...env };
  try {
    const { stdout, stderr } = await run(tsx, [`src/cli/${cli}.ts`, ...args], { cwd: apiDir, env: processEnv });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as OpsRun;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** `runCli` for `ops`. */
export const runOps = (args: string[], dataDir: string, env: Record<string, string> = {}): Promise<OpsRun> =>
  runCli('ops', args, dataDir, env);

/** The lines a successful `ops` call printed; a failed one throws with its exit code and stderr. */
export async function ops(args: string[], dataDir: string, env: Record<string, string> = {}): Promise<string[]> {
  const done = await runOps(args, dataDir, env);
  if (done.code !== 0) throw new Error(`ops ${args.join(' ')} exited ${done.code}: ${done.stderr.trim()}`);
  return done.stdout.trimEnd().split('\n');
}
