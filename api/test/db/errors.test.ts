import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@commons/server-kernel/db/errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a connection failure (class 08)', withCode('connection failure', '08006')],
    ['a server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['a refused socket', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['no connection within the timeout', new Error('timeout exceeded when trying to connect')],
    [
      'a lost connection wrapped by drizzle',
      new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }),
    ],
  ])('should recognise %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a division by zero', withCode('division by zero', '22012')],
    ['a plain error', new Error('boom')],
    ['not an error', 'Connection terminated unexpectedly'],
  ])('should not take %s for an unreachable database', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
