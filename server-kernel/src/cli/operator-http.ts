import { AppError } from '@commons/server-kernel/errors';

/** One command sent to a running server's operator endpoint: POST `/api/operator/<path>`. */
export type OperatorCall = <T>(path: string, body: object) => Promise<T>;

/**
 * Calls to the operator endpoint of the server at `baseUrl`. A refusal becomes the AppError the
 * service raised on the server, so the CLI prints the same message either way.
 */
export function createOperatorCall(baseUrl: string, token: string): OperatorCall {
  return async <T>(path: string, body: object): Promise<T> => {
    const response = await fetch(`${baseUrl}/api/operator/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const reply = (await response.json().catch(() => ({}))) as { message?: string };
    if (!response.ok) throw new AppError(response.status, reply.message ?? `The server replied ${response.status}`);
    return reply as T;
  };
}
