import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERMISSION_CACHE_MS } from './constants';
import type { ClientPermissions } from './clientPermissions';
import {
  accessPolicies,
  canAccessFeature,
  checkFeature,
  checkProductEligibility,
  gatedFeatures,
  decideProtectedView,
  hasPermission,
  isElementVisible,
  isPermissionCacheFresh,
  type AccessPolicyContext,
  type ProtectedViewInput,
} from './permissions';
import { kycStatuses } from './statuses';

function client(overrides: Partial<ClientPermissions> = {}): ClientPermissions {
  return {
    user: { vip: 2, score: 650 },
    perms: ['trade', 'ipo', 'loan', 'withdraw'],
    features: {},
    products: {},
    kycForce: false,
    clientDeposit: true,
    ...overrides,
  };
}

describe('canAccessFeature (spec 6, Feature access)', () => {
  it('needs the permission string', () => {
    expect(canAccessFeature(client(), { permission: 'trade' })).toEqual({ ok: true });
    expect(canAccessFeature(client(), { permission: 'otc' })).toEqual({
      ok: false,
      code: 'missing_permission',
      params: { permission: 'otc' },
    });
  });

  it('is disabled by allow false, even with every permission', () => {
    expect(canAccessFeature(client(), { permission: 'trade', allow: false })).toEqual({
      ok: false,
      code: 'feature_disabled',
    });
    expect(canAccessFeature(client(), { permission: 'trade', allow: true }).ok).toBe(true);
  });

  it("is disabled by the payload's allow false for the feature, whatever the permissions", () => {
    const perms = client({ features: { withdraw: { allow: false }, trade: { allow: true } } });
    expect(canAccessFeature(perms, { permission: 'withdraw' })).toEqual({
      ok: false,
      code: 'feature_disabled',
    });
    expect(canAccessFeature(perms, { permission: 'ipo', feature: 'withdraw' })).toEqual({
      ok: false,
      code: 'feature_disabled',
    });
    expect(canAccessFeature(perms, { permission: 'trade' }).ok).toBe(true);
  });

  it('needs all of an all-of list and one of an any-of list', () => {
    const perms = client();
    expect(canAccessFeature(perms, { permission: 'trade', allOf: ['ipo', 'loan'] }).ok).toBe(true);
    expect(
      canAccessFeature(perms, { permission: 'trade', allOf: ['ipo', 'apo', 'otc'] }),
    ).toMatchObject({
      code: 'missing_permission',
      params: { permission: 'apo' },
    });
    expect(canAccessFeature(perms, { permission: 'trade', anyOf: ['otc', 'loan'] }).ok).toBe(true);
    expect(canAccessFeature(perms, { permission: 'trade', anyOf: ['otc', 'apo'] })).toMatchObject({
      code: 'missing_permission',
      params: { permission: 'otc,apo' },
    });
    expect(canAccessFeature(perms, { permission: 'trade', anyOf: [] }).ok).toBe(true);
  });

  it('needs the minimum VIP level and score of the rule', () => {
    const perms = client({ user: { vip: 2, score: 650 } });
    expect(canAccessFeature(perms, { permission: 'trade', minVip: 2, minScore: 650 }).ok).toBe(
      true,
    );
    expect(canAccessFeature(perms, { permission: 'trade', minVip: 3 })).toEqual({
      ok: false,
      code: 'vip_required',
      params: { required: 3, level: 2 },
    });
    expect(canAccessFeature(perms, { permission: 'trade', minScore: 700 })).toEqual({
      ok: false,
      code: 'score_required',
      params: { required: 700, score: 650 },
    });
  });

  it("applies the payload's features requirement for the feature, the stricter one winning", () => {
    const perms = client({ features: { trade: { vip: 4 }, ai_trading: { score: 700 } } });
    expect(canAccessFeature(perms, { permission: 'trade', minVip: 1 })).toMatchObject({
      code: 'vip_required',
      params: { required: 4 },
    });
    expect(canAccessFeature(perms, { permission: 'ipo', feature: 'ai_trading' })).toMatchObject({
      code: 'score_required',
      params: { required: 700 },
    });
    expect(
      canAccessFeature(perms, { permission: 'ipo', feature: 'ai_trading', minScore: 800 }),
    ).toMatchObject({
      params: { required: 800 },
    });
  });

  it('reads the features map by own key only', () => {
    const perms = client({ perms: ['constructor', '__proto__'] });
    expect(canAccessFeature(perms, { permission: 'constructor' }).ok).toBe(true);
    expect(canAccessFeature(perms, { permission: '__proto__' }).ok).toBe(true);
  });

  it('fails closed on a requirement or a level that is not a number', () => {
    expect(canAccessFeature(client(), { permission: 'trade', minVip: Number.NaN }).ok).toBe(false);
    const broken = client({ user: { vip: Number.NaN, score: Number.NaN } });
    expect(canAccessFeature(broken, { permission: 'trade', minScore: 0 }).ok).toBe(false);
    expect(canAccessFeature(broken, { permission: 'trade' }).ok).toBe(true);
  });

  it('grants a VIP requirement exactly when the level reaches it', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), fc.nat(20), (level, ruleMin, payloadMin) => {
        const perms = client({
          user: { vip: level, score: 0 },
          features: { trade: { vip: payloadMin } },
        });
        const result = canAccessFeature(perms, { permission: 'trade', minVip: ruleMin });
        expect(result.ok).toBe(level >= Math.max(ruleMin, payloadMin));
      }),
    );
  });
});

