import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import * as v from 'valibot';
import type { Endpoint, EndpointShape, EndpointSpec, HandlerReplyOf, ParsedInputOf } from '@commons/shared/contract';
import { idempotent } from './idempotent';
import { parseBody } from './parse-body';
import { parseQuery } from './parse-query';
import { docs } from './route-docs';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was registered from (see `route`). */
    endpoint?: Endpoint;
  }
  interface FastifyRequest {
    /** The declared endpoint's params, query and body, parsed (see `route`). */
    input: unknown;
  }
}

/** The request a handler of `E` reads: its params, query and body parsed by the declaration's schemas. */
export type EndpointRequest<E extends EndpointShape> = FastifyRequest & { input: ParsedInputOf<E> };

/** A handler of `E`: it returns what the reply schema takes (or the reply itself, for a file). */
export type EndpointHandler<E extends EndpointShape> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<HandlerReplyOf<E> | FastifyReply>;

/**
 * What a route adds to its declaration: checks that answer before its body is parsed, limits,
 * work after the reply has gone (`onResponse`).
 */
export type RouteExtras = Pick<RouteShorthandOptions, 'preValidation' | 'bodyLimit' | 'onResponse'> & {
  /**
   * Also answer at the path with a trailing slash, for published remote versions that call it so;
   * the API reference leaves the twin out.
   */
  slashTwin?: boolean;
};

/** A reply that does not match its declaration: a 500, logged, never sent as it is. */
export class ReplyMismatchError extends Error {
  constructor(endpoint: EndpointShape, issues: v.BaseIssue<unknown>[]) {
    const where = issues.map((issue) => `${v.getDotPath(issue) ?? '(reply)'}: ${issue.message}`).join('; ');
    super(`${endpoint.method} ${endpoint.path} answered a reply its schema refuses: ${where}`);
    this.name = 'ReplyMismatchError';
  }
}

/** The reply as its schema sends it: unknown fields dropped; one the schema refuses throws. */
function serialised(endpoint: EndpointShape, value: unknown): unknown {
  if (!endpoint.reply) return value;
  const result = v.safeParse(endpoint.reply, value);
  if (!result.success) throw new ReplyMismatchError(endpoint, result.issues);
  return result.output;
}

/** Parses the request's params, query and body by the declaration, or answers 400 naming the problem. */
function parseInput(endpoint: EndpointShape, request: FastifyRequest): ParsedInputOf<EndpointShape> {
  return {
    params: endpoint.params ? parseBody(endpoint.params, request.params) : undefined,
    query: endpoint.query ? parseQuery(endpoint.query, request.query) : undefined,
    body: endpoint.body && !endpoint.consumes ? parseBody(endpoint.body, request.body) : undefined,
  };
}

/**
 * Registers the handler of a declared endpoint (docs/architecture.md#the-api-contract): its
 * method and path, its docs, its access rule (checked by `authorize` before anything else), its
 * `Idempotency-Key`, its input parsed before the handler (`request.input`; a bad value is a 400)
 * and its reply sent through the reply schema. `app` is the client API's instance, under /api/api.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  declaredRoute(app, endpoint, { endpoint: endpoint as Endpoint }, handler, extras);
}

/**
 * Registers a declared endpoint of any API (the client API's `route`, the console's): `config`
 * carries the declaration its own access check reads; the rest is `route`'s.
 */
export function declaredRoute<E extends EndpointShape & { idempotent?: boolean }>(
  app: FastifyInstance,
  endpoint: E,
  config: FastifyContextConfig,
  handler: EndpointHandler<E>,
  { slashTwin = false, ...extras }: RouteExtras = {},
): void {
  const options = {
    schema: docs({ ...endpoint, consumes: endpoint.consumes && [...endpoint.consumes] }),
    config,
    ...extras,
  };
  for (const url of slashTwin ? [endpoint.path, `${endpoint.path}/`] : [endpoint.path]) {
    app.route({
      ...(endpoint.idempotent ? idempotent(options) : options),
      method: endpoint.method,
      url,
      preHandler: async (request) => {
        request.input = parseInput(endpoint, request);
      },
      handler: async (request, reply) => {
        if (endpoint.status) reply.code(endpoint.status);
        const value = await handler(request as EndpointRequest<E>, reply);
        if (value === reply) return reply;
        if (endpoint.status === 204) return reply.send();
        return serialised(endpoint, value);
      },
    });
  }
}
