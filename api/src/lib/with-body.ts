import type {
  FastifyRequest,
  FastifySchema,
  preHandlerAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type * as v from 'valibot';
import { parseBody } from '@commons/server-kernel/lib/parse-body';
import { docs, type RouteDocs } from '@commons/server-kernel/lib/route-docs';

/** The route generic of a handler that reads `request.body` as `S` parsed it. */
type ParsedBody<S extends v.GenericSchema> = { Body: v.InferOutput<S> };

/** The options of a route whose body `S` parses before its handler runs. */
export interface BodyRouteOptions<S extends v.GenericSchema> {
  schema: FastifySchema;
  preHandler: preHandlerAsyncHookHandler<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, ParsedBody<S>>;
}

/**
 * A route's `schema` (its docs) and a hook parsing the body with the schema the docs declare,
 * for the operator endpoint's commands (the client API's endpoints parse through `route()`).
 * The hook is the route's preHandler, so the operator token (onRequest) answers 401 first.
 */
export function withBody<S extends v.GenericSchema>(route: RouteDocs & { body: S }): BodyRouteOptions<S> {
  return {
    schema: docs(route),
    preHandler: async (request: FastifyRequest) => {
      request.body = parseBody(route.body, request.body);
    },
  };
}
