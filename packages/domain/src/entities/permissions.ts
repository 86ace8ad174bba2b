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

/** spec 3/6: the minimum VIP level and/or credit score a feature or product asks for. */
export const accessRequirementSchema = object({
  vip: int().min(0).optional(),
  score: number().min(0).optional(),
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

/** spec 3, the permission payload as the client uses it. */
export type ClientPermissions = {
  /** The user's VIP level and credit score. */
  user: { vip: number; score: number };
  /** Permission strings. */
  perms: string[];
  /** Feature name to its requirement. */
  features: Record<string, AccessRequirement>;
  /** Product key to its requirement. */
  products: Record<string, AccessRequirement>;
  /** spec 6: KYC is checked by the guard only when true. */
  kycForce: boolean;
  /** Whether the client may deposit. */
  clientDeposit: boolean;
};

/**
 * spec 3: the server's payload in the client's shape. A missing field (or no payload at all)
 * grants nothing: VIP 0, score 0, no permissions, no feature or product requirements (a feature
 * still needs its permission string, so none is open), no client deposit, and kycForce false
 * (spec 6: KYC is skipped unless kycForce is true; the server enforces KYC where it matters).
 * Arrays and maps are copied: the result shares nothing with the input.
 */
export function toClientPermissions(
  server: PermissionPayload | null | undefined,
): ClientPermissions {
  return {
    user: { vip: server?.vip ?? 0, score: server?.score ?? 0 },
    perms: [...(server?.perms ?? [])],
    features: copyRequirements(server?.features),
    products: copyRequirements(server?.products),
    kycForce: server?.kyc_force ?? false,
    clientDeposit: server?.client_deposit ?? false,
  };
}

function copyRequirements(
  map: Record<string, AccessRequirement> | undefined,
): Record<string, AccessRequirement> {
  // fromEntries defines own properties: a '__proto__' key stays a key, not a prototype
  return Object.fromEntries(
    Object.entries(map ?? {}).map(([name, requirement]) => [name, { ...requirement }]),
  );
}
