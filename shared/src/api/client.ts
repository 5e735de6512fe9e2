import { sessionActions } from '@commons/shared/session';
import ky, { type Options } from 'ky';
import { notify } from '../ui/notify';
import { ApiError, fallbackMessage } from './api-error';

/** Where the API lives, on the site's own origin (PRODUCT_SPEC section 7: base path `api/api`). */
export const apiBasePath = '/api/api';

/**
 * The one HTTP client of the site. Every status is accepted (`throwHttpErrors: false`) because
 * the contract decides failure by the body: any reply with a `message` is an error. Retries
 * belong to react-query, so the client itself never retries.
 */
export const api = ky.create({
  prefixUrl: new URL(apiBasePath, globalThis.location.origin).href,
  credentials: 'include',
  throwHttpErrors: false,
  retry: 0,
  timeout: 30_000,
  headers: { accept: 'application/json' },
  hooks: {
    beforeRequest: [
      (request) => {
        const token = sessionActions.getToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
  },
});

/** Shows the failure as an error toast and turns it into the error the caller sees. */
function fail(message: string, status: number): ApiError {
  notify.error(message);
  return new ApiError(message, status);
}

async function send(path: string, options?: Options): Promise<Response> {
  try {
    return await api(path, options);
  } catch (error) {
    // No reply at all (offline, DNS, timeout): an abort is the caller's own doing, not a failure to show.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw fail(fallbackMessage(0), 0);
  }
}

type Body = { ok: true; value: unknown } | { ok: false };

async function readBody(response: Response): Promise<Body> {
  const text = await response.text().catch(() => null);
  if (text === null) return { ok: false };
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * The text of a reply's `message` field, or null when it has none. Any reply carrying the field
 * is a failure (PRODUCT_SPEC section 7), even one whose `message` is not usable text; that one
 * is shown with the generic message for its status.
 */
function messageOf(value: unknown, status: number): string | null {
  if (typeof value !== 'object' || value === null || !('message' in value)) return null;
  return typeof value.message === 'string' && value.message.trim() !== '' ? value.message : fallbackMessage(status);
}

/** The failure a reply stands for, or null when it is a success. */
function failureOf(response: Response, body: Body): ApiError | null {
  const message = body.ok ? messageOf(body.value, response.status) : null;
  if (message !== null) return fail(message, response.status);
  // An HTML page where JSON was expected means the request never reached an API route.
  if (!response.ok || !body.ok) return fail(fallbackMessage(response.status), response.status);
  return null;
}

/**
 * Calls the API and returns the reply's JSON. Any reply with a `message`, any failed status
 * and any reply that is not JSON shows an error toast and rejects with an `ApiError`.
 * @param path relative to `/api/api`, without a leading slash (`auth/individual/login`)
 */
export async function request<T>(path: string, options?: Options): Promise<T> {
  const response = await send(path, options);
  const body = await readBody(response);
  const failure = failureOf(response, body);
  if (failure) throw failure;
  return (body.ok ? body.value : undefined) as T;
}

/**
 * Calls the API for a file (a PDF certificate) and returns it as a Blob; failures are
 * reported exactly as `request` reports them.
 */
export async function requestBlob(path: string, options?: Options): Promise<Blob> {
  const response = await send(path, options);
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && !type.includes('json')) return response.blob();
  const failure = failureOf(response, await readBody(response));
  throw failure ?? fail(fallbackMessage(response.status), response.status);
}
