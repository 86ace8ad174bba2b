// The route table of spec 7 (and ARCHITECTURE 'The wire' for the paths the spec leaves open):
// method, path and how each call authenticates. Deliberately free of zod so that the browser
// client can import it without the schemas; the schemas live in ./schemas, keyed by the same names.

/**
 * How a call authenticates:
 * - `public`: no token; the tenant comes from `X-Tenant-Id` (required).
 * - `open`: no token and no tenant (health, the geolocation lookup).
 * - `user`: a Bearer access token; its tenant must equal `X-Tenant-Id` when that is sent.
 * - `mfa`: a Bearer access token, or the pending-MFA token that login answered.
 * - `refresh`: no Bearer token; the refresh token travels in `X-Refresh-Token` (spec 7: no body).
 */
export type RouteAuth = 'public' | 'open' | 'user' | 'mfa' | 'refresh';
export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface RouteDef {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: RouteAuth;
  /** multipart/form-data instead of JSON. */
  readonly multipart?: boolean;
  /** Moves money: needs an `Idempotency-Key` header (ARCHITECTURE 'The wire'). */
  readonly moneyMoving?: boolean;
}

const def = <const T extends RouteDef>(route: T): T => route;

/** Every call of the platform, by name. The name is also the X-Request-Name header's value. */
export const routes = {
  // spec 7, settings (per tenant)
  settingsApp: def({ method: 'GET', path: '/setting/v1/app', auth: 'public' }),
  settingsCompany: def({ method: 'GET', path: '/setting/v1/co', auth: 'public' }),
  settingsCountries: def({ method: 'GET', path: '/setting/app/v1/countries', auth: 'public' }),
  settingsAccountCountries: def({
    method: 'GET',
    path: '/setting/app/v1/acc_countries',
    auth: 'public',
  }),
  /** spec 7 'Other': the public IP geolocation lookup (offline table, no outside call). */
  geoLookup: def({ method: 'GET', path: '/geo/app/v1/lookup', auth: 'open' }),

  // spec 7, auth
  login: def({ method: 'POST', path: '/auth/app/v1/login', auth: 'public' }),
  logout: def({ method: 'POST', path: '/auth/app/v1/logout', auth: 'user' }),
  refresh: def({ method: 'POST', path: '/auth/app/v1/refresh', auth: 'refresh' }),
  mfaBind: def({ method: 'POST', path: '/user/v1/mfa/bind', auth: 'user' }),
  mfaVerify: def({ method: 'POST', path: '/user/v1/mfa/bind/verify', auth: 'mfa' }),
  register: def({ method: 'POST', path: '/auth/app/v1/register', auth: 'public' }),
  sendCode: def({ method: 'POST', path: '/client/app/v1/code', auth: 'public' }),
  resetPassword: def({ method: 'POST', path: '/auth/app/v1/reset_pwd', auth: 'public' }),
  changePassword: def({ method: 'POST', path: '/auth/app/v1/change_pwd', auth: 'user' }),
  verifyPassword: def({ method: 'POST', path: '/client/app/v1/pwd_verify', auth: 'user' }),
  setPin: def({ method: 'POST', path: '/client/app/v1/pin', auth: 'user' }),
  verifyPin: def({ method: 'POST', path: '/client/app/v1/pin/verify', auth: 'user' }),

  // spec 7, the client
  clientInfo: def({ method: 'GET', path: '/auth/app/v1/client_info', auth: 'user' }),
  clientConfig: def({ method: 'GET', path: '/client/app/v1/config', auth: 'user' }),
  setAvatar: def({ method: 'POST', path: '/client/app/v1/avatar', auth: 'user' }),
  supportChatKey: def({ method: 'GET', path: '/client/app/v1/cs_key', auth: 'user' }),
  kycVerified: def({ method: 'GET', path: '/client/app/v1/verified', auth: 'user' }),

  // uploads (KYC documents, avatar, deposit proof): image content checked, owner-only reads
  uploadImage: def({
    method: 'POST',
    path: '/upload/app/v1/image',
    auth: 'user',
    multipart: true,
  }),
  uploadFile: def({ method: 'GET', path: '/upload/app/v1/file/:id', auth: 'user' }),

  // spec 7, KYC
  kycSubmit: def({ method: 'POST', path: '/identify/app/v1', auth: 'user' }),
  kycDetail: def({ method: 'GET', path: '/identify/app/v1/detail', auth: 'user' }),

  // spec 7, money views (empty until the money issue fills them)
  accountList: def({ method: 'GET', path: '/acc/app/v1/list', auth: 'user' }),
  portfolio: def({ method: 'GET', path: '/stat/app/v1/portfolio', auth: 'user' }),
  assets: def({ method: 'GET', path: '/stat/app/v1/asset', auth: 'user' }),
  overdrawnRecords: def({ method: 'GET', path: '/overdrawn/app/v1/record/list', auth: 'user' }),

  // ARCHITECTURE 'The wire': the message centre
  messageList: def({ method: 'GET', path: '/message/app/v1/list', auth: 'user' }),
  messageRead: def({ method: 'POST', path: '/message/app/v1/read', auth: 'user' }),
  messageDeleteAll: def({ method: 'DELETE', path: '/message/app/v1/all', auth: 'user' }),
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
