import { randomUUID } from 'node:crypto';
import { sandboxCompletedType } from '../../api/src/payments/sandbox.ts';
import { sandboxSignatureHeader, signSandboxPayload } from '../../api/src/payments/sandbox-signature.ts';
import { ok, randomOf, send, unanswered, type LoadContext, type LoadUser } from './load-context';

const topUpUsd = 250;
const withdrawalUsd = 5;
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/49', cvc: '123' };

/** Opens a top-up session; its id, or null when refused. */
async function openSession(ctx: LoadContext, user: LoadUser): Promise<string | null> {
  const json = { amount: topUpUsd, customerEmail: user.email, idempotencyKey: randomUUID() };
  const answer = await send(ctx, 'POST', '/api/api/wallet/session-url', { token: user.token, json });
  return ok(answer) ? new URL(answer.json<{ url: string }>().url).pathname.split('/').pop()! : null;
}

/** A top-up as the browser makes it: the session, then the sandbox page's card form (which sends the signed webhook). */
export async function topUpByCard(ctx: LoadContext, user: LoadUser): Promise<void> {
  const sessionId = await openSession(ctx, user);
  if (!sessionId) return;
  const paid = await send(ctx, 'POST', `/api/payments/sandbox/checkout/${sessionId}`, { form: card });
  if (paid.status === 303) ctx.acks.paidSessions.push(sessionId);
}

/**
 * A top-up whose completion event the provider delivers more than once, as providers do: the
 * same signed bytes to both processes at once, then again later. It must credit once.
 */
export async function topUpRedelivered(ctx: LoadContext, user: LoadUser): Promise<void> {
  const sessionId = await openSession(ctx, user);
  if (!sessionId) return;
  const event = {
    id: `evt_${randomUUID()}`,
    type: sandboxCompletedType,
    created: Math.floor(Date.now() / 1000),
    data: { sessionId, amountCents: topUpUsd * 100 },
  };
  const body = JSON.stringify(event);
  const headers = { 'content-type': 'application/json', [sandboxSignatureHeader]: signSandboxPayload(ctx.webhookSecret, body) };
  const deliver = (target?: string) => send(ctx, 'POST', '/api/payments/webhook/sandbox', { body, headers }, target);
  const first = await Promise.all(ctx.targets.map((target) => deliver(target)));
  const again = await deliver();
  if ([...first, again].some(ok)) ctx.acks.paidSessions.push(sessionId);
}

/** Asks for a small withdrawal (held from the balance at once); an operator decides it later. */
export async function withdraw(ctx: LoadContext, user: LoadUser): Promise<void> {
  const json = { requestedWithdrawalAmount: withdrawalUsd };
  const answer = await send(ctx, 'POST', '/api/api/wallet/individual/raise-withdrawal-request', { token: user.token, json });
  if (answer.status !== 201) return;
  const { requestId } = answer.json<{ requestId: string }>();
  ctx.acks.withdrawals.push({ id: requestId, cents: withdrawalUsd * 100 });
  ctx.pendingWithdrawals.push(requestId);
}

/** An operator approves or rejects the oldest undecided withdrawal through the operator endpoint. */
export async function decideWithdrawal(ctx: LoadContext): Promise<void> {
  const requestId = ctx.pendingWithdrawals.shift();
  if (!requestId) return;
  const action = randomOf(['approve', 'reject'] as const);
  const answer = await send(ctx, 'POST', `/api/operator/withdrawals/${action}`, {
    token: ctx.operatorToken,
    json: { requestId, by: 'load test' },
  });
  if (ok(answer)) ctx.acks.decisions.push({ id: requestId, status: action === 'approve' ? 'COMPLETED' : 'REJECTED' });
  // Unanswered (a killed process, a cut database): it may or may not have happened; ask again later.
  else if (unanswered(answer)) ctx.pendingWithdrawals.push(requestId);
}

export async function readWallet(ctx: LoadContext, user: LoadUser): Promise<void> {
  await send(ctx, 'GET', '/api/api/wallet/individual/my-wallet', { token: user.token });
}
