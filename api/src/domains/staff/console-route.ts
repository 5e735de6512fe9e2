import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { ConsoleEndpoint } from '@commons/shared/contract';
import { consoleCodeHeader } from '@commons/shared/contract';
import { ConsoleCodeSchema } from '@commons/shared/schemas';
import * as v from 'valibot';
import { AppError, forbidden } from '@commons/server-kernel/errors';
import { declaredRoute, type EndpointHandler, type RouteExtras } from '@commons/server-kernel/lib/endpoint-route';
import { readConsoleCookie } from './console-cookie';
import type { ConsoleSessionOf } from './console-sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The console declaration the route was registered from (see `consoleRoute`). */
    consoleEndpoint?: ConsoleEndpoint;
  }
  interface FastifyRequest {
    /** The console session, set by `authorizeConsole` on a route that needs one. */
    consoleSession: ConsoleSessionOf | null;
  }
}

/** Where the console's API is mounted. */
export const consoleBasePath = '/api/console';

export const signInFirst = 'Please sign in to the console';
export const confirmWithCode = 'Enter the current code from your app to confirm';

/** Registers the handler of a declared console endpoint, like `route` for the client API. */
export function consoleRoute<E extends ConsoleEndpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>, extras?: RouteExtras) {
  declaredRoute(app, endpoint, { consoleEndpoint: endpoint as ConsoleEndpoint }, handler, extras);
}

/** The console session of a request `authorizeConsole` let through. */
export function currentConsoleSession(request: FastifyRequest): ConsoleSessionOf {
  if (!request.consoleSession) throw new AppError(401, signInFirst);
  return request.consoleSession;
}

/** onRoute hook: a console route not registered from its declaration stops the server, as for /api/api. */
export function requireDeclaredConsoleRoute({ method, url, config }: Pick<RouteOptions, 'method' | 'url' | 'config'>): void {
  const endpoint = config?.consoleEndpoint;
  for (const verb of [method].flat()) {
    const asDeclared = verb === 'HEAD' ? 'GET' : verb;
    if (!endpoint || `${consoleBasePath}${endpoint.path}` !== url || endpoint.method !== asDeclared) {
      throw new Error(`${verb} ${url} is not registered from a console declaration: declare it in shared/src/contract/console.ts and register it with consoleRoute()`);
    }
  }
}

/** What the console's check needs: the session behind a cookie token, and a code's check for step-up. */
export interface ConsoleGate {
  resolve(token: string): Promise<ConsoleSessionOf | null>;
  confirmCode(staffId: string, code: string): Promise<boolean>;
}

/**
 * onRequest hook of the console API: the cookie's session (401, whatever else the request
 * carries: a customer's or the machine's bearer token opens nothing here), then the route's
 * roles (403), then for a `stepUp` route the current code of the member's app (403).
 */
export const authorizeConsole = (gate: ConsoleGate) => async (request: FastifyRequest) => {
  const rule = request.routeOptions.config.consoleEndpoint?.access;
  if (rule === 'public') return;
  const token = readConsoleCookie(request.headers.cookie);
  const open = token ? await gate.resolve(token) : null;
  if (!open) throw new AppError(401, signInFirst);
  request.consoleSession = open;
  if (!rule?.roles.includes(open.staff.role)) throw forbidden('Your role cannot do this in the console');
  if (!rule.stepUp) return;
  const code = v.safeParse(ConsoleCodeSchema, request.headers[consoleCodeHeader.toLowerCase()]);
  const confirmed = code.success && (await gate.confirmCode(open.staff.id, code.output));
  if (!confirmed) throw forbidden(confirmWithCode);
};
