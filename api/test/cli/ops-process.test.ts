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
import { tempDir, testConfig } from '../helpers/build';
import { runOps } from '../helpers/ops-cli';
import { sendingEngine } from '../helpers/jobs';
import { givePayoutAccount, ownAccount } from '../helpers/wallet';


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
    // Paid out only to a verified address.
    await handle.db.update(individuals).set({ emailVerifiedAt: new Date() }).where(eq(individuals.id, id));
    const account = ownAccount(id);
    const topUps = createTopUps({ db: handle.db, jobs, payments: createSandboxProvider('secret') });
    const request = { amountCents: 10_000, customerEmail: email, origin: 'http://localhost' };
    const url = await topUps.open(account, { ...request, idempotencyKey: randomUUID() });
    await topUps.complete({ eventId: 'evt_1', providerSessionId: url.split('/').pop()!, amountCents: 10_000 });
    // Its secrets key seals the payout account and each request's copy of it.
    const config = await testConfig();
    await givePayoutAccount({ db: handle.db, config }, id);
    const wallet = createWalletService({ ...handle, jobs, config });
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

    const approved = await runOps(['accounts', 'approve', email], dataDir);
    expect(approved).toMatchObject({ code: 0, stdout: `${email} approved (was REVIEWING); 0 identity documents PENDING\n` });

    const refused = await runOps(['accounts', 'reinstate', email], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([
      `ops: ${email} is APPROVED; only SUSPENDED accounts can be reinstated`,
    ]);
  });

  it('should approve one withdrawal and reject another, one line each', async () => {
    const { dataDir, email, ids } = await dataDirWithWithdrawals();
    const [approve, reject] = ids as [string, string];

    const approved = await runOps(['withdrawals', 'approve', approve], dataDir);
    expect(approved).toMatchObject({
      code: 0,
      stdout: `Withdrawal ${approve} of $30.00 for ${email} approved (now COMPLETED)\n`,
    });
    const rejected = await runOps(['withdrawals', 'reject', reject], dataDir);
    expect(rejected).toMatchObject({
      code: 0,
      stdout: `Withdrawal ${reject} of $20.00 for ${email} rejected (now REJECTED); $20.00 is back in the balance\n`,
    });
  });
});
