import { describe, expect, expectTypeOf, it } from 'vitest';
import { routes } from '../contract/routes';
import { userResources } from './cache';
import { isUserKey, queryKeys, type PlainQueryName, type QueryName } from './keys';

describe('query keys', () => {
  const names = Object.keys(queryKeys) as QueryName[];

  it('the reads the cache loads by name alone have the key [name]', () => {
    expectTypeOf<'clientInfo' | 'clientConfig' | 'kycVerified'>().toExtend<PlainQueryName>();
    // a read with an input (even a defaulted or empty one) is read with its key
    expectTypeOf<'overdrawnRecords'>().not.toExtend<PlainQueryName>();
    expectTypeOf<'loanProducts'>().not.toExtend<PlainQueryName>();
    for (const name of ['clientInfo', 'clientConfig', 'kycVerified'] as const) {
      expect(queryKeys[name]()).toEqual([name]);
    }
    for (const name of names) {
      const key = queryKeys[name] as (...args: unknown[]) => readonly unknown[];
      if (key.length === 0) expect(key()[0], name).toBe(name);
    }
  });

  it('a signed-in read is told by its route: the same reads as the list gives', () => {
    const signedIn = names.filter((name) => routes[name].auth === 'user');
    expect(signedIn.length).toBeGreaterThan(0);
    expect(userResources()).toEqual(signedIn);
    for (const name of names) {
      expect(isUserKey([name, { id: '1' }]), name).toBe(signedIn.includes(name));
    }
  });

  it('a key that is no route, or no array, is not a signed-in read', () => {
    expect(isUserKey(['constructor'])).toBe(false);
    expect(isUserKey(['toString'])).toBe(false);
    expect(isUserKey('clientInfo')).toBe(false);
    expect(isUserKey([])).toBe(false);
  });
});