describe('checkFeature (spec 6, the gated client actions)', () => {
  it('needs the permission string of the feature and meets its features requirement', () => {
    expect(gatedFeatures).toEqual(['deposit', 'withdraw', 'fx', 'trade', 'subscribe', 'loan']);
    expect(checkFeature(client(), 'withdraw')).toEqual({ ok: true });
    expect(checkFeature(client(), 'fx')).toEqual({
      ok: false,
      code: 'missing_permission',
      params: { permission: 'fx' },
    });
    const vip = client({ features: { withdraw: { vip: 3 } } });
    expect(checkFeature(vip, 'withdraw')).toEqual({
      ok: false,
      code: 'vip_required',
      params: { required: 3, level: 2 },
    });
  });
});

describe('checkProductEligibility (spec 6)', () => {
  const notEligible = 'not_eligible';

  it("takes a product meeting its own and the payload's minimums", () => {
    const perms = client({ products: { IPO1: { vip: 2, score: 600 } } });
    expect(checkProductEligibility(perms, { id: 'IPO1', minVip: 1 })).toEqual({ ok: true });
    expect(checkProductEligibility(perms, { id: 'OTHER' })).toEqual({ ok: true });
  });

  it('refuses with not_eligible, saying which minimum failed', () => {
    const perms = client({ user: { vip: 1, score: 500 }, products: { IPO1: { score: 580 } } });
    expect(checkProductEligibility(perms, { id: 'IPO1', minVip: 3 })).toEqual({
      ok: false,
      code: notEligible,
      params: { reason: 'vip', required: 3, level: 1 },
    });
    expect(checkProductEligibility(perms, { id: 'IPO1' })).toEqual({
      ok: false,
      code: notEligible,
      params: { reason: 'score', required: 580, score: 500 },
    });
    expect(checkProductEligibility(perms, { id: 'X', minScore: 501 })).toMatchObject({
      code: notEligible,
    });
  });

  it('never reads a product requirement from the prototype', () => {
    expect(
      checkProductEligibility(client({ user: { vip: 0, score: 0 } }), { id: 'constructor' }).ok,
    ).toBe(true);
  });
});

