import type { FastifyRequest } from 'fastify';
import { badRequest } from '@commons/server-kernel/errors';

/**
 * The first key of `value` that could reach an object's prototype if the body were ever merged
 * into one: `__proto__`, or `constructor` holding `prototype`. Iterative, as a 100 KB body can
 * nest deeper than the call stack.
 */
export function prototypeKeyIn(value: unknown): string | null {
  const pending = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (node === null || typeof node !== 'object') continue;
    if (Object.hasOwn(node, '__proto__')) return '__proto__';
    const { constructor } = node as { constructor?: unknown };
    if (Object.hasOwn(node, 'constructor') && constructor !== null && typeof constructor === 'object' && Object.hasOwn(constructor, 'prototype')) {
      return 'constructor.prototype';
    }
    // One push each: spreading a 50,000-element array would overflow the argument limit.
    for (const child of Object.values(node)) pending.push(child);
  }
  return null;
}

/**
 * The API's JSON body parser. Fastify's own refuses a `__proto__` key as it should but calls the
 * body malformed, which it is not; this one says which key it refused. JSON.parse
 * makes such a key an own property, so nothing is polluted even before the check.
 *
 * The key is refused, not stripped: no client of ours sends it, so it is an attack's probe, and
 * refusing keeps the rule that bad input answers 4xx and changes nothing, where stripping it
 * would quietly act on the rest.
 */
export function parseJsonBody(_request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void): void {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    done(badRequest('Malformed JSON body'));
    return;
  }
  const key = prototypeKeyIn(value);
  if (key) done(badRequest(`Request body must not contain the key ${key}`));
  else done(null, value);
}
