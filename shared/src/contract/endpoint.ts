import type * as v from 'valibot';
import type { AccessRule } from '../domain/access';

/** The methods the client API answers. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call an endpoint: a rule checked after the session, or 'public' (no session needed). */
export type ApiAccess = AccessRule | 'public';

/** An endpoint's key, its method and path under /api/api: 'GET /user/individual/my-profile'. */
export type ApiRouteKey = `${Method} /${string}`;

type Schema = v.GenericSchema;

/** What any declared endpoint is, customers' or the console's, but for who may call it. */
export type EndpointShape = Omit<EndpointSpec, 'access' | 'idempotent'>;

/** What one endpoint of the client API is, written once (docs/architecture.md#the-api-contract). */
export interface EndpointSpec {
  method: Method;
  /** Under /api/api, `:name` for a path parameter: '/wallet/individual/top-ups/:topUpId'. */
  path: `/${string}`;
  /** Its path parameters, one string field per `:name`. */
  params?: Schema;
  /** Its query string. */
  query?: Schema;
  /** Its JSON body (or a form's fields, with `consumes`). */
  body?: Schema;
  /** Its JSON success reply; the server sends it through this schema, unknown fields dropped. */
  reply?: Schema;
  /** Who may call it, checked by the server on every request and by every screen that calls it. */
  access: ApiAccess;
  /** Whether it takes an `Idempotency-Key` (it moves money or creates a record). */
  idempotent?: boolean;
  /** One line for the API reference. */
  summary: string;
  /** The success status, when not 200. */
  status?: 201 | 202 | 204;
  /** Body media types other than JSON (a multipart upload). */
  consumes?: readonly string[];
  /** A reply that is not JSON: a PDF, an image, an HTML page. */
  produces?: { type: string; description: string };
}

/** An endpoint as declared: its spec and the key the access table, screens and tests name it by. */
export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & { readonly key: `${S['method']} ${S['path']}` };

/**
 * Declares one endpoint of the client API. The typed client (`call` in `@commons/shared/api`) and
 * the server's route (`route` in the API) are both derived from it, so its path, schemas, access
 * and idempotency are written nowhere else.
 */
export function defineEndpoint<const S extends EndpointSpec>(spec: S): Endpoint<S> {
  return { ...spec, key: `${spec.method} ${spec.path}` as Endpoint<S>['key'] };
}

type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;
type In<S> = S extends Schema ? v.InferInput<S> : undefined;

/** What a call of `E` answers: its reply schema's output, or a Blob for a file. */
export type ReplyOf<E extends EndpointShape> = E['reply'] extends Schema ? Out<E['reply']> : undefined;
/** What the server's handler of `E` returns: its reply schema's input (the serialiser parses it). */
export type HandlerReplyOf<E extends EndpointShape> = E['reply'] extends Schema ? In<E['reply']> : unknown;

/** What a call of `E` sends: its path parameters, query and body, each only where declared. */
export type InputOf<E extends EndpointShape> = (E['params'] extends Schema ? { params: In<E['params']> } : unknown) &
  (E['query'] extends Schema ? { query?: In<E['query']> } : unknown) &
  (E['body'] extends Schema ? { body: In<E['body']> } : unknown);

/** What the server's handler of `E` reads, parsed by its schemas. */
export type ParsedInputOf<E extends EndpointShape> = {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
};

/**
 * The endpoint's path with its parameters filled in, each encoded as one segment; without the
 * leading slash, relative to /api/api. A parameter missing from `params` throws.
 */
export function pathOf(endpoint: Pick<EndpointSpec, 'path'>, params: Record<string, unknown> = {}): string {
  return endpoint.path.slice(1).replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint.path}: ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