describe('isElementVisible (spec 6, Element visibility)', () => {
  const perms = client({ perms: ['a', 'b'] });

  it('is shown when nothing is specified, with or without permissions', () => {
    expect(isElementVisible(perms, {})).toBe(true);
    expect(isElementVisible(null, {})).toBe(true);
    expect(isElementVisible(null, { anyOf: [], allOf: [] })).toBe(true);
  });

  it('is hidden unless the user has the permission', () => {
    expect(isElementVisible(perms, { has: 'a' })).toBe(true);
    expect(isElementVisible(perms, { has: 'c' })).toBe(false);
    expect(isElementVisible(null, { has: 'a' })).toBe(false);
  });

  it('is hidden unless the user has any of a list', () => {
    expect(isElementVisible(perms, { anyOf: ['c', 'b'] })).toBe(true);
    expect(isElementVisible(perms, { anyOf: ['c', 'd'] })).toBe(false);
  });

  it('is hidden unless the user has all of a list', () => {
    expect(isElementVisible(perms, { allOf: ['a', 'b'] })).toBe(true);
    expect(isElementVisible(perms, { allOf: ['a', 'c'] })).toBe(false);
  });

  it('needs every condition given', () => {
    expect(isElementVisible(perms, { has: 'a', anyOf: ['b'], allOf: ['a', 'b'] })).toBe(true);
    expect(isElementVisible(perms, { has: 'a', anyOf: ['c'] })).toBe(false);
  });

  it('agrees with the set definition for any lists', () => {
    const name = fc.constantFrom('a', 'b', 'c', 'd');
    fc.assert(
      fc.property(fc.array(name), fc.array(name), fc.array(name), (held, anyOf, allOf) => {
        const visible = isElementVisible({ perms: held }, { anyOf, allOf });
        const expected =
          (anyOf.length === 0 || anyOf.some((p) => held.includes(p))) &&
          allOf.every((p) => held.includes(p));
        expect(visible).toBe(expected);
      }),
    );
  });
});

describe('decideProtectedView (spec 6, Protected views)', () => {
  const base: ProtectedViewInput = {
    authenticated: true,
    perms: client(),
    requires: {},
    kycStatus: 'unverified',
    fullPath: '/withdraw?from=menu',
  };

  it('shows a login prompt with a redirect when logged out', () => {
    expect(decideProtectedView({ ...base, authenticated: false })).toEqual({
      view: 'login',
      loginPath: '/login?redirect=%2Fwithdraw%3Ffrom%3Dmenu',
    });
  });

  it('shows a view that needs only login, even before the permissions', () => {
    expect(decideProtectedView({ ...base, perms: null })).toEqual({ view: 'show' });
  });

  it('waits for the permissions when it needs more than login', () => {
    expect(decideProtectedView({ ...base, perms: null, requires: { kyc: true } })).toEqual({
      view: 'loading',
    });
  });

  it('is forbidden without the permission', () => {
    expect(decideProtectedView({ ...base, requires: { permission: 'otc' } })).toEqual({
      view: 'forbidden',
      code: 'missing_permission',
      params: { permission: 'otc' },
    });
    expect(decideProtectedView({ ...base, requires: { permission: 'trade' } })).toEqual({
      view: 'show',
    });
  });

  it('is forbidden when the feature rule refuses, by name or by rule', () => {
    const perms = client({ features: { loan: { vip: 5 } } });
    expect(decideProtectedView({ ...base, perms, requires: { feature: 'loan' } })).toEqual({
      view: 'forbidden',
      code: 'vip_required',
      params: { required: 5, level: 2 },
    });
    expect(
      decideProtectedView({ ...base, requires: { feature: { permission: 'loan', allow: false } } }),
    ).toEqual({ view: 'forbidden', code: 'feature_disabled' });
    expect(decideProtectedView({ ...base, requires: { feature: 'ipo' } })).toEqual({
      view: 'show',
    });
  });

  it('needs KYC approval only when kycForce is true', () => {
    const forced = client({ kycForce: true });
    expect(decideProtectedView({ ...base, requires: { kyc: true } })).toEqual({ view: 'show' });
    expect(decideProtectedView({ ...base, perms: forced, requires: { kyc: true } })).toEqual({
      view: 'kyc_required',
      kycPath: '/kyc?redirect=%2Fwithdraw%3Ffrom%3Dmenu',
    });
    for (const kycStatus of kycStatuses) {
      const decision = decideProtectedView({
        ...base,
        perms: forced,
        kycStatus,
        requires: { kyc: true },
      });
      expect(decision.view).toBe(kycStatus === 'approved' ? 'show' : 'kyc_required');
    }
  });

  it('checks login, then permission, then feature, then KYC', () => {
    const perms = client({ kycForce: true, perms: [] });
    const requires = { permission: 'withdraw', feature: 'withdraw', kyc: true };
    expect(decideProtectedView({ ...base, perms, requires })).toMatchObject({ view: 'forbidden' });
  });
});

