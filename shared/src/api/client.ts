import { sessionActions } from '@commons/shared/session';
// By package name, like the session: `notify` remembers which messages are up, and each entry
// of `@commons/shared` is its own federation singleton, so a relative import would be a second copy.
import { notify } from '@commons/shared/ui';
import type { KyInstance, Options } from 'ky';
import { consoleCodeHeader, type ConsoleEndpointSpec } from '../contract/console-endpoint';
import { pathOf, type EndpointShape, type EndpointSpec, type InputOf, type ReplyOf } from '../contract/endpoint';
import { ApiError, fallbackMessage } from './api-error';
import { isCancellation } from './cancellation';

/** Where the API lives, on the site's own origin (base path `api/api`, docs/product-rules.md#calls). */
export const apiBasePath = '/api/api';

/**
 * Where the staff console's API lives, on the same origin, signed in by its own cookie
 * (docs/api.md#the-console-api).
 */
export const consoleBasePath = '/api/console';

const consoleUrl = () => new URL(consoleBasePath, globalThis.location.origin).href;

/**
 * The one HTTP client of the site, made when first asked for: ky (a shared library) arrives with
 * the first call, so the public pages that call nothing before a submit (login, register, the
 * FAQ) load 5 KB gzip less (docs/performance.md); the project, verification and impact pages read on load
 * and fetch it then. Every status is accepted
 * (`throwHttpErrors: false`) because the contract decides failure by the body: any reply with a
 * `message` is an error. Retries belong to react-query, so the client itself never retries.
 */
let client: Promise<KyInstance> | null = null;

function httpClient(): Promise<KyInstance> {
  client ??= import('ky').then(
    ({ default: ky }) =>
      ky.create({
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
              // The customer's token goes to the customer API only: the console refuses it.
              if (token && !request.url.startsWith(consoleUrl())) request.headers.set('Authorization', `Bearer ${token}`);
            },
          ],
        },
      }),
    (error: unknown) => {
      // Not arrived (offline, a failed chunk): the next call asks for it again.
      client = null;
      throw error;
    },
  );
  return client;
}

// A signed-in page calls the API as it renders: the client starts on its way at once.
if (sessionActions.getToken()) void httpClient().catch(() => undefined);

/**
 * The options of one call: ky's, plus the `Idempotency-Key` of a request that moves money or
 * creates a record, so the server acts once however often the same submit reaches it.
 */
export type RequestOptions = Options & {
  /** Sent as the `Idempotency-Key` header; one per submitted form, kept across its retries. */
  idempotencyKey?: string;
};

/** The idempotency key of a call that moves money or creates a record (see `RequestOptions`). */
export interface Sending {
  idempotencyKey?: string;
}

/** The name of the header, as Stripe's API and the server spell it. */
export const idempotencyKeyHeader = 'Idempotency-Key';

function withIdempotencyKey({ idempotencyKey, ...options }: RequestOptions = {}): Options {
  if (!idempotencyKey) return options;
  const headers = new Headers(options.headers as HeadersInit | undefined);
  headers.set(idempotencyKeyHeader, idempotencyKey);
  return { ...options, headers };
}

async function send(path: string, options?: RequestOptions): Promise<Response> {
  try {
    const api = await httpClient();
    return await api(path, withIdempotencyKey(options));
  } catch (error) {
    // No reply at all (offline, DNS, timeout); an abort is passed on as it is, see `reported`.
    if (isCancellation(error)) throw error;
    throw new ApiError(fallbackMessage(0), 0);
  }
}

/** How many `leavingFailuresToCaller` runs are under way: their calls show no toast. */
let callersShowingFailures = 0;

/**
 * Runs `start`, and the calls it starts at once (before its first `await`) show no error toast:
 * their caller shows the failure, in place or as the toast. `useSend` runs every submit so, to
 * show each failure once (docs/api.md#how-input-is-checked-and-errors-reach-the-user). A call
 * started later, after an `await`, is reported as usual.
 */
export function leavingFailuresToCaller<T>(start: () => T): T {
  callersShowingFailures += 1;
  try {
    return start();
  } finally {
    callersShowingFailures -= 1;
  }
}

/**
 * Runs one call and shows its failure as an error toast, the one place where the site decides
 * that a failed call reaches the user (unless its caller shows it, `leavingFailuresToCaller`).
 * A call its caller has cancelled is no failure: even when the abort broke the reply half-read,
 * it rejects with the abort and shows nothing (a superseded profile fetch at login must not say
 * "Error occured, please try again").
 */
