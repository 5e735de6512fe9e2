/**
 * An error the caller can act on: its message is shown as is and `statusCode` picks the HTTP
 * status. The CLI prints the same message, so services throw it whoever calls them.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the reply carries along, such as a 429's `retry-after`. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthenticated = () => new AppError(401, 'Unauthenticated, please login again');
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const forbidden = (message: string) => new AppError(403, message);
