import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '@commons/server-kernel/errors';

/**
 * How deep a body with an `Idempotency-Key` may nest (docs/api.md#idempotency-key). No endpoint
 * takes more than a few levels; the limit keeps the recursion below from running out of stack.
 */
export const maxBodyDepth = 32;

/** JSON with every object's keys sorted, so `{a, b}` and `{b, a}` are the same body. */
function canonical(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= maxBodyDepth) throw badRequest(`The request body is nested too deeply: at most ${maxBodyDepth} levels`);
  if (Array.isArray(value)) return value.map((entry) => canonical(entry, depth + 1));
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, entry]) => [key, canonical(entry, depth + 1)]));
}

/** The request's method and path, without its query string: what a key is bound to. */
export const routeOf = (request: FastifyRequest) => `${request.method} ${request.url.split('?', 1)[0] ?? request.url}`;

/**
 * What makes two requests "the same" for a key: route and body. A multipart upload is streamed
 * into the store as it arrives, so it is not read here: it is compared by its declared length,
 * which tells apart two different files of different sizes (docs/api.md says so).
 */
export function fingerprintOf(request: FastifyRequest): string {
  const body = /^multipart\//i.test(request.headers['content-type'] ?? '')
    ? { multipartLength: request.headers['content-length'] ?? null }
    : canonical(request.body ?? null);
  return createHash('sha256').update(JSON.stringify([routeOf(request), body])).digest('hex');
}
