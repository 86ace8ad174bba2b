import { describe, expect, it } from 'vitest';
import { permissionPayloadSchema } from './permissions';

const server = {
  vip: 3,
  score: 712,
  perms: ['trade', 'withdraw', 'ipo'],
  features: { loan: { vip: 2, score: 640 }, ai_trading: { vip: 4 }, withdraw: { allow: false } },
  products: { AIDAY: { score: 700 } },
  kyc_force: true,
  client_deposit: true,
};

describe('permission payload (server shape)', () => {
  it('accepts the payload of GET /client/app/v1/config', () => {
    expect(permissionPayloadSchema.parse(server)).toEqual(server);
  });

  it('accepts a payload with every field missing', () => {
    expect(permissionPayloadSchema.parse({})).toEqual({});
  });

  it.each([
    ['a VIP level as a string', { vip: '3' }],
    ['a negative score', { score: -1 }],
    ['a fractional VIP level', { vip: 1.5 }],
    ['perms that are not strings', { perms: [1, 2] }],
    ['a feature requirement of the wrong type', { features: { loan: { vip: 'gold' } } }],
    ['kyc_force as a string', { kyc_force: 'true' }],
    ['allow as a string', { features: { withdraw: { allow: 'false' } } }],
  ])('refuses %s', (_label, value) => {
    expect(permissionPayloadSchema.safeParse(value).success).toBe(false);
  });
});
