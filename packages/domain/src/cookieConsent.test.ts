import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_STORAGE_KEY } from './constants';
import {
  DEFAULT_COOKIE_CONSENT,
  acceptAll,
  cookieCategories,
  isCookieCategoryActive,
  parseStoredConsent,
  rejectAll,
  serializeConsent,
  withToggles,
} from './cookieConsent';
import type { CookieConsent } from './entities/cookieConsent';

const consentArb = fc.record({
  functional: fc.boolean(),
  targeting: fc.boolean(),
  performance: fc.boolean(),
});

describe('cookie consent (spec 2, 3, 7)', () => {
  it("is stored under 'cookie-consents' with every optional category false by default", () => {
    expect(COOKIE_CONSENT_STORAGE_KEY).toBe('cookie-consents');
    expect(DEFAULT_COOKIE_CONSENT).toEqual({
      functional: false,
      targeting: false,
      performance: false,
    });
    expect(Object.isFrozen(DEFAULT_COOKIE_CONSENT)).toBe(true);
  });

  it('shows necessary first among the categories', () => {
    expect(cookieCategories).toEqual(['necessary', 'functional', 'targeting', 'performance']);
  });

  it('reject all and accept all set the three optional categories', () => {
    expect(rejectAll()).toEqual({ functional: false, targeting: false, performance: false });
    expect(acceptAll()).toEqual({ functional: true, targeting: true, performance: true });
  });

  it('keeps necessary active whatever the consent', () => {
    expect(isCookieCategoryActive(rejectAll(), 'necessary')).toBe(true);
    expect(isCookieCategoryActive(rejectAll(), 'targeting')).toBe(false);
    expect(isCookieCategoryActive(acceptAll(), 'targeting')).toBe(true);
  });

  it('applies toggles to the optional categories only', () => {
    const current = rejectAll();
    expect(withToggles(current, { performance: true })).toEqual({
      functional: false,
      targeting: false,
      performance: true,
    });
    expect(current.performance).toBe(false);
    const sneaky = { necessary: false, functional: 'yes' } as unknown as Partial<CookieConsent>;
    expect(withToggles(current, sneaky)).toEqual(current);
  });
});

describe('parseStoredConsent (spec 7: defaults when not ready)', () => {
  it('reads a stored consent', () => {
    expect(parseStoredConsent('{"functional":true,"targeting":false,"performance":true}')).toEqual({
      functional: true,
      targeting: false,
      performance: true,
    });
  });

  it('ignores extra stored keys', () => {
    expect(
      parseStoredConsent(
        '{"necessary":true,"functional":true,"targeting":true,"performance":false,"v":2}',
      ),
    ).toEqual({ functional: true, targeting: true, performance: false });
  });

  it.each([
    ['nothing stored', null],
    ['invalid JSON', '{functional:true'],
    ['an empty string', ''],
    ['JSON null', 'null'],
    ['an array', '[true,true,true]'],
    ['a missing category', '{"functional":true,"targeting":true}'],
    ['a string for a boolean', '{"functional":"true","targeting":true,"performance":true}'],
  ])('gives the defaults for %s', (_, raw) => {
    const result = parseStoredConsent(raw);
    expect(result).toEqual(DEFAULT_COOKIE_CONSENT);
    expect(result).not.toBe(DEFAULT_COOKIE_CONSENT);
  });
});

describe('serializeConsent (spec 3: the stored shape)', () => {
  it('stores exactly the three booleans, in order', () => {
    expect(serializeConsent(acceptAll())).toBe(
      '{"functional":true,"targeting":true,"performance":true}',
    );
    const withExtra = { performance: false, targeting: true, functional: false, necessary: true };
    expect(serializeConsent(withExtra)).toBe(
      '{"functional":false,"targeting":true,"performance":false}',
    );
  });

  it('reads back what it stores (property)', () => {
    fc.assert(
      fc.property(consentArb, (consent) => {
        expect(parseStoredConsent(serializeConsent(consent))).toEqual(consent);
      }),
    );
  });

  it('never throws on any stored string (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const result = parseStoredConsent(raw);
        expect(Object.keys(result).sort()).toEqual(['functional', 'performance', 'targeting']);
      }),
    );
  });
});
