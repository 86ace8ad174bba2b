import { describe, expect, it } from 'vitest';
import { localeInfoSchema } from './locale';

const india = {
  name: 'हिन्दी',
  code: 'IN',
  emoji: '🇮🇳',
  image: '/flags/in.svg',
  locale: 'hi-IN',
  language: 'hi',
  currency: 'INR',
  phoneCode: '91',
  timezone: 'Asia/Kolkata',
};

describe('Locale', () => {
  it('accepts a locale of the app', () => {
    expect(localeInfoSchema.parse(india)).toEqual(india);
  });

  it.each([
    ['en-US', 'America/New_York', '1'],
    ['zh-CN', 'Asia/Shanghai', '86'],
    ['eu-ES', 'Europe/Madrid', '34'],
    ['pl-PL', 'Etc/GMT+1', '01'],
    ['de-DE', 'UTC', '49'],
  ])('accepts %s in %s (phone code %s)', (locale, timezone, phoneCode) => {
    expect(localeInfoSchema.safeParse({ ...india, locale, timezone, phoneCode }).success).toBe(
      true,
    );
  });

  it.each([
    ['no code', { code: undefined }],
    ['a locale with an underscore', { locale: 'en_US' }],
    ['a language in capitals', { language: 'EN' }],
    ['a lower-case currency', { currency: 'inr' }],
    ['a phone code with +', { phoneCode: '+91' }],
    ['a timezone with blanks', { timezone: 'India Standard Time' }],
  ])('refuses %s', (_label, change) => {
    expect(localeInfoSchema.safeParse({ ...india, ...change }).success).toBe(false);
  });
});
