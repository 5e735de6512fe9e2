import type { FastifyInstance } from 'fastify';

/**
 * The route schemas are documentation: valibot in the handler validates (its messages are the
 * contract) and replies are sent as they are, so Fastify must not compile them with ajv or
 * fast-json-stringify. Set at the root, every route inherits these pass-through compilers.
 */
export function docsOnlySchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}
