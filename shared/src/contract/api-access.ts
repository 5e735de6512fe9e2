import type { ApiAccess, Endpoint } from './endpoint';
import { endpoints } from './endpoints';

type Declared = (typeof endpoints)[number];

/** An API route that exists today, by its key: 'GET /wallet/individual/my-wallet'. */
export type ApiRoute = Declared['key'];

/**
 * The rule of every client API route, by key, derived from the endpoints' declarations
 * (docs/architecture.md#the-api-contract): the server enforces each route's own, and every
 * screen's `calls` are checked against this table by `access-agreement.test.ts`, publish and
 * every release switch. A route that screens of different menus call takes `anyMenus` of those
 * screens' menus, so it is open exactly to their callers.
 */
export const apiAccess = Object.fromEntries(
  endpoints.map((endpoint: Endpoint) => [endpoint.key, endpoint.access]),
) as Readonly<Record<ApiRoute, ApiAccess>>;

/** The rule of the API route `method` `path` (path under /api/api, as registered), or undefined if none. */
export function apiAccessOf(method: string, path: string): ApiAccess | undefined {
  const key = `${method.toUpperCase()} ${path}`;
  if (Object.hasOwn(apiAccess, key)) return apiAccess[key as ApiRoute];
  // A trailing-slash twin follows its route: published remote versions call the records list
  // with the slash, the API documents it without (docs/api.md#the-apis-reference).
  return path.length > 1 && path.endsWith('/') ? apiAccessOf(method, path.slice(0, -1)) : undefined;
}
