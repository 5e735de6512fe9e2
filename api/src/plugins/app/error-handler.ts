import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { bodyLimitBytes } from '../../config';
import { isDatabaseUnavailable } from '../../db/errors';
import { AppError } from '../../errors';
import { loggableError } from '../../lib/loggable-error';

const serverError = 'Server error occured, please try again';
const databaseUnavailable = 'The service cannot reach its database right now; please try again in a moment';

/** Seconds a client is asked to wait after a 503 before it tries again. */
const retryAfterSeconds = 5;

/** Fastify's own request errors, in words a client developer can act on. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: `Request body is too large (at most ${bodyLimitBytes / 1024} KB)`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type, send application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
};

function describe(error: FastifyError | AppError): { status: number; message: string } {
  if (error instanceof AppError) return { status: error.statusCode, message: error.message };
  if (isDatabaseUnavailable(error)) return { status: 503, message: databaseUnavailable };
  const status = error.statusCode ?? 500;
  if (status >= 500) return { status, message: serverError };
  // The JSON parser rejects bad syntax with a plain SyntaxError carrying status 400.
  if (error instanceof SyntaxError) return { status: 400, message: 'Malformed JSON body' };
  return { status, message: fastifyMessages[error.code] ?? error.message };
}

/**
 * The one error handler: every failure replies `{ message }` with a fitting status (503 and
 * Retry-After while the database cannot be reached, issue 14), and
 * server errors are logged (without a failed query's values) but never described to the client.
 */
export default fp(
  async (app) => {
    app.setErrorHandler<FastifyError | AppError>((error, request, reply) => {
      const { status, message } = describe(error);
      if (status === 503) reply.header('retry-after', String(retryAfterSeconds));
      if (status >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
      return reply.code(status).send({ message });
    });
  },
  { name: 'error-handler' },
);
