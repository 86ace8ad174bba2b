// spec 7 'Environment profile'.
import { describe, expect, it } from 'vitest';
import {
  PROFILE_STORAGE_KEY,
  environmentProfile,
  resolveProfile,
  resolveProfileName,
} from './profiles';
import { memoryStorage } from './storage';

describe('environment profiles', () => {
  it('picks the query parameter, else the stored api_profile, else live', () => {
    expect(resolveProfileName({ search: '', storage: memoryStorage() })).toBe('live');
    const stored = memoryStorage({ [PROFILE_STORAGE_KEY]: 'kun' });
    expect(resolveProfileName({ search: '', storage: stored })).toBe('kun');
    expect(resolveProfileName({ search: '?profile=es', storage: stored })).toBe('es');
    // the query's choice is stored, so it holds on the next visit
    expect(stored.get(PROFILE_STORAGE_KEY)).toBe('es');
    expect(resolveProfileName({ search: '', storage: stored })).toBe('es');
    expect(resolveProfileName({ search: 'profile=PL&x=1', storage: memoryStorage() })).toBe('pl');
  });

  it('ignores unknown names', () => {
    const stored = memoryStorage({ [PROFILE_STORAGE_KEY]: 'dev' });
    expect(resolveProfileName({ search: '?profile=prod', storage: stored })).toBe('dev');
    expect(stored.get(PROFILE_STORAGE_KEY)).toBe('dev');
    const junk = memoryStorage({ [PROFILE_STORAGE_KEY]: 'staging' });
    expect(resolveProfileName({ search: '?profile=', storage: junk })).toBe('live');
  });

  it('has local defaults: same-origin API, tenant demo, /stock-api, the domain country codes', () => {
    expect(environmentProfile('live', {})).toEqual({
      name: 'live',
      tenantId: 'demo',
      apiBase: '',
      stockBase: '/stock-api',
      stockToken: '',
      defaultCountryCode: '1',
    });
    expect(environmentProfile('kun', {}).defaultCountryCode).toBe('91');
    expect(environmentProfile('pl', {}).defaultCountryCode).toBe('48');
    expect(environmentProfile('es', {}).defaultCountryCode).toBe('1');
    expect(environmentProfile('dev', {}).defaultCountryCode).toBe('1');
  });

  it('reads build-time variables: the profile own, else the shared ones', () => {
    const env = {
      VITE_API_BASE: 'https://api.example.com/',
      VITE_STOCK_TOKEN: 'shared-key',
      VITE_PL_TENANT_ID: 'pl-bank',
      VITE_PL_API_BASE: 'https://pl.example.com',
      VITE_PL_STOCK_BASE: 'https://stock.pl.example.com/v1/',
      VITE_PL_COUNTRY_CODE: '48',
      VITE_KUN_STOCK_TOKEN: '  ',
    };
    expect(environmentProfile('pl', env)).toEqual({
      name: 'pl',
      tenantId: 'pl-bank',
      apiBase: 'https://pl.example.com',
      stockBase: 'https://stock.pl.example.com/v1',
      stockToken: 'shared-key',
      defaultCountryCode: '48',
    });
    expect(environmentProfile('kun', env)).toMatchObject({
      tenantId: 'demo',
      apiBase: 'https://api.example.com',
      stockToken: 'shared-key',
      defaultCountryCode: '91',
    });
    expect(resolveProfile({ search: '?profile=pl', storage: memoryStorage(), env }).tenantId).toBe(
      'pl-bank',
    );
  });
});
