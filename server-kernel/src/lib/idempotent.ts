import type { FastifySchema } from 'fastify';

import { idempotencyKeyHeader, idempotencyKeyMaxLength } from '@commons/shared/schemas';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Takes an `Idempotency-Key`, which the API's idempotency plugin claims (docs/api.md). */
    idempotent?: boolean;
  }
}

/** The header as the OpenAPI document lists it on each idempotent route. */
const headerDocs = {
  type: 'object',
  properties: {
    [idempotencyKeyHeader]: {
      type: 'string',
      minLength: 1,
      maxLength: idempotencyKeyMaxLength,
      description:
        'Optional. One key per action (a UUID): the same key with the same body replays the first answer ' +
        'and acts once; with another body or route it is a 422; kept 24 hours per account (docs/api.md).',
    },
  },
} as const;

/**
 * A route's options made idempotent (docs/api.md#idempotency-key): the idempotency plugin claims its
 * `Idempotency-Key` before the body is parsed, and the header is in the route's docs.
 */
export function idempotent<O extends { schema?: FastifySchema; config?: object }>(options: O): O {
  return {
    ...options,
    schema: { ...options.schema, headers: headerDocs },
    config: { ...options.config, idempotent: true },
  };
}
