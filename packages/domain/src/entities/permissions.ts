import {
  array,
  boolean,
  int,
  number,
  object,
  record,
  string,
  type infer as Infer,
  type input as Input,
} from 'zod';

/**
 * spec 3/6: the minimum VIP level and/or credit score a feature or product asks for, and for a
 * feature `allow` (spec 6: allow false disables it, whatever the client's permissions).
 */
export const accessRequirementSchema = object({
  vip: int().min(0).optional(),
  score: number().min(0).optional(),
  allow: boolean().optional(),
});
/** spec 3/6: a minimum VIP level and/or score; an absent bound does not restrict. */
export type AccessRequirement = Infer<typeof accessRequirementSchema>;

/**
 * spec 3/7, the permission payload as the server sends it (GET /client/app/v1/config): vip,
 * score, perms, features, products, kyc_force, client_deposit. Every field may be missing:
 * `toClientPermissions` gives each a safe default. A field of the wrong type fails the parse.
 *
 * Open in the spec: the shape of `products`. Spec 6 gives products their own minimum vip/score,
 * so it is read like `features`: product (symbol, type or id, as the server keys it) to
 * requirement.
 */
export const permissionPayloadSchema = object({
  vip: int().min(0).optional(),
  score: number().min(0).optional(),
  perms: array(string()).optional(),
  features: record(string(), accessRequirementSchema).optional(),
  products: record(string(), accessRequirementSchema).optional(),
  kyc_force: boolean().optional(),
  client_deposit: boolean().optional(),
});
/** spec 3, the server's permission payload. */
export type PermissionPayload = Input<typeof permissionPayloadSchema>;
