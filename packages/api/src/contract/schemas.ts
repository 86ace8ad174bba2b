// The schemas of every route of ./routes, by the same name: each area's table, gathered.
// Request objects strip unknown keys, so a client cannot set what it does not own (vip, score,
// KYC status...): mass assignment has no effect. Every request string is a `text` field.
import type { ZodType } from 'zod';
import { areaSchemas } from './areaSchemas';
import type { RouteName } from './routes';

export interface RouteSchemas {
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
  /** The `data` of the success envelope; absent for a file answer. */
  response?: ZodType;
}

/** The schemas of every route, by name (the server registers each route with its own). */
export const schemas = areaSchemas satisfies Record<RouteName, RouteSchemas>;
