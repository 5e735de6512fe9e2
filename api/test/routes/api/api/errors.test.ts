import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { validSignup } from '../../../helpers/accounts';
import { useTestApp } from '../../../helpers/build';

const signupUrl = '/api/api/auth/individual/signup';
const json = { 'content-type': 'application/json' };

describe('API errors', () => {
  const logged = vi.fn();
  const ctx = useTestApp(
    {},
    {
      extend(app) {
        app.get('/api/api/test-only/boom', async () => {
          throw new Error('connection string postgres://secret@db');
        });
        app.get('/api/api/test-only/database-gone', async () => {
          throw new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') });
        });
        app.get('/api/api/test-only/failed-query', async (request) => {
          request.log.error = logged;
          return app.db.execute(sql`select 1 / 0 where ${'secret-hash-value'} <> ''`);
        });
      },
    },
  );

  it('should reply 503 with a message and Retry-After while the database cannot be reached', async () => {
    const response = await ctx.app.inject({ url: '/api/api/test-only/database-gone' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ message: 'The service cannot reach its database right now; please try again in a moment' });
  });

  it('should reply 400 "Malformed JSON body" to broken JSON', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: signupUrl, headers: json, payload: '{"name": "Greta",' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed JSON body' });
  });

  it('should reply 400 "Malformed JSON body" to an empty JSON body', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: signupUrl, headers: json, payload: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed JSON body' });
  });

  it('should reply 400 with a message to fields of the wrong type', async () => {
    const payload = { name: 1234567, email: true, password: ['x'], phone: { n: 1 } };
    const response = await ctx.app.inject({ method: 'POST', url: signupUrl, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('should reply 400 to a body that is not a JSON object', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: signupUrl, headers: json, payload: '[1, 2]' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Request body must be a JSON object' });
  });

  it('should ignore unknown fields', async () => {
    const payload = { ...validSignup(), iam: 'SUB_USER', accountStatus: 'APPROVED', isAdmin: true };
    const response = await ctx.app.inject({ method: 'POST', url: signupUrl, payload });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ iam: 'ADMIN', accountStatus: 'REVIEWING' });
    expect(response.json()).not.toHaveProperty('isAdmin');
  });

  it('should reply 413 to a body over 100 KB', async () => {
    const payload = { ...validSignup(), name: 'x'.repeat(150 * 1024) };
    const response = await ctx.app.inject({ method: 'POST', url: signupUrl, payload });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large (at most 100 KB)' });
  });

  it.each([
    ['the payment webhook', '/api/payments/webhook/sandbox', 1.1 * 1024 * 1024, '1 MB'],
    ['the registry health reports', '/registry/health', 5 * 1024, '4 KB'],
  ])('should name the limit of %s when refusing a body over it', async (_route, url, bytes, limit) => {
    const response = await ctx.app.inject({ method: 'POST', url, headers: json, payload: JSON.stringify({ x: 'x'.repeat(bytes) }) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: `Request body is too large (at most ${limit})` });
  });

  it('should take a webhook body over the API limit but under its own to the signature check', async () => {
    const payload = JSON.stringify({ x: 'x'.repeat(200 * 1024) });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers: json, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toMatch(/too large/);
  });

  describe('prototype-pollution keys', () => {
    const signupWith = (extra: string) => {
      const { name, email, password, phone } = validSignup();
      return { email, body: `{"name":"${name}","email":"${email}","password":"${password}","phone":"${phone}",${extra}}` };
    };

    it.each([
      ['a __proto__ key', '"__proto__":{"polluted":"yes"}', '__proto__'],
      ['a nested __proto__ key', '"extra":[{"deeper":{"__proto__":{"polluted":"yes"}}}]', '__proto__'],
      ['a constructor.prototype key', '"constructor":{"prototype":{"polluted":"yes"}}', 'constructor.prototype'],
    ])('should refuse valid JSON with %s by naming it, creating nothing and polluting nothing', async (_case, extra, key) => {
      const { email, body } = signupWith(extra);
      const response = await ctx.app.inject({ method: 'POST', url: signupUrl, headers: json, payload: body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `Request body must not contain the key ${key}` });
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      const login = await ctx.app.inject({ method: 'POST', url: '/api/api/auth/individual/login', payload: { email, password: 'x' } });
      expect(login.json()).toEqual({ message: 'Invalid email or password' });
    });

    it('should take a key named constructor that holds no prototype as any unknown field', async () => {
      const { body } = signupWith('"constructor":"Object"');
      const response = await ctx.app.inject({ method: 'POST', url: signupUrl, headers: json, payload: body });
      expect(response.statusCode).toBe(201);
    });

    it('should read a charset-tagged, deeply nested or long JSON body without refusing it for these keys', async () => {
      for (const extra of ['"deep":' + '['.repeat(5_000) + ']'.repeat(5_000), `"long":[${'0,'.repeat(40_000)}0]`]) {
        const { body } = signupWith(extra);
        const headers = { 'content-type': 'application/json; charset=utf-8' };
        const response = await ctx.app.inject({ method: 'POST', url: signupUrl, headers, payload: body });
        expect(response.statusCode).toBe(201);
      }
    });

    it('should still call broken JSON malformed', async () => {
      const response = await ctx.app.inject({ method: 'POST', url: signupUrl, headers: json, payload: '{"name": ' });
      expect(response.json()).toEqual({ message: 'Malformed JSON body' });
    });
  });

  it('should reply 415 to a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: signupUrl,
      headers: { 'content-type': 'text/plain' },
      payload: 'name=Greta',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Unsupported content type, send application/json' });
  });

  it('should reply 404 JSON to an unknown API route, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await ctx.app.inject({ method, url: '/api/api/nope' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('should hide the details of a server error', async () => {
    const response = await ctx.app.inject({ url: '/api/api/test-only/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Server error occured, please try again' });
  });

  it('should log a failed query without the values bound to it', async () => {
    const response = await ctx.app.inject({ url: '/api/api/test-only/failed-query' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Server error occured, please try again' });
    expect(logged).toHaveBeenCalledTimes(1);
    const { err } = logged.mock.calls[0]![0] as { err: Error & { code?: string } };
    expect(err.message).toMatch(/^Failed query: select 1 \/ 0 where \$1 <> '': division by zero$/);
    expect(err.code).toBe('22012');
    expect(JSON.stringify({ ...err, message: err.message, stack: err.stack })).not.toContain('secret-hash-value');
  });
});
