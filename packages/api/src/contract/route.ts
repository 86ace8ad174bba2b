// What a route is (zod-free): method, path and how it authenticates. Every area's contract file
// declares its routes with `def`; ./routes gathers them into the one table the client reads.
import type { GatedFeature } from '@invest/domain';
import type { StepUpAction } from './stepUp';

/**
 * How a call authenticates:
 * - `public`: no token; the tenant comes from `X-Tenant-Id` (required).
 * - `open`: no token and no tenant (health, the geolocation lookup).
 * - `user`: a Bearer access token; its tenant must equal `X-Tenant-Id` when that is sent.
 * - `mfa`: a Bearer access token, or the pending-MFA token that login answered.
 * - `refresh`: no Bearer token; the refresh token travels in `X-Refresh-Token` (spec 7: no body).
 */
export type RouteAuth = 'public' | 'open' | 'user' | 'mfa' | 'refresh';

/**
 * The service that answers a route (spec 7): `api` (the default), at the profile's API base; or
 * `stock`, the stock-data service, at the profile's stock base (a separate base URL, a 10 s
 * timeout, the auth-key header X-Api-Key). The path is where the local server serves it.
 */
export type RouteBase = 'api' | 'stock';
export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface RouteDef {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: RouteAuth;
  /** The service that answers it. @default 'api' */
  readonly base?: RouteBase;
  /** multipart/form-data instead of JSON. */
  readonly multipart?: boolean;
  /**
   * Moves money: the server refuses a call without an `Idempotency-Key` header (400), answers a
   * retry with the key the stored answer (`Idempotent-Replayed: true`) and the key with another
   * body 422 (ARCHITECTURE 'The wire'); the client sends one key per intent.
   */
  readonly moneyMoving?: boolean;
  /**
   * Asks the step-up proof of this action (the second factor, else the PIN, else the password;
   * `step_up` in the body): the server refuses a call without it, 403 STEP_UP_REQUIRED naming
   * the proof. Only for `user` routes.
   */
  readonly stepUp?: StepUpAction;
  /**
   * spec 6 Feature access: the feature the caller needs (its permission string, `allow`, minimum
   * VIP level and score); the server answers 403 PERMISSION_DENIED before the handler runs.
   * Only for `user` routes.
   */
  readonly feature?: GatedFeature;
}

/** Declares a route, keeping its literal types. */
export const def = <const T extends RouteDef>(route: T): T => route;