describe('isPermissionCacheFresh (spec 6/9: 5 minutes)', () => {
  const t = 1_750_000_000_000;

  it('is fresh for less than 5 minutes, stale from 5 minutes, when never loaded or loaded in the future', () => {
    expect(isPermissionCacheFresh(t, t + PERMISSION_CACHE_MS - 1)).toBe(true);
    expect(isPermissionCacheFresh(t, t + PERMISSION_CACHE_MS)).toBe(false);
    expect(isPermissionCacheFresh(null, t)).toBe(false);
    expect(isPermissionCacheFresh(t + 1, t)).toBe(false);
  });
});

describe('accessPolicies', () => {
  const approved: AccessPolicyContext = {
    authenticated: true,
    kycStatus: 'approved',
    outstanding: '0.00',
  };

  it('canWithdraw: needs login, KYC approved (spec 6) and no outstanding balance', () => {
    expect(accessPolicies.canWithdraw(approved)).toEqual({ ok: true });
    expect(accessPolicies.canWithdraw({ authenticated: true, kycStatus: 'approved' })).toEqual({
      ok: true,
    });
    expect(accessPolicies.canWithdraw({ ...approved, outstanding: null }).ok).toBe(true);
    expect(accessPolicies.canWithdraw({ ...approved, authenticated: false })).toEqual({
      ok: false,
      code: 'login_required',
    });
    for (const kycStatus of ['unverified', 'pending', 'rejected', 'unknown'] as const) {
      expect(accessPolicies.canWithdraw({ ...approved, kycStatus })).toEqual({
        ok: false,
        code: 'kyc_required',
      });
    }
    expect(accessPolicies.canWithdraw({ ...approved, outstanding: '0.01' })).toEqual({
      ok: false,
      code: 'outstanding_balance',
    });
    // a value that is not a decimal string fails closed
    expect(accessPolicies.canWithdraw({ ...approved, outstanding: '1e3' }).ok).toBe(false);
  });

  it('canWithdraw: blocked exactly when the outstanding balance is above zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.nat(99), (units, cents) => {
        const outstanding = `${units}.${String(cents).padStart(2, '0')}`;
        const blocked = units > 0 || (units === 0 && cents > 0);
        expect(accessPolicies.canWithdraw({ ...approved, outstanding }).ok).toBe(!blocked);
      }),
    );
  });

  it('canUseAdvancedFeatures: needs login and KYC approved', () => {
    expect(accessPolicies.canUseAdvancedFeatures(approved).ok).toBe(true);
    expect(
      accessPolicies.canUseAdvancedFeatures({ ...approved, kycStatus: 'pending' }),
    ).toMatchObject({
      code: 'kyc_required',
    });
  });

  it.each(['canTrade', 'canUseWatchlist', 'canUseSupportChat', 'canOpenMessageCentre'] as const)(
    '%s: needs login only',
    (name) => {
      expect(accessPolicies[name]({ authenticated: true, kycStatus: 'unverified' })).toEqual({
        ok: true,
      });
      expect(accessPolicies[name]({ authenticated: false, kycStatus: 'approved' })).toEqual({
        ok: false,
        code: 'login_required',
      });
    },
  );

  it('hasPermission reads the permission strings', () => {
    expect(hasPermission(client(), 'loan')).toBe(true);
    expect(hasPermission(client({ perms: [] }), 'loan')).toBe(false);
  });
});
