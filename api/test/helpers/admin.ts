import type { FastifyInstance } from 'fastify';
import type { CurrentUser, Menu } from '@commons/shared/domain';
import type { GroupPolicy, SubUser } from '@commons/shared/schemas';
import { bearer, uniqueEmail } from './accounts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the client API at `path` (under /api/api/) as `token`. */
export const call = (app: FastifyInstance, token: string, method: Method, path: string, payload?: object) =>
  app.inject({ method, url: `/api/api/${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Creates a group policy through the API as the owner `token`. */
export async function createPolicy(
  app: FastifyInstance,
  token: string,
  fields: { name?: string; role?: string; menus?: Menu[] } = {},
): Promise<GroupPolicy> {
  const payload = { name: 'Family helpers', role: 'helper', menus: ['WALLET'], ...fields };
  const response = await call(app, token, 'POST', 'group-policy/individual', payload);
  if (response.statusCode !== 201) throw new Error(`policy not created: ${response.statusCode} ${response.body}`);
  return response.json<GroupPolicy>();
}

export const subUserPassword = 'sub-user password';

/** A valid create-subuser body on `policyId`, with a fresh email. */
export const newSubUser = (policyId: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Subuser',
  phone: '+4412345678901',
  email: uniqueEmail(),
  password: subUserPassword,
  assignedGroupPolicyId: policyId,
  ...overrides,
});

/** Creates a sub-user through the API as the owner `token`. */
export async function createSubUser(
  app: FastifyInstance,
  token: string,
  policyId: string,
  overrides: Record<string, unknown> = {},
): Promise<SubUser> {
  const response = await call(app, token, 'POST', 'user/individual/create-subuser', newSubUser(policyId, overrides));
  if (response.statusCode !== 201) throw new Error(`sub-user not created: ${response.statusCode} ${response.body}`);
  return response.json<SubUser>();
}

/** Signs in through the login endpoint; returns the reply (token included). */
export async function logIn(app: FastifyInstance, email: string, password = subUserPassword): Promise<CurrentUser> {
  const response = await app.inject({ method: 'POST', url: '/api/api/auth/individual/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<CurrentUser>();
}

/** Edits a sub-user as the owner `token`. */
export const editSubUser = (app: FastifyInstance, token: string, subUserId: string, updatedData: object) =>
  call(app, token, 'PUT', 'user/individual/edit-subuser', { subUserId, updatedData });
