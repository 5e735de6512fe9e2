import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '@commons/platform/db/audit';
import { twoFactorRecoveryRequests } from '../../../src/db/schema';
import { signUpVerified } from '../../helpers/account-state';
import { useTestApp } from '../../helpers/build';
import { codeAt, enableTwoFactor } from '../../helpers/two-factor';
import { consoleCall, signedInStaff } from '../../helpers/staff';

/** A customer with two-factor on who filed a request to sign in without it: the request's id and email. */
async function filedRequest(app: FastifyInstance) {
  const { payload, user } = await signUpVerified(app);
  await enableTwoFactor(app, user.token, payload.password);
  const filed = await app.inject({ method: 'POST', url: '/api/api/auth/individual/two-factor-recovery', payload: { email: payload.email, password: payload.password } });
  expect(filed.statusCode).toBe(202);
  const [row] = await app.db.select().from(twoFactorRecoveryRequests).where(eq(twoFactorRecoveryRequests.individualId, user.individualId));
  return { requestId: row!.id, email: payload.email };
}

describe("the console's lost-second-factor requests", () => {
  const ctx = useTestApp();

  const decide = async (operator: Awaited<ReturnType<typeof signedInStaff>>, requestId: string, decision: 'approve' | 'refuse', payload: object, code?: string) =>
    consoleCall(ctx.app, 'POST', `/recovery-requests/${requestId}/${decision}`, {
      payload,
      cookie: operator.cookie,
      headers: { 'console-code': code ?? (await codeAt(operator.secret, 1)) },
    });

  const eventOf = async (requestId: string, kind: string) =>
    (await ctx.app.db.select().from(auditEvents).where(and(eq(auditEvents.kind, kind), eq(auditEvents.target, requestId))))[0];

  it('should list the waiting requests a page at a time, oldest first', async () => {
    const operator = await signedInStaff(ctx.app);
    const first = await filedRequest(ctx.app);
    const second = await filedRequest(ctx.app);
    const page = await consoleCall(ctx.app, 'GET', '/recovery-requests?limit=1&page=2', { cookie: operator.cookie });
    expect(page.statusCode).toBe(200);
    const body = page.json<{ total: number; requests: Array<{ requestId: string; email: string; browser: string }> }>();
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.requests).toHaveLength(1);
    const all = (await consoleCall(ctx.app, 'GET', '/recovery-requests?limit=50', { cookie: operator.cookie })).json<typeof body>();
    const order = all.requests.map((request) => request.requestId);
    expect(order.indexOf(first.requestId)).toBeLessThan(order.indexOf(second.requestId));
  });

  it('should approve after the identity check only with the current code, the operator audited', async () => {
    const operator = await signedInStaff(ctx.app);
    const { requestId, email } = await filedRequest(ctx.app);
    const wrong = await decide(operator, requestId, 'approve', { check: 'Called the number on file' }, await codeAt(operator.secret, 5));
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: 'Enter the current code from your app to confirm' });
    const approved = await decide(operator, requestId, 'approve', { check: 'Called the number on file' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ requestId, email, status: 'APPROVED' });
    expect(await eventOf(requestId, 'two-factor.approve')).toMatchObject({ actorKind: 'staff', actorName: 'Sam Staff', reason: 'Called the number on file' });
    const [row] = await ctx.app.db.select().from(twoFactorRecoveryRequests).where(eq(twoFactorRecoveryRequests.id, requestId));
    expect(row).toMatchObject({ status: 'APPROVED', decidedBy: 'Sam Staff', identityCheck: 'Called the number on file' });
  });

  it('should refuse with a reason, and want one', async () => {
    const [operator, hasty] = [await signedInStaff(ctx.app), await signedInStaff(ctx.app)];
    const { requestId, email } = await filedRequest(ctx.app);
    const unexplained = await decide(hasty, requestId, 'refuse', { reason: '' });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json()).toEqual({ message: 'A reason is required' });
    const refused = await decide(operator, requestId, 'refuse', { reason: 'Could not reach the owner' });
    expect(refused.json()).toEqual({ requestId, email, status: 'REFUSED' });
    expect(await eventOf(requestId, 'two-factor.refuse')).toMatchObject({ actorKind: 'staff', reason: 'Could not reach the owner' });
  });
});
