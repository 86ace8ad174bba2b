import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COOKIE_CONSENT, parseStoredConsent } from '../cookieConsent';
import { cookieConsentSchema } from './cookieConsent';

/** What parseStoredConsent must give for a stored JSON value: the schema's verdict. */
const bySchema = (value: unknown) => {
  const parsed = cookieConsentSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_COOKIE_CONSENT;
};

/** Stored values near the real shape: each category a boolean, another value, or absent. */
const nearConsent = fc.record(
  {
    functional: fc.oneof(fc.boolean(), fc.jsonValue()),
    targeting: fc.oneof(fc.boolean(), fc.jsonValue()),
    performance: fc.oneof(fc.boolean(), fc.jsonValue()),
    necessary: fc.jsonValue(),
  },
  { requiredKeys: [] },
);

describe('stored cookie consent (spec 3)', () => {
  it('accepts the three booleans and drops extra keys', () => {
    const stored = { functional: true, targeting: false, performance: true, v: 2 };
    expect(cookieConsentSchema.parse(stored)).toEqual({
      functional: true,
      targeting: false,
      performance: true,
    });
  });

  it.each([null, 3, 'yes', true, [true, true, true], {}, { functional: 'true' }])(
    'refuses %j',
    (value) => {
      expect(cookieConsentSchema.safeParse(value).success).toBe(false);
    },
  );

  it.each(['null', '3', '"yes"', 'true', '[true,true,true]', '{}', '{"functional":"true"}'])(
    'parseStoredConsent gives the defaults for %s, as the schema refuses it',
    (raw) => {
      expect(parseStoredConsent(raw)).toEqual(DEFAULT_COOKIE_CONSENT);
    },
  );

  it("parseStoredConsent's hand-written check agrees with the schema (property)", () => {
    fc.assert(
      fc.property(fc.oneof(nearConsent, fc.jsonValue()), (value) => {
        expect(parseStoredConsent(JSON.stringify(value))).toEqual(bySchema(value));
      }),
      { numRuns: 500 },
    );
  });
});
