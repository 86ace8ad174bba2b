import { PERMISSION_CACHE_MS } from './constants';
import type { ClientPermissions } from './clientPermissions';
import type { AccessRequirement } from './entities/permissions';
import { isDecimalString } from './decimal';
import { isKycApproved } from './kycStatus';
import { compareDecimal } from './money';
import { kycRedirectPath, loginRedirectPath } from './navigationGuard';
import { fail, ok, type RuleParams, type RuleResult } from './result';
import type { KycStatus } from './statuses';

/**
 * spec 6, Roles and permissions: feature access, product eligibility, element visibility,
 * protected views, the permission cache and the named access policies. Every answer is a code
 * (messages: `@invest/i18n`, namespace `access`) or a plain decision; nothing is formatted.
 *
 * A requirement that is not a number the user's value can meet (NaN) refuses: access rules fail
 * closed. The server enforces the same rules; these decide what the client offers.
 */

/** The codes of this module (namespace `access`). */
export const permissionCodes = [
  /** spec 6: `allow: false` disables the feature. */
  'feature_disabled',
  /** spec 6: a permission string (the feature's, one of all-of, or any of any-of) is missing. */
  'missing_permission',
  /** spec 6: VIP level below the minimum; params {required, level}. */
  'vip_required',
  /** spec 6: credit score below the minimum; params {required, score}. */
  'score_required',
  /** spec 6: 'You do not meet the eligibility requirements for this product.' */
  'not_eligible',
  /** spec 4/6: 'Please log in to continue' (login needed for the action). */
  'login_required',
  /** spec 6: KYC must be complete (approved) for withdrawals and advanced features. */
  'kyc_required',
  /** spec 6/8: 'Withdrawal blocked with outstanding balance'. */
  'outstanding_balance',
] as const;
export type PermissionCode = (typeof permissionCodes)[number];

/** spec 6, Feature access: a permission string plus optional rules. */
export type FeatureRule = {
  /** The permission string the feature needs. */
  permission: string;
  /** The feature's key in the payload's `features` map; the permission string when absent. */
  feature?: string;
  /** spec 6: false disables the feature (for everyone). */
  allow?: boolean;
  /** spec 6: every one of these permissions is needed too. */
  allOf?: readonly string[];
  /** spec 6: at least one of these permissions is needed too (an empty list asks nothing). */
  anyOf?: readonly string[];
  /** spec 6: minimum VIP level (the stricter of this and the payload's requirement applies). */
  minVip?: number;
  /** spec 6: minimum credit score (the stricter of this and the payload's requirement applies). */
  minScore?: number;
};

/**
 * spec 6, Feature access: the client actions the server refuses without their feature. Each name
 * is the permission string the action needs and its key in the payload's `features` map (minimum
 * VIP level and score, `allow`); a contract route names the one it needs, the platform enforces
 * it (403 PERMISSION_DENIED) and the web app asks the same question before offering the action.
 */
export const gatedFeatures = ['deposit', 'withdraw', 'fx', 'trade', 'subscribe', 'loan'] as const;
export type GatedFeature = (typeof gatedFeatures)[number];

/** spec 6: whether the client may use a gated feature (its permission string and requirement). */
export const checkFeature = (perms: ClientPermissions, feature: GatedFeature) =>
  canAccessFeature(perms, { permission: feature });

/** spec 6: a product with its own minimum VIP level and/or score. */
export type EligibilityProduct = { id: string; minVip?: number; minScore?: number };

/** A map entry by own key only: 'constructor' or '__proto__' is never read from a prototype. */
function own(map: Record<string, AccessRequirement>, key: string): AccessRequirement | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}

/** The stricter of two optional minimums (NaN stays NaN, which refuses). */
function stricter(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  return b === undefined ? a : Math.max(a, b);
}

/** Whether `value` meets an optional minimum; NaN on either side does not. */
const meets = (value: number, min: number | undefined): boolean =>
  min === undefined || value >= min;

/** spec 6: VIP first, then score. */
function checkLevels(
  user: ClientPermissions['user'],
  minVip: number | undefined,
  minScore: number | undefined,
): RuleResult<'vip_required' | 'score_required'> {
  if (!meets(user.vip, minVip)) {
    return fail('vip_required', { required: minVip as number, level: user.vip });
  }
  if (!meets(user.score, minScore)) {
    return fail('score_required', { required: minScore as number, score: user.score });
  }
  return ok();
}

/** Whether the user holds a permission string. */
export const hasPermission = (
  perms: Pick<ClientPermissions, 'perms'>,
  permission: string,
): boolean => perms.perms.includes(permission);

