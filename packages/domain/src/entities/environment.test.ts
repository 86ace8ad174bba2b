import { describe, expect, it } from 'vitest';
import { environmentProfileSchema } from './environment';

const profile = {
  name: 'kun',
  tenantId: 'tenant-kun',
  apiBase: 'https://api.kun.example.com',
  stockBase: 'https://stocks.example.com/v2',
  stockToken: 'sk_live_4f9a',
  defaultCountryCode: '91',
};

describe('Environment profile', () => {
  it('accepts a tenant profile', () => {
    expect(environmentProfileSchema.parse(profile)).toEqual(profile);
  });

  it('accepts a same-origin API path, no stock token and the fallback code 01', () => {
    const dev = {
      ...profile,
      name: 'dev',
      apiBase: '/api',
      stockToken: '',
      defaultCountryCode: '01',
    };
    expect(environmentProfileSchema.safeParse(dev).success).toBe(true);
  });

  it.each([
    ['an unknown profile', { name: 'staging' }],
    ['no tenant id', { tenantId: '' }],
    ['an API base that is no URL', { apiBase: 'api.example.com' }],
    ['a non-http stock base', { stockBase: 'ftp://stocks.example.com' }],
    ['a country code with +', { defaultCountryCode: '+91' }],
  ])('refuses %s', (_label, change) => {
    expect(environmentProfileSchema.safeParse({ ...profile, ...change }).success).toBe(false);
  });
});