async function reported<T>(call: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  const toasted = callersShowingFailures === 0;
  try {
    return await call;
  } catch (error) {
    if (isCancellation(error, signal)) throw signal?.aborted ? signal.reason : error;
    if (toasted && error instanceof ApiError) notify.error(error.message);
    throw error;
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
 * is a failure (docs/product-rules.md#calls), even one whose `message` is not usable text; that one
 * is shown with the generic message for its status.
 */
function messageOf(value: unknown, status: number): string | null {
  if (typeof value !== 'object' || value === null || !('message' in value)) return null;
  return typeof value.message === 'string' && value.message.trim() !== '' ? value.message : fallbackMessage(status);
}

/** The failure a reply stands for, or null when it is a success. */
function failureOf(response: Response, body: Body): ApiError | null {
  const message = body.ok ? messageOf(body.value, response.status) : null;
  if (message !== null) return new ApiError(message, response.status);
  // An HTML page where JSON was expected means the request never reached an API route.
  if (!response.ok || !body.ok) return new ApiError(fallbackMessage(response.status), response.status);
  return null;
}

/**
 * Calls the API and returns the reply's JSON. Any reply with a `message`, any failed status
 * and any reply that is not JSON shows an error toast and rejects with an `ApiError`; a call
 * cancelled through `options.signal` rejects with the abort and shows nothing.
 * `options.idempotencyKey` goes as the `Idempotency-Key` header.
 * @param path relative to `/api/api`, without a leading slash (`auth/individual/login`)
 */
export const request = <T>(path: string, options?: RequestOptions): Promise<T> =>
  reported(readJson<T>(path, options), options?.signal);

/**
 * Calls the API like `request` but shows no toast: for a caller whose page shows every outcome
 * itself (a public page has no place for a second, floating message). Failures still reject.
 */
export const requestUnreported = <T>(path: string, options?: RequestOptions): Promise<T> => readJson<T>(path, options);

async function readJson<T>(path: string, options?: RequestOptions): Promise<T> {
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
export const requestBlob = (path: string, options?: RequestOptions): Promise<Blob> =>
  reported(readBlob(path, options), options?.signal);

async function readBlob(path: string, options?: RequestOptions): Promise<Blob> {
  const response = await send(path, options);
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && !type.includes('json')) return response.blob();
  const failure = failureOf(response, await readBody(response));
  throw failure ?? new ApiError(fallbackMessage(response.status), response.status);
}

/**
 * The options of a typed call: cancellation, for an idempotent endpoint its key, and ky's hooks
 * for a call that words its own failures.
 */
export type CallOptions = Pick<RequestOptions, 'signal' | 'idempotencyKey' | 'hooks'>;

/** A query's values as a query string; what is unset is left out. */
function searchParamsOf(query: unknown): URLSearchParams | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null);
  return new URLSearchParams(entries.map(([key, value]) => [key, String(value)]));
}

/** The ky options of one call of `endpoint`: its method, query and JSON body (or form data). */
function optionsOf(endpoint: EndpointShape, input: unknown, options: CallOptions): RequestOptions {
  const { query, body } = (input ?? {}) as { query?: unknown; body?: unknown };
  const searchParams = searchParamsOf(query);
  return {
    method: endpoint.method.toLowerCase(),
    ...(searchParams && { searchParams }),
    ...(body instanceof FormData ? { body } : body !== undefined && { json: body }),
    ...options,
  };
}

const pathOfInput = (endpoint: EndpointShape, input: unknown) =>
  pathOf(endpoint, (input as { params?: Record<string, unknown> } | undefined)?.params);

/**
 * Calls one declared endpoint (`@commons/shared/contract`): its path, method and body from the
 * declaration, its reply typed by the declaration's schema. Failures are reported as `request`
 * reports them.
 */
export const call = <E extends EndpointSpec>(endpoint: E, input: InputOf<E>, options: CallOptions = {}): Promise<ReplyOf<E>> =>
  request<ReplyOf<E>>(pathOfInput(endpoint, input), optionsOf(endpoint, input, options));

/** `call` without the toast, for a page that shows every outcome itself (see `requestUnreported`). */
export const callUnreported = <E extends EndpointSpec>(
  endpoint: E,
  input: InputOf<E>,
  options: CallOptions = {},
): Promise<ReplyOf<E>> => requestUnreported<ReplyOf<E>>(pathOfInput(endpoint, input), optionsOf(endpoint, input, options));

/** Calls a declared endpoint that answers a file (a PDF certificate), as a Blob. */
export const callBlob = <E extends EndpointSpec>(endpoint: E, input: InputOf<E>, options: CallOptions = {}): Promise<Blob> =>
  requestBlob(pathOfInput(endpoint, input), optionsOf(endpoint, input, options));

/** The options of a console call: cancellation, and for a `stepUp` endpoint the app's current code. */
export type ConsoleCallOptions = Pick<RequestOptions, 'signal'> & { consoleCode?: string };

/**
 * Calls one declared console endpoint (`consoleApi` in `@commons/shared/contract`) under
 * /api/console with the console's cookie (same origin only) and never the customer's token;
 * failures are reported as `request` reports them.
 */
export const callConsole = <E extends ConsoleEndpointSpec>(
  endpoint: E,
  input: InputOf<E>,
  { consoleCode, ...options }: ConsoleCallOptions = {},
): Promise<ReplyOf<E>> =>
  request<ReplyOf<E>>(pathOfInput(endpoint, input), {
    ...optionsOf(endpoint, input, options),
    prefixUrl: consoleUrl(),
    credentials: 'same-origin',
    ...(consoleCode !== undefined && { headers: { [consoleCodeHeader]: consoleCode } }),
  });

/**
 * Calls a declared console endpoint that answers a file (the audit's CSV), as a Blob, with the
 * console's cookie; failures are reported as `request` reports them.
 */
export const callConsoleBlob = <E extends ConsoleEndpointSpec>(
  endpoint: E,
  input: InputOf<E>,
  options: Pick<RequestOptions, 'signal'> = {},
): Promise<Blob> =>
  requestBlob(pathOfInput(endpoint, input), {
    ...optionsOf(endpoint, input, options),
    prefixUrl: consoleUrl(),
    credentials: 'same-origin',
  });