/**
 * spec 6, Feature access: whether the user may use a feature. Checked in this order:
 * `allow: false`, the rule's or the payload's `features` entry (feature_disabled); the feature's permission, then every `allOf`, then one of
 * `anyOf` (missing_permission {permission}: the first missing one, or for any-of the list joined
 * with ','); the minimum VIP level (vip_required {required, level}) and credit score
 * (score_required {required, score}), each the stricter of the rule's and the payload's
 * `features` requirement for the feature.
 */
export function canAccessFeature(
  perms: ClientPermissions,
  rule: FeatureRule,
): RuleResult<'feature_disabled' | 'missing_permission' | 'vip_required' | 'score_required'> {
  const required = own(perms.features, rule.feature ?? rule.permission);
  // spec 6: allow false disables, the rule's or the payload's (the back office switches a feature
  // off for one client or a whole tenant)
  if (rule.allow === false || required?.allow === false) return fail('feature_disabled');
  // spec 6: the permission string, then the all-of and any-of lists
  const missing = [rule.permission, ...(rule.allOf ?? [])].find((p) => !hasPermission(perms, p));
  if (missing !== undefined) return fail('missing_permission', { permission: missing });
  const anyOf = rule.anyOf ?? [];
  if (anyOf.length > 0 && !anyOf.some((p) => hasPermission(perms, p))) {
    return fail('missing_permission', { permission: anyOf.join(',') });
  }
  // spec 6: minimum vip and/or score, the rule's and the payload's features map
  return checkLevels(
    perms.user,
    stricter(rule.minVip, required?.vip),
    stricter(rule.minScore, required?.score),
  );
}

/**
 * spec 6: whether the user may take a product: its own minimum VIP level and score, each the
 * stricter of the product's and the payload's `products` requirement under its id. A refusal is
 * 'not_eligible' (spec 6's message), with params {reason: 'vip', required, level} or
 * {reason: 'score', required, score} for a screen that shows more.
 */
export function checkProductEligibility(
  perms: ClientPermissions,
  product: EligibilityProduct,
): RuleResult<'not_eligible'> {
  const required = own(perms.products, product.id);
  const result = checkLevels(
    perms.user,
    stricter(product.minVip, required?.vip),
    stricter(product.minScore, required?.score),
  );
  if (result.ok) return result;
  const reason = result.code === 'vip_required' ? 'vip' : 'score';
  return fail('not_eligible', { reason, ...result.params });
}

/** spec 6, Element visibility: what an element asks for; all given conditions must hold. */
export type VisibilityRule = {
  /** A permission the user must have. */
  has?: string;
  /** At least one of these (an empty list asks nothing). */
  anyOf?: readonly string[];
  /** Every one of these. */
  allOf?: readonly string[];
};

/**
 * spec 6, Element visibility: shown when the user has the permission, any of the list and all
 * of the list that are given; with none given it is shown. Without permissions (a guest, or not
 * loaded yet) only an element that asks nothing is shown.
 */
export function isElementVisible(
  perms: Pick<ClientPermissions, 'perms'> | null,
  rule: VisibilityRule,
): boolean {
  const held = (p: string) => perms !== null && hasPermission(perms, p);
  const anyOf = rule.anyOf ?? [];
  return (
    (rule.has === undefined || held(rule.has)) &&
    (anyOf.length === 0 || anyOf.some(held)) &&
    (rule.allOf ?? []).every(held)
  );
}

/** spec 6, Protected views: what a view needs beyond login. */
export type ProtectedViewRequirement = {
  /** A permission string. */
  permission?: string;
  /** A feature: its rule, or its permission string (the payload's `features` map applies). */
  feature?: string | FeatureRule;
  /** KYC approval; spec 6: enforced only when the payload's `kycForce` is true. */
  kyc?: boolean;
};

export type ProtectedViewInput = {
  authenticated: boolean;
  /** The permission payload; null when not loaded (yet). */
  perms: ClientPermissions | null;
  requires: ProtectedViewRequirement;
  kycStatus: KycStatus;
  /** The view's full path, for the redirect after login or KYC. */
  fullPath: string;
};

export type ProtectedViewDecision =
  | { view: 'show' }
  /** spec 6: a login prompt whose link is `loginPath` ('/login?redirect=<full path>'). */
  | { view: 'login'; loginPath: string }
  /** The permissions are needed and not loaded yet. */
  | { view: 'loading' }
  | { view: 'forbidden'; code: PermissionCode; params?: RuleParams }
  /** KYC approval is needed; `kycPath` is '/kyc?redirect=<full path>'. */
  | { view: 'kyc_required'; kycPath: string };

