// The route table of spec 7 (and ARCHITECTURE 'The wire' for the paths the spec leaves open):
// every area's routes, gathered by name. Zod-free, so that the browser client imports it without
// the schemas (see ./pure); each area's schemas live beside its routes, keyed by the same names.
import { accountsRoutes } from './accounts';
import { authRoutes } from './auth';
import { clientRoutes } from './client';
import { kycRoutes } from './kyc';
import { messagesRoutes } from './messages';
import type { RouteDef } from './route';
import { securityRoutes } from './security';
import { settingsRoutes } from './settings';
import { uploadsRoutes } from './uploads';
import { stockRoutes } from './stock';
import { watchlistRoutes } from './watchlist';
import { newsRoutes } from './news';
import { bankRoutes } from './bank';
import { depositsRoutes } from './deposits';
import { fundsRoutes } from './funds';
import { fxRoutes } from './fx';
import { nomineesRoutes } from './nominees';
import { withdrawalsRoutes } from './withdrawals';
import { ordersRoutes } from './orders';
import { offeringsRoutes } from './offerings';

export { def, type HttpMethod, type RouteAuth, type RouteDef } from './route';

/** Every call of the platform, by name. The name is also the X-Request-Name header's value. */
export const routes = {
  ...settingsRoutes,
  ...authRoutes,
  ...clientRoutes,
  ...uploadsRoutes,
  ...kycRoutes,
  ...accountsRoutes,
  ...messagesRoutes,
  ...stockRoutes,
  ...watchlistRoutes,
  ...newsRoutes,
  ...securityRoutes,
  ...bankRoutes,
  ...nomineesRoutes,
  ...depositsRoutes,
  ...withdrawalsRoutes,
  ...ordersRoutes,
  ...fxRoutes,
  ...fundsRoutes,
  ...offeringsRoutes,
} as const satisfies Record<string, RouteDef>;

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
