import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError } from '../errors';
import { loggableError } from '../lib/loggable-error';

const serverError = 'Server error occured, please try again';
const databaseUnavailable = 'The service cannot reach its database right now; please try again in a moment';

/** Seconds a client is asked to wait after a 503 before it tries again. */
const retryAfterSeconds = 5;

/** "100 KB", "1 MB" or "4096 bytes": a size as its limit was written. */
function sizeOf(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/**
 * The limit that refused the body: the route's own (the webhook's 1 MB, the health reports'
 * 4 KB), else the server's. Every route here that gives its parser a limit gives it to the
 * route too, which Fastify prefers anyway, so `routeOptions` names the limit that applied.
 */
const bodyTooLarge = (request: FastifyRequest) =>
  `Request body is too large (at most ${sizeOf(request.routeOptions.bodyLimit)})`;

/** Fastify's own request errors, in words a client developer can act on. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type, send application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
};

function describe(error: FastifyError | AppError, request: FastifyRequest): { status: number; message: string } {
  if (error instanceof AppError) return { status: error.statusCode, message: error.message };
  if (isDatabaseUnavailable(error)) return { status: 503, message: databaseUnavailable };
  const status = error.statusCode ?? 500;
  if (status >= 500) return { status, message: serverError };
  // The JSON parser rejects bad syntax with a plain SyntaxError carrying status 400.
  if (error instanceof SyntaxError) return { status: 400, message: 'Malformed JSON body' };
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status, message: bodyTooLarge(request) };
  return { status, message: fastifyMessages[error.code] ?? error.message };
}

/** The router's refusals of a path, in the same words for every route. */
const routerMessages: Record<string, string> = {
  FST_ERR_BAD_URL: 'Malformed URL: a part of the path is not valid percent-encoding',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the path is too long',
};

/**
 * Fastify's `frameworkErrors`: the router refuses a malformed or overlong path before any route
 * or error handler runs, and by default answered with its own shape, echoing the whole path
 * back. These get `{ message }` like every other refusal.
 */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    reply.log.error({ err: loggableError(error) }, 'request failed before its route');
    void reply.code(status).send({ message: serverError });
    return;
  }
  void reply.code(status).send({ message: routerMessages[error.code] ?? 'Bad request' });
}

/**
 * The one error handler: every failure replies `{ message }` with a fitting status (503 and
 * Retry-After while the database cannot be reached), and
 * server errors are logged (without a failed query's values) but never described to the client.
 */
export default fp(
  async (app) => {
    app.setErrorHandler<FastifyError | AppError>((error, request, reply) => {
      const { status, message } = describe(error, request);
      if (status === 503) reply.header('retry-after', String(retryAfterSeconds));
      if (status >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
      if (error instanceof AppError) reply.headers(error.headers);
      return reply.code(status).send({ message });
    });
  },
  { name: 'error-handler' },
);
