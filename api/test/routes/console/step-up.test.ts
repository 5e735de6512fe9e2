import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ConsoleAccess } from '@commons/shared/contract';
import type { StaffMemberRow } from '../../../src/db/schema';
import { authorizeConsole, type ConsoleGate } from '../../../src/domains/staff/console-route';

const token = 'a'.repeat(43);
const staff = { id: 's-1', role: 'operator', status: 'active' } as StaffMemberRow;

/** A gate with one open session (the cookie `token`) whose app's current code is `current`. */
const gate = (current: string): ConsoleGate => ({
  resolve: async (given) => (given === token ? { staff, tokenHash: 'h', expiresAt: new Date() } : null),
  confirmCode: async (_staffId, code) => code === current,
});

const request = (access: ConsoleAccess, headers: Record<string, string>) =>
  ({ routeOptions: { config: { consoleEndpoint: { access } } }, headers }) as unknown as FastifyRequest;

async function statusOf(access: ConsoleAccess, headers: Record<string, string>): Promise<number | string> {
  try {
    await authorizeConsole(gate('246810'))(request(access, headers));
    return 'allowed';
  } catch (error) {
    return `${(error as { statusCode: number }).statusCode} ${(error as Error).message}`;
  }
}

describe('authorizeConsole: roles and step-up', () => {
  const cookie = `console_session=${token}`;
  it.each([
    ['public, no cookie', 'public', {}, 'allowed'],
    ['a role, no cookie', { roles: ['operator'] }, {}, '401 Please sign in to the console'],
    ['a role, an unknown cookie', { roles: ['operator'] }, { cookie: `console_session=${'b'.repeat(43)}` }, '401 Please sign in to the console'],
    ['a role, a bearer token only', { roles: ['operator'] }, { authorization: `Bearer ${token}` }, '401 Please sign in to the console'],
    ['the role', { roles: ['operator'] }, { cookie }, 'allowed'],
    ['another role', { roles: ['provider'] }, { cookie }, '403 Your role cannot do this in the console'],
    ['step-up without a code', { roles: ['operator'], stepUp: true }, { cookie }, '403 Enter the current code from your app to confirm'],
    ['step-up with a wrong code', { roles: ['operator'], stepUp: true }, { cookie, 'console-code': '135791' }, '403 Enter the current code from your app to confirm'],
    ['step-up with a recovery code', { roles: ['operator'], stepUp: true }, { cookie, 'console-code': 'abcdefghijklmnopqrstuvwx' }, '403 Enter the current code from your app to confirm'],
    ['step-up with the current code', { roles: ['operator'], stepUp: true }, { cookie, 'console-code': '246810' }, 'allowed'],
  ] as const)('should decide %s', async (_, access, headers, expected) => {
    expect(await statusOf(access as ConsoleAccess, headers)).toBe(expected);
  });
});
