import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toClientPermissions } from './clientPermissions';
import { permissionPayloadSchema } from './entities/permissions';

const server = {
  vip: 3,
  score: 712,
  perms: ['trade', 'withdraw', 'ipo'],
  features: { loan: { vip: 2, score: 640 }, ai_trading: { vip: 4 } },
  products: { AIDAY: { score: 700 } },
  kyc_force: true,
  client_deposit: true,
};

describe('toClientPermissions', () => {
  it('maps the server fields to the client shape', () => {
    expect(toClientPermissions(server)).toEqual({
      user: { vip: 3, score: 712 },
      perms: ['trade', 'withdraw', 'ipo'],
      features: { loan: { vip: 2, score: 640 }, ai_trading: { vip: 4 } },
      products: { AIDAY: { score: 700 } },
      kycForce: true,
      clientDeposit: true,
    });
  });

  it('grants nothing for missing fields, or no payload at all', () => {
    const none = {
      user: { vip: 0, score: 0 },
      perms: [],
      features: {},
      products: {},
      kycForce: false,
      clientDeposit: false,
    };
    expect(toClientPermissions({})).toEqual(none);
    expect(toClientPermissions(null)).toEqual(none);
    expect(toClientPermissions(undefined)).toEqual(none);
  });

  it('keeps false and 0 as sent (defaults only fill what is missing)', () => {
    const mapped = toClientPermissions({ vip: 0, kyc_force: false, client_deposit: false });
    expect(mapped.kycForce).toBe(false);
    expect(mapped.clientDeposit).toBe(false);
    expect(toClientPermissions({ kyc_force: true }).kycForce).toBe(true);
  });

  it('shares no array or object with the payload', () => {
    const input = structuredClone(server);
    const mapped = toClientPermissions(input);
    mapped.perms.push('admin');
    mapped.features.loan!.vip = 0;
    expect(input).toEqual(server);
  });

  it("keeps a '__proto__' feature as a key, never as a prototype", () => {
    const parsed = permissionPayloadSchema.parse(
      JSON.parse('{"features":{"__proto__":{"vip":9}}}'),
    );
    const mapped = toClientPermissions(parsed);
    expect(Object.getPrototypeOf(mapped.features)).toBe(Object.prototype);
    expect(Object.keys(mapped.features)).toEqual(Object.keys(parsed.features ?? {}));
  });

  it('carries any valid vip and score through unchanged', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.array(fc.string()),
        (vip, score, perms) => {
          const payload = permissionPayloadSchema.parse({ vip, score, perms });
          const mapped = toClientPermissions(payload);
          expect(mapped.user).toEqual({ vip, score });
          expect(mapped.perms).toEqual(perms);
        },
      ),
    );
  });
});
