import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../helpers/accounts';
import { operatorToken, useTestApp } from '../../helpers/build';
import { payoutReadyUser, creditWallet, ledgerOf, ownAccount, raiseWithdrawal } from '../../helpers/wallet';

const operator = { authorization: `Bearer ${operatorToken}` };

/** Races that must resolve to one winner and no 500, on PGlite and on a real PostgreSQL. */
describe('wallet races', () => {
  const ctx = useTestApp();

  it('should let exactly one of a simultaneous approve and reject of one request win', async () => {
    const user = await payoutReadyUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 100);
    for (let round = 0; round < 5; round += 1) {
      const requestId = await raiseWithdrawal(ctx.app, user.token, 10);
      const decide = (action: string) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/operator/withdrawals/${action}`,
          headers: operator,
          payload: { requestId, by: 'olga' },
        });
      const replies = await Promise.all(['approve', 'reject', 'reject', 'approve'].map(decide));
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    }
    const ledger = await ledgerOf(ctx.app.db, user.individualId);
    expect(ledger.balanceCents).toBe(ledger.sumCents);
    expect(ledger.chained).toBe(true);
    expect(ledger.entries.filter((e) => e.kind === 'WITHDRAWAL_REVERSAL').length).toBeLessThanOrEqual(5);
  });

  it('should give 10 simultaneous session requests with one idempotency key the same session', async () => {
    const user = await payoutReadyUser(ctx.app);
    const payload = { amount: 15, customerEmail: 'payer@example.com', idempotencyKey: randomUUID() };
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({ method: 'POST', url: '/api/api/wallet/session-url', headers: bearer(user.token), payload }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(replies.map((r) => r.json().url)).size).toBe(1);
  });

  it('should credit once when the completion of one session arrives 10 times at once', async () => {
    const user = await payoutReadyUser(ctx.app);
    const url = await ctx.app.topUps.open(ownAccount(user.individualId), {
      amountCents: 700,
      customerEmail: 'payer@example.com',
      idempotencyKey: randomUUID(),
      origin: 'http://localhost',
    });
    const providerSessionId = url.split('/').pop()!;
    // Different event ids, as two providers' retries of one payment may carry.
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.topUps.complete({ eventId: `evt_${randomUUID()}`, providerSessionId, amountCents: 700 }),
      ),
    );
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(await ledgerOf(ctx.app.db, user.individualId)).toMatchObject({ balanceCents: 700, sumCents: 700 });
  });
});
