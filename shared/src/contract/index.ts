export {
  defineEndpoint,
  pathOf,
  type ApiAccess,
  type ApiRouteKey,
  type Endpoint,
  type EndpointSpec,
  type HandlerReplyOf,
  type InputOf,
  type Method,
  type ParsedInputOf,
  type ReplyOf,
} from './endpoint';
export { endpoints, type DeclaredEndpoint } from './endpoints';
export { apiAccess, apiAccessOf, type ApiRoute } from './api-access';
export * as history from './history';
export * as wallet from './wallet';
