import type { FastifyInstance } from 'fastify';
import { replySerializer } from './reply-serializer';

/**
 * The route schemas document the routes and write their replies: valibot in the handler
 * validates (its messages are the contract), so Fastify must not compile a request schema with
 * ajv; a reply is written by fast-json-stringify from its schema where the schema describes it
 * (docs/api.md#replies-written-from-their-schemas). Set at the root, every route inherits these
 * compilers. The tests (`NODE_ENV=test`) check each reply against `JSON.stringify`'s.
 */
export function docsOnlySchemas(app: FastifyInstance): void {
  const check = process.env.NODE_ENV === 'test';
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(({ schema, method, url }) => replySerializer(schema, { check, route: `${method} ${url}` }));
}
