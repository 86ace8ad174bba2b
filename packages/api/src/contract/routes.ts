// The route table of spec 7 (and ARCHITECTURE 'The wire' for the paths the spec leaves open):
// every area's routes, gathered by name (areaRoutes.ts, generated from the area files). Zod-free, so that the browser client imports it without
// the schemas (see ./pure); each area's schemas live beside its routes, keyed by the same names.
import { areaRoutes } from './areaRoutes';
import type { RouteDef } from './route';

export { def, type HttpMethod, type RouteAuth, type RouteBase, type RouteDef } from './route';

/** Every call of the platform, by name. The name is also the X-Request-Name header's value. */
export const routes = areaRoutes satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;

/** The header names of spec 7 and ARCHITECTURE 'The wire'. */
export const HEADERS = {
  tenant: 'X-Tenant-Id',
  requestId: 'X-Request-Id',
  requestName: 'X-Request-Name',
  requestedWith: 'X-Requested-With',
  refreshToken: 'X-Refresh-Token',
  idempotencyKey: 'Idempotency-Key',
} as const;

/** `/upload/app/v1/file/:id` + { id } -> `/upload/app/v1/file/abc`. Values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
}
