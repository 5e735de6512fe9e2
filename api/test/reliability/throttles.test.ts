import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/database';
import { openPostgres } from '../../src/db/open';
import { bearer, signUp } from '../helpers/accounts';
import { useTestApp } from '../helpers/build';
import { recordRows, type ReliabilityRow } from './report';

/**
 * The mail and password throttles of email-and-password hold under a burst: 100 requests at
 * once, spread over two API instances sharing one database, and no more get through than one
 * after the other would (docs/product-rules.md#the-accounts-email-and-password). PGlite admits
 * one instance, so this needs PostgreSQL (TEST_DATABASE_URL).
 */
const burst = 100;
const rows: ReliabilityRow[] = [];
const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('the email-and-password throttles under 100 parallel requests on two instances', () => {
  const ctx = useTestApp();
  let second: DatabaseHandle;
  let other: FastifyInstance;

  beforeAll(async () => {
    second = await openPostgres(postgresUrl!);
    other = await buildApp(ctx.config, { database: second.db });
    await other.ready();
  });
  afterAll(async () => {
    recordRows('throttles', rows);
    await other?.close();
    await second?.close();
  });

  /** Sends `burst` requests at once, alternating between the two instances; their statuses. */
  const inParallel = (send: (app: FastifyInstance, i: number) => Promise<{ statusCode: number }>) =>
    Promise.all(Array.from({ length: burst }, (_, i) => send(i % 2 === 0 ? ctx.app : other, i))).then((answers) =>
      answers.map((answer) => answer.statusCode),
    );

  it('should check at most 5 current passwords on change-password', async () => {
    const { user } = await signUp(ctx.app);
    const statuses = await inParallel((app, i) =>
      app.inject({
        method: 'POST',
        url: '/api/api/user/individual/change-password',
        headers: bearer(user.token),
        payload: { currentPassword: `wrong guess ${i}`, newPassword: 'a brand new passphrase' },
      }),
    );
    const checked = statuses.filter((status) => status === 400).length;
    rows.push({ area: 'throttle', check: 'change-password guesses checked in a parallel burst (limit 5)', count: burst, held: checked <= 5 });
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);
  });

  it('should send at most 3 reset links for one address on forgot-password', async () => {
    const { payload } = await signUp(ctx.app);
    const statuses = await inParallel((app) =>
      app.inject({ method: 'POST', url: '/api/api/auth/individual/forgot-password', payload: { email: payload.email } }),
    );
    const sent = statuses.filter((status) => status === 200).length;
    rows.push({ area: 'throttle', check: 'forgot-password links sent in a parallel burst (limit 3)', count: burst, held: sent <= 3 });
    expect(sent).toBeLessThanOrEqual(3);
  });

  it('should send at most 1 verification link a minute on resend-verification', async () => {
    const { user } = await signUp(ctx.app);
    const statuses = await inParallel((app) =>
      app.inject({ method: 'POST', url: '/api/api/user/individual/resend-verification', headers: bearer(user.token) }),
    );
    const sent = statuses.filter((status) => status === 200).length;
    rows.push({ area: 'throttle', check: 'verification links resent in a parallel burst (limit 1 a minute)', count: burst, held: sent <= 1 });
    expect(sent).toBeLessThanOrEqual(1);
  });
});
