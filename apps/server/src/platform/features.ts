// spec 6 Feature access, on the server: a contract route that names a feature (`feature:
// 'withdraw'`) is refused with 403 PERMISSION_DENIED unless the caller's permission payload
// grants it. route.ts runs this for every such route before the body is read, so no proof is
// spent, no idempotency key is taken and no money moves for a refused caller. The rule itself is
// the domain's (`checkFeature`): the web app asks the same question before offering the action.
import { checkFeature, toClientPermissions, type GatedFeature } from '@invest/domain';
import { sql } from 'kysely';
import type { AccessRequirementRow } from '../db/schema';
import { AppError } from './errors';
import type { Db } from './serviceDeps';

/**
 * The feature requirements a client is held to: the tenant's, with the client's own on top (the
 * same name: the client's wins). GET /client/app/v1/config answers the same map.
 */
export const featureRequirements = (
  tenant: Record<string, AccessRequirementRow> | undefined,
  client: Record<string, AccessRequirementRow>,
): Record<string, AccessRequirementRow> => ({ ...tenant, ...client });

/** The readable fallback of each refusal (the web app translates the field error's code). */
const MESSAGES = {
  feature_disabled: 'This feature is not enabled for your account.',
  missing_permission: 'Your account does not have permission for this action.',
  vip_required: 'Your VIP level is below what this action requires.',
  score_required: 'Your credit score is below what this action requires.',
} as const;

/**
 * Refuses the caller unless their permission payload grants `feature`: 403 PERMISSION_DENIED
 * with one field error `{ path: 'feature', code, params: { feature, ...the rule's params } }`
 * (code feature_disabled, missing_permission {permission}, vip_required {required, level},
 * score_required {required, score}).
 *
 * It reads the committed row, not the few-seconds auth cache: a permission the back office took
 * away (in this process or another) holds from the next request on.
 */
export async function requireFeature(
  db: Db,
  caller: { tenantId: string; userId: string },
  feature: GatedFeature,
): Promise<void> {
  const row = await featureRowOf(db, caller);
  // the session's user is gone: grant nothing (the rule answers missing_permission)
  const perms = toClientPermissions(
    row && {
      vip: row.vip,
      score: row.score,
      perms: row.perms,
      features: featureRequirements(row.tenant_features ?? undefined, row.features),
      kyc_force: row.kyc_force,
      client_deposit: row.client_deposit,
    },
  );
  const result = checkFeature(perms, feature);
  if (result.ok) return;
  const message = MESSAGES[result.code];
  throw new AppError('PERMISSION_DENIED', 403, message, [
    { path: 'feature', code: result.code, message, params: { feature, ...result.params } },
  ]);
}

interface FeatureRow {
  tenant_id: string;
  id: string;
  vip: number;
  score: number;
  perms: string[];
  features: Record<string, AccessRequirementRow>;
  kyc_force: boolean;
  client_deposit: boolean;
  tenant_features: Record<string, AccessRequirementRow> | null;
}

interface FeatureRead {
  callers: Map<string, { tenantId: string; userId: string }>;
  rows: Promise<Map<string, FeatureRow>>;
}

/** Per database: the read that is running and the one that gathers the callers after it. */
const featureReads = new WeakMap<Db, { running?: FeatureRead; next?: FeatureRead }>();

const callerKey = (c: { tenantId: string; userId: string }) => `${c.tenantId}\0${c.userId}`;

/**
 * The caller's committed row, read with the other callers' that ask meanwhile: one statement for
 * all of them, not one round trip each (every money route checks a feature on every request: at
 * placement's rate this read was as many statements as the orders' own, decision 0020). A caller
 * that arrives while a read runs waits for the next one, which starts when it ends: its row is
 * still read after its request arrived, so a permission taken away holds from the next request on.
 */
function featureRowOf(
  db: Db,
  caller: { tenantId: string; userId: string },
): Promise<FeatureRow | undefined> {
  let reads = featureReads.get(db);
  if (reads === undefined) featureReads.set(db, (reads = {}));
  const state = reads;
  let read = state.next;
  if (read === undefined) {
    const callers = new Map<string, { tenantId: string; userId: string }>();
    const started = state.running === undefined ? Promise.resolve() : state.running.rows;
    read = {
      callers,
      rows: started
        .then(
          () => undefined,
          () => undefined,
        )
        // the callers of this turn of the event loop join it too
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(() => {
          if (state.next === read) state.next = undefined;
          state.running = read;
          return readFeatureRows(db, [...callers.values()]);
        })
        .finally(() => {
          if (state.running === read) state.running = undefined;
        }),
    };
    state.next = read;
  }
  read.callers.set(callerKey(caller), caller);
  return read.rows.then((rows) => rows.get(callerKey(caller)));
}

async function readFeatureRows(
  db: Db,
  callers: readonly { tenantId: string; userId: string }[],
): Promise<Map<string, FeatureRow>> {
  const { rows } = await sql<FeatureRow>`
    select u.tenant_id, u.id, u.vip, u.score, u.perms, u.features, u.kyc_force, u.client_deposit,
      t.features as tenant_features
    from unnest(${callers.map((c) => c.tenantId)}::text[], ${callers.map((c) => c.userId)}::text[])
      as k(tenant_id, id)
    join users u on u.tenant_id = k.tenant_id and u.id = k.id
    join tenants t on t.id = u.tenant_id`.execute(db);
  return new Map(rows.map((r) => [callerKey({ tenantId: r.tenant_id, userId: r.id }), r]));
}
