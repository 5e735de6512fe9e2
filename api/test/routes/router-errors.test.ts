import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build';

/**
 * Paths the router refuses before any route runs: Fastify answered these with its
 * own shape and the whole path echoed back; they get `{ message }` like every refusal.
 */
describe('paths the router refuses', () => {
  const ctx = useTestApp();

  it('should reply 400 with a message to a path with broken percent-encoding', async () => {
    const response = await ctx.app.inject({ url: '/api/api/carbon-credits/certificates/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed URL: a part of the path is not valid percent-encoding' });
  });

  it('should reply 414 with a message to an overlong path parameter, without echoing it', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: `/api/api/group-policy/individual/${'a'.repeat(5000)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: 'A part of the path is too long' });
  });
});