/**
 * spec 6, Protected views: in the spec's order, login (else the login prompt with a redirect),
 * then the permissions (`loading` until they are there, when anything beyond login is asked),
 * the permission string and the feature (`forbidden` with the rule's code), then KYC approval
 * (only when `kycForce` is true).
 */
export function decideProtectedView(input: ProtectedViewInput): ProtectedViewDecision {
  const { perms, requires } = input;
  if (!input.authenticated) return { view: 'login', loginPath: loginRedirectPath(input.fullPath) };
  const { permission, feature, kyc = false } = requires;
  if (permission === undefined && feature === undefined && !kyc) return { view: 'show' };
  if (perms === null) return { view: 'loading' };

  if (permission !== undefined && !hasPermission(perms, permission)) {
    return { view: 'forbidden', code: 'missing_permission', params: { permission } };
  }
  if (feature !== undefined) {
    const result = canAccessFeature(
      perms,
      typeof feature === 'string' ? { permission: feature } : feature,
    );
    if (!result.ok) {
      return result.params
        ? { view: 'forbidden', code: result.code, params: result.params }
        : { view: 'forbidden', code: result.code };
    }
  }
  // spec 6: KYC is skipped unless kycForce is true
  if (kyc && perms.kycForce && !isKycApproved(input.kycStatus)) {
    return { view: 'kyc_required', kycPath: kycRedirectPath(input.fullPath) };
  }
  return { view: 'show' };
}

/**
 * spec 6/9: whether permissions loaded at `loadedAt` (ms since the epoch; null when never) are
 * still good at `now`: younger than `PERMISSION_CACHE_MS` (5 min). Loaded in the future (the
 * clock went back) is stale. spec 6: they are also reloaded on login, whatever their age.
 */
export function isPermissionCacheFresh(loadedAt: number | null, now: number): boolean {
  if (loadedAt === null) return false;
  const age = now - loadedAt;
  return age >= 0 && age < PERMISSION_CACHE_MS;
}

/** What the named policies look at. */
export type AccessPolicyContext = {
  authenticated: boolean;
  kycStatus: KycStatus;
  /**
   * spec 3, the `outstanding` balance bucket (a decimal string); absent or zero: none. A value
   * that is not a decimal string counts as outstanding (fail closed).
   */
  outstanding?: string | null;
};

type Policy = (ctx: AccessPolicyContext) => RuleResult<PermissionCode>;

function hasOutstanding(outstanding: string | null | undefined): boolean {
  if (outstanding == null) return false;
  return !isDecimalString(outstanding) || compareDecimal(outstanding, '0') > 0;
}

const requireLogin: Policy = (ctx) => (ctx.authenticated ? ok() : fail('login_required'));

/** spec 6: KYC must be complete for withdrawals and advanced features (whatever kycForce). */
const requireKyc: Policy = (ctx) => {
  const login = requireLogin(ctx);
  if (!login.ok) return login;
  return isKycApproved(ctx.kycStatus) ? ok() : fail('kyc_required');
};

/**
 * spec 6: the named access policies, a plain map of pure functions (bulletproof-react style):
 * `accessPolicies.canWithdraw(ctx)`. Each answers ok or the first failing code.
 */
export const accessPolicies = {
  /**
   * spec 6: login, KYC approved (KYC must be complete to unlock withdrawals) and no outstanding
   * balance (outstanding balances block withdrawals). The bank account and minimum score rules
   * of spec 5 belong to the withdrawal form's validation.
   */
  canWithdraw: (ctx) => {
    const kyc = requireKyc(ctx);
    if (!kyc.ok) return kyc;
    return hasOutstanding(ctx.outstanding) ? fail('outstanding_balance') : ok();
  },
  /** spec 6: login and KYC approved (KYC must be complete to unlock advanced features). */
  canUseAdvancedFeatures: requireKyc,
  /** spec 6: guests must log in for trading. */
  canTrade: requireLogin,
  /** spec 6: guests must log in for the watchlist. */
  canUseWatchlist: requireLogin,
  /** spec 1/4: the support chat is shown only when logged in. */
  canUseSupportChat: requireLogin,
  /** spec 6: the message centre needs auth. */
  canOpenMessageCentre: requireLogin,
} as const satisfies Record<string, Policy>;
export type AccessPolicyName = keyof typeof accessPolicies;
