import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CurrentUser } from '@commons/shared/domain';

/** An address no other test uses, so tests sharing a database never collide. */
export const uniqueEmail = () => `green-${randomUUID().slice(0, 8)}@example.com`;

export const validSignup = () => ({
  name: 'Greta Greenfield',
  email: uniqueEmail(),
  password: 'correct horse battery',
  phone: '+4412345678901',
});

/** Signs a new account up and returns what the server replied, token included. */
export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const payload = { ...validSignup(), ...overrides };
  const response = await app.inject({ method: 'POST', url: '/api/api/auth/individual/signup', payload });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return { payload, user: response.json<CurrentUser>() };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The nine profile fields, all valid: saving them completes a profile. */
export const completeProfile = () => ({
  name: 'Greta Greenfield',
  phone: '+4412345678901',
  country: 'Sweden',
  city: 'Uppsala',
  education: 'MSc Climate Science',
  profession: 'Engineer',
  nationality: 'Norway',
  citizenshipNo: 'SE-19900101',
  uidOfResidence: 'UID-4242',
});
