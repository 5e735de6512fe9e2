import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import type { TwoFactorEnabled, TwoFactorSetup } from '@commons/shared/domain';
import { bearer } from './accounts';

/** The code of `secret` `steps` 30-second steps from now (the server takes one step either way). */
export const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

export const securityCall = (app: FastifyInstance, token: string, method: 'GET' | 'POST', path: string, payload?: object) =>
  app.inject({ method, url: `/api/api/user/individual/${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/**
 * Waits, when needed, until `seconds` are left in the current 30-second step. A code a step back is good
 * only until this step ends, and a busy machine can spend several seconds on the password check.
 */
export async function roomInStep(seconds = 8) {
  const left = 30 - ((Date.now() / 1000) % 30);
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 50));
}

/** Turns two-factor on for the token's account, confirmed by its `password`: its secret and the recovery codes. */
export async function enableTwoFactor(app: FastifyInstance, token: string, password: string) {
  const setup = (await securityCall(app, token, 'POST', 'two-factor/setup')).json<TwoFactorSetup>();
  await roomInStep();
  const enabled = await securityCall(app, token, 'POST', 'two-factor/enable', { code: await codeAt(setup.secret, -1), password });
  if (enabled.statusCode !== 200) throw new Error(`enable failed: ${enabled.statusCode} ${enabled.body}`);
  return { secret: setup.secret, recoveryCodes: enabled.json<TwoFactorEnabled>().recoveryCodes };
}

/** The password step: its answer (a challenge when two-factor is on). */
export const passwordStep = (app: FastifyInstance, email: string, password: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/api/auth/individual/login', payload: { email, password }, remoteAddress });

export const codeStep = (app: FastifyInstance, challenge: string, code: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/api/auth/individual/login/two-factor', payload: { challenge, code }, remoteAddress });
