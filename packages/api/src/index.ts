// @invest/api: the HTTP layer of spec 7-8, environment profiles and the session. No React and no
// zod at run time here (the browser bundle stays lean): the React hooks are `@invest/api/hooks`
// and the zod contract is `@invest/api/contract`.
export * from './client';
export * from './errors';
export * from './profiles';
export * from './session';
export * from './storage';
export * from './guestQuota';
export * from './idempotency';
export { randomId } from './ids';
export { yieldToBrowser } from './yieldToBrowser';
export type { FetchLike, Timers, UploadProgress } from './transport';
export type { RouteBody, RouteParams, RouteQuery, RouteResponse } from './types';
// the route table is zod-free: the client's names, paths and headers
export {
  HEADERS,
  buildPath,
  routes,
  type HttpMethod,
  type RouteAuth,
  type RouteDef,
  type RouteName,
} from './contract/routes';
export type { ErrorCode, FailureEnvelope, FieldError, SuccessEnvelope } from './contract/envelope';
export type { RouteSchemas } from './contract/schemas';
// the wire's types, area by area (types only: no zod at run time)
export type * from './contract/settings';
export type * from './contract/auth';
export type * from './contract/client';
export type * from './contract/uploads';
export type * from './contract/kyc';
export type * from './contract/accounts';
export type * from './contract/messages';
export * from './bootChecks';
export * from './health';
export { healthRoutes } from './contract/health';
export type { HealthResponse } from './contract/health';
