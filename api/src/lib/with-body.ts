import type {
  FastifyRequest,
  FastifySchema,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
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
  preValidation?: preValidationAsyncHookHandler<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    ParsedBody<S>
  >;
  preHandler: preHandlerAsyncHookHandler<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, ParsedBody<S>>;
}

/**
 * A route's own check that answers before its body is parsed, as it did when it came first in
 * the handler (the profile's own-id 404).
 */
export interface BeforeBody {
  preValidation?: preValidationAsyncHookHandler;
}

/**
 * A route's `schema` (its docs) and a hook parsing the body with the schema the docs declare,
 * so each route names it once; the handler reads the parsed, typed `request.body`.
 * The hook is the route's preHandler, the last step before the handler, where the handler
 * used to parse: authentication and access (onRequest) still answer 401 or 403 first, and
 * `before` runs ahead of the body's 400.
 */
export function withBody<S extends v.GenericSchema>(
  route: RouteDocs & { body: S },
  before: BeforeBody = {},
): BodyRouteOptions<S> {
  return {
    schema: docs(route),
    ...before,
    preHandler: async (request: FastifyRequest) => {
      request.body = parseBody(route.body, request.body);
    },
  };
}
