// spec 6 Feature access, on the server: a contract route that names a feature (`feature:
// 'withdraw'`) is refused with 403 PERMISSION_DENIED unless the caller's permission payload
// grants it. route.ts runs this for every such route before the body is read, so no proof is
// spent, no idempotency key is taken and no money moves for a refused caller. The rule itself is
// the domain's (`checkFeature`): the web app asks the same question before offering the action.
import { checkFeature, toClientPermissions, type GatedFeature } from '@invest/domain';
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
  const row = await db
    .selectFrom('users as u')
    .innerJoin('tenants as t', 't.id', 'u.tenant_id')
    .select([
      'u.vip',
      'u.score',
      'u.perms',
      'u.features',
      'u.kyc_force',
      'u.client_deposit',
      't.features as tenant_features',
    ])
    .where('u.tenant_id', '=', caller.tenantId)
    .where('u.id', '=', caller.userId)
    .executeTakeFirst();
  // the session's user is gone: grant nothing (the rule answers missing_permission)
  const perms = toClientPermissions(
    row && {
      vip: row.vip,
      score: row.score,
      perms: row.perms,
      features: featureRequirements(row.tenant_features, row.features),
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
