import { describe, expect, it } from 'vitest';
import { deviceInfoSchema } from './device';

describe('Device info', () => {
  it('accepts a phone with its model', () => {
    const phone = { os: 'Android', type: 'mobile', model: 'Pixel 8', isIncognito: false };
    expect(deviceInfoSchema.parse(phone)).toEqual(phone);
  });

  it('defaults the model to empty and incognito to false', () => {
    expect(deviceInfoSchema.parse({ os: 'Windows', type: 'desktop' })).toEqual({
      os: 'Windows',
      type: 'desktop',
      model: '',
      isIncognito: false,
    });
  });

  it.each([
    ['an unknown system', { os: 'macOS', type: 'desktop' }],
    ['a type outside mobile and desktop', { os: 'iOS', type: 'tablet' }],
    ['incognito true (spec 3: always false)', { os: 'Mac', type: 'desktop', isIncognito: true }],
    ['no type', { os: 'Linux' }],
  ])('refuses %s', (_label, value) => {
    expect(deviceInfoSchema.safeParse(value).success).toBe(false);
  });
});
