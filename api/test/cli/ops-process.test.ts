import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../src/db/open';
import { individuals } from '../../src/db/schema';
import { createSandboxProvider } from '../../src/payments/sandbox';
import { createAccounts } from '../../src/domains/users/accounts';
import { createTopUps } from '../../src/domains/wallet/top-ups';
import { createWalletService } from '../../src/domains/wallet/wallet-service';
import { validSignup } from '../helpers/accounts';
import { tempDir } from '../helpers/build';
import { sendingEngine } from '../helpers/jobs';
import { ownAccount } from '../helpers/wallet';

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
    return { dataDir, email: (await createAccounts(handle).create(validSignup())).email };
  } finally {
    await handle.close();
  }
}

/** A data folder whose account has 100 credited and two pending withdrawals, of 30 and 20. */
async function dataDirWithWithdrawals() {
  const dataDir = await tempDir('ops');
  const handle = await openDatabase({ databaseUrl: null, dataDir });
  const jobs = await sendingEngine(handle.db);
  try {
    const { id, email } = await createAccounts(handle).create(validSignup());
    // Paid out only to a verified address (issue 31).
    await handle.db.update(individuals).set({ emailVerifiedAt: new Date() }).where(eq(individuals.id, id));
    const account = ownAccount(id);
    const topUps = createTopUps({ db: handle.db, jobs, payments: createSandboxProvider('secret') });
    const request = { amountCents: 10_000, customerEmail: email, origin: 'http://localhost' };
    const url = await topUps.open(account, { ...request, idempotencyKey: randomUUID() });
    await topUps.complete({ eventId: 'evt_1', providerSessionId: url.split('/').pop()!, amountCents: 10_000 });
    const wallet = createWalletService({ ...handle, jobs });
    const ids: string[] = [];
    for (const cents of [3000, 2000]) ids.push((await wallet.raiseWithdrawal(account, { amountCents: cents })).requestId);
    return { dataDir, email, ids };
  } finally {
    await jobs.stop();
    await handle.close();
  }
}

// Each test starts two processes, each opening the embedded database: slow on a busy machine.
describe('ops command line', { timeout: 120_000 }, () => {
  it('should approve with one line and exit 0, then refuse a reinstatement with one line and exit 1', async () => {
    const { dataDir, email } = await dataDirWithAccount();

    const approved = await ops(['accounts', 'approve', email], dataDir);
    expect(approved).toMatchObject({ code: 0, stdout: `${email} approved (was REVIEWING); 0 identity documents PENDING\n` });

    const refused = await ops(['accounts', 'reinstate', email], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([
      `ops: ${email} is APPROVED; only SUSPENDED accounts can be reinstated`,
    ]);
  });

  it('should approve one withdrawal and reject another, one line each', async () => {
    const { dataDir, email, ids } = await dataDirWithWithdrawals();
    const [approve, reject] = ids as [string, string];

    const approved = await ops(['withdrawals', 'approve', approve], dataDir);
    expect(approved).toMatchObject({
      code: 0,
      stdout: `Withdrawal ${approve} of $30.00 for ${email} approved (now COMPLETED)\n`,
    });
    const rejected = await ops(['withdrawals', 'reject', reject], dataDir);
    expect(rejected).toMatchObject({
      code: 0,
      stdout: `Withdrawal ${reject} of $20.00 for ${email} rejected (now REJECTED); $20.00 is back in the balance\n`,
    });
  });
});
