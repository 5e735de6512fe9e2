import type { StaffRole } from '../schemas/console';
import type { EndpointShape } from './endpoint';

/**
 * Who may call a console endpoint: anyone ('public'), or a signed-in staff member of one of
 * `roles`; `stepUp` asks as well for the current code of their app in a `Console-Code` header,
 * for an act that a stolen session alone must not do (docs/api.md#the-console-api).
 */
export type ConsoleAccess = 'public' | { roles: readonly StaffRole[]; stepUp?: boolean };

/** What one endpoint of the console API is, written once; its path is relative to /api/console. */
export type ConsoleEndpointSpec = EndpointShape & { access: ConsoleAccess };

/** A console endpoint as declared, with the key tests and the server name it by: 'GET /session'. */
export type ConsoleEndpoint<S extends ConsoleEndpointSpec = ConsoleEndpointSpec> = S & {
  readonly key: `${S['method']} ${S['path']}`;
};

/** The header that carries the current code of a `stepUp` console endpoint. */
export const consoleCodeHeader = 'Console-Code';

/**
 * Declares one endpoint of the staff console's API, like `defineEndpoint` for the customers'
 * but under /api/console, with staff roles for access. Kept apart from `endpoints` so the
 * customers' access table and screens never see it.
 */
export function defineConsoleEndpoint<const S extends ConsoleEndpointSpec>(spec: S): ConsoleEndpoint<S> {
  return { ...spec, key: `${spec.method} ${spec.path}` as ConsoleEndpoint<S>['key'] };
}
