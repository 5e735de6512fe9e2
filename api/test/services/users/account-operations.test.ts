import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/db/database';
import { createSessions, type Sessions } from '../../../src/domains/auth/sessions';
import { createAccountOperations, type AccountOperations } from '../../../src/domains/users/account-operations';
import { createAccounts } from '../../../src/domains/users/accounts';
import { validSignup } from '../../helpers/accounts';
import { setStatus } from '../../helpers/account-state';
import { createTestDatabase } from '../../helpers/database';
import { sendingEngine } from '../../helpers/jobs';
import type { JobEngine } from '../../../src/domains/jobs/engine';

describe('account operations', () => {
  let database: DatabaseHandle;
  let operations: AccountOperations;
  let sessions: Sessions;

  let jobs: JobEngine;

  beforeAll(async () => {
    database = await createTestDatabase();
    jobs = await sendingEngine(database.db);
    operations = createAccountOperations({ db: database.db, jobs });
    sessions = createSessions({ db: database.db, config: { sessionTtlHours: 24, sessionIdleMinutes: 30 } });
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  /** A new account signed in twice, as on two devices. */
  async function account() {
    const individual = await createAccounts(database).create(validSignup());
    const tokens = [await sessions.open(individual.id), await sessions.open(individual.id)];
    return { individual, tokens };
  }

  it('should approve a REVIEWING account and keep its sessions', async () => {
    const { individual, tokens } = await account();
    const change = await operations.changeStatus(individual.email, 'approve');
    expect(change).toEqual({ email: individual.email, action: 'approve', from: 'REVIEWING', to: 'APPROVED' });
    expect(await sessions.resolve(tokens[0]!)).toMatchObject({ individual: { accountStatus: 'APPROVED' } });
  });

  it.each(['suspend', 'reject'] as const)('should %s an account and end its sessions, nobody else\'s', async (action) => {
    const { individual, tokens } = await account();
    const bystander = await account();
    await operations.changeStatus(individual.email, 'approve');

    const change = await operations.changeStatus(individual.email, action);
    expect(change).toMatchObject({ from: 'APPROVED' });
    for (const token of tokens) expect(await sessions.resolve(token)).toMatchObject({ endedBy: change.to });
    expect(await sessions.resolve(bystander.tokens[0]!)).not.toBeNull();
  });

  it('should reinstate a SUSPENDED account and refuse to reinstate any other', async () => {
    const { individual } = await account();
    await expect(operations.changeStatus(individual.email, 'reinstate')).rejects.toMatchObject({
      statusCode: 409,
      message: `${individual.email} is REVIEWING; only SUSPENDED accounts can be reinstated`,
    });
    await operations.changeStatus(individual.email, 'suspend');
    const reinstated = await operations.changeStatus(individual.email, 'reinstate');
    expect(reinstated).toMatchObject({ from: 'SUSPENDED', to: 'APPROVED' });
  });

  it('should refuse to approve an account that is already APPROVED, with a 409', async () => {
    const { individual } = await account();
    await setStatus(database.db, individual.id, 'APPROVED');
    await expect(operations.changeStatus(individual.email, 'approve')).rejects.toMatchObject({
      statusCode: 409,
      message: `${individual.email} is APPROVED; only REVIEWING accounts can be approved`,
    });
  });

  it('should never approve a REJECTED account', async () => {
    const { individual } = await account();
    await operations.changeStatus(individual.email, 'reject');
    await expect(operations.changeStatus(individual.email, 'approve')).rejects.toThrow(
      `${individual.email} is REJECTED; only REVIEWING accounts can be approved`,
    );
  });

  it('should reply 404 to an unknown email', async () => {
    await expect(operations.changeStatus('nobody@example.com', 'suspend')).rejects.toMatchObject({
      statusCode: 404,
      message: 'No account with email nobody@example.com',
    });
  });

  it('should list accounts oldest first, optionally of one status', async () => {
    const first = await account();
    const second = await account();
    await operations.changeStatus(second.individual.email, 'suspend');

    const all = await operations.list();
    const emails = all.map((a) => a.email);
    expect(emails.indexOf(first.individual.email)).toBeLessThan(emails.indexOf(second.individual.email));
    expect(all.find((a) => a.email === first.individual.email)).toEqual({
      email: first.individual.email,
      name: 'Greta Greenfield',
      status: 'REVIEWING',
      iam: 'ADMIN',
      createdAt: first.individual.createdAt.toISOString(),
    });
    const suspended = await operations.list('SUSPENDED');
    expect(suspended.map((a) => a.email)).toContain(second.individual.email);
    expect(suspended.every((a) => a.status === 'SUSPENDED')).toBe(true);
  });
});
