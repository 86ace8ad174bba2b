// Test helpers of the client-facing areas: a signed-in client (inserted like the back office
// would, then logged in through the real login route; until the auth area answers it, with a
// session created directly through auth/sessions.ts).
import { createSession } from '../auth';
import { unitOfWork } from '../../platform/unitOfWork';
import { setClientAttributes, type ClientAttributes } from './service';
import { call, type TestServer } from '../../testing/harness';
import { insertUser, TEST_PASSWORD } from '../../testing/fixtures';

export interface SignedIn {
  id: string;
  username: string;
  mobile: string;
  token: string;
  tenant: string;
}

type UserOverrides = Parameters<typeof insertUser>[2];

/** Inserts a client of `tenant` and answers an access token for them. */
export async function signedInClient(
  server: TestServer,
  tenant = 'demo',
  overrides: UserOverrides = {},
): Promise<SignedIn> {
  const user = await insertUser(server.db.db, tenant, overrides);
  const token = await accessToken(server, tenant, user);
  return { id: user.id, username: user.username, mobile: user.mobile, token, tenant };
}

/** A fresh access token for an existing client (after the test clock moved past the last one). */
export async function accessToken(
  server: TestServer,
  tenant: string,
  user: { id: string; username: string },
): Promise<string> {
  const res = await call<{ access_token?: string }>(server, 'login', {
    body: { username: user.username, password: TEST_PASSWORD },
    tenant,
  });
  const token = res.json.data?.access_token;
  if (token !== undefined) return token;
  if (res.status !== 404) throw new Error(`could not sign in: ${res.status} ${res.text}`);
  // the login route is not there yet: a session as login would create it
  const deps = server.app.deps;
  const tokens = await createSession(
    { db: deps.db, tokens: deps.tokens, clock: deps.clock },
    { tenantId: tenant, userId: user.id, remember: false },
  );
  return tokens.access_token;
}

/** Rows of a table that belong to a user (to prove a refused request wrote nothing). */
export async function countRows(
  server: TestServer,
  table: 'uploads' | 'kyc_submissions' | 'messages',
  userId: string,
): Promise<number> {
  const row = await server.db.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * spec 6: the back office changes a client's permissions, feature requirements, VIP level or
 * score, as `client:set` does (its service, one unit of work).
 */
export async function setAccess(
  server: TestServer,
  who: Pick<SignedIn, 'id' | 'tenant'>,
  attributes: ClientAttributes,
): Promise<void> {
  await unitOfWork(server.app.deps, ({ db }) =>
    setClientAttributes(db, who.tenant, who.id, attributes),
  );
}

/**
 * What a refused gated call answers (spec 6 Feature access): 403 PERMISSION_DENIED naming the
 * feature, with the rule's code and params; for `toMatchObject` on `{ status, ...json }`.
 */
export function permissionDenied(
  feature: string,
  code: 'feature_disabled' | 'missing_permission' | 'vip_required' | 'score_required',
  params: Record<string, string | number> = {},
) {
  return {
    status: 403,
    success: false,
    code: 'PERMISSION_DENIED',
    errors: [{ path: 'feature', code, params: { feature, ...params } }],
  };
}
