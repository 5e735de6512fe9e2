export {
  defineEndpoint,
  pathOf,
  type ApiAccess,
  type ApiRouteKey,
  type Endpoint,
  type EndpointShape,
  type EndpointSpec,
  type HandlerReplyOf,
  type InputOf,
  type Method,
  type ParsedInputOf,
  type ReplyOf,
} from './endpoint';
export { endpoints, type DeclaredEndpoint } from './endpoints';
export { apiAccess, apiAccessOf, type ApiRoute } from './api-access';
export * as emailAndPassword from './email-and-password';
export * as auth from './auth';
export * as bankTransferOrders from './bank-transfer-orders';
export * as carbon from './carbon';
export * as documents from './documents';
export * as groupPolicies from './group-policies';
export * as history from './history';
export * as impact from './impact';
export * as notices from './notices';
export * as plans from './plans';
export * as projects from './projects';
export * as signInSecurity from './sign-in-security';
export * as subUsers from './sub-users';
export * as users from './users';
export * as wallet from './wallet';
export * as yourData from './your-data';
export {
  consoleCodeHeader,
  defineConsoleEndpoint,
  type ConsoleAccess,
  type ConsoleEndpoint,
  type ConsoleEndpointSpec,
} from './console-endpoint';
export { consoleEndpoints, type ConsoleRoute } from './console-endpoints';
export * as consoleApi from './console';
