import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open';
import { createAccounts } from '../../src/services/users/accounts';
import { validSignup } from '../helpers/accounts';
import { tempDir } from '../helpers/build';

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(apiDir, 'node_modules', '.bin', 'tsx');

/** Runs `ops` as `pnpm ops` does, on its own embedded database in a temp folder. */
async function ops(args: string[], dataDir: string) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', OPERATOR_TOKEN: '' };
  try {
    const { stdout, stderr } = await run(tsx, ['src/cli/ops.ts', ...args], { cwd: apiDir, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A data folder whose embedded database holds one new (REVIEWING) account. */
async function dataDirWithAccount() {
  const dataDir = await tempDir('ops');
  const handle = await openDatabase({ databaseUrl: null, dataDir });
  try {
    return { dataDir, email: (await createAccounts(handle.db).create(validSignup())).email };
  } finally {
    await handle.close();
  }
}

describe('ops command line', () => {
  it('should approve with one line and exit 0, then refuse a reinstatement with one line and exit 1', async () => {
    const { dataDir, email } = await dataDirWithAccount();

    const approved = await ops(['accounts', 'approve', email], dataDir);
    expect(approved).toMatchObject({ code: 0, stdout: `${email} approved (was REVIEWING)\n` });

    const refused = await ops(['accounts', 'reinstate', email], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([
      `ops: ${email} is APPROVED; only SUSPENDED accounts can be reinstated`,
    ]);
  });
});
