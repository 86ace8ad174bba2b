// zod-free (the browser bundle); the payload's schema is entities/permissions.ts
import type { AccessRequirement, PermissionPayload } from './entities/permissions';

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
