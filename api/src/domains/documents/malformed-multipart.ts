import { AppError, badRequest } from '@commons/server-kernel/errors';

/** busboy's refusals of a multipart body, each as plain Error text, to the words a client reads. */
const refusals: Array<[RegExp, string]> = [
  [
    /^(Multipart: Boundary not found|Boundary required|The needle cannot)/,
    'Malformed upload: the Content-Type names no usable multipart boundary',
  ],
  [/unexpected end of multipart data/i, 'Malformed upload: the form ends before its last part does'],
];

/**
 * A malformed multipart body as the 400 it is: busboy throws plain Errors, which the
 * error handler would take for the server's own failure and answer 500. Anything else (the
 * blob store or database failing) is passed on unchanged.
 */
export function refuseMalformedMultipart(error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof AppError) return error;
  const refusal = refusals.find(([pattern]) => pattern.test(error.message));
  return refusal ? badRequest(refusal[1]) : error;
}
