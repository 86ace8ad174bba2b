import { describe, expect, it } from 'vitest';
import { browserNames, checkZodFree, constantNames } from '../scripts/zod-free.mjs';

// The browser's first load cannot afford zod. The rules, helpers and constants the
// web app and ui use must bundle without it (schemas only in entities/; scripts/zod-free.mjs).
describe('browser bundle of @invest/domain', () => {
  it('takes every constant of constants.ts and the helpers the browser uses', () => {
    expect(constantNames()).toContain('GUEST_QUOTA');
    expect(constantNames()).toContain('COOKIE_CONSENT_STORAGE_KEY');
    expect(browserNames).toContain('parseStoredConsent');
  });

  it('bundles them without zod', async () => {
    const { inputs, zodInputs } = await checkZodFree();
    expect(inputs).toContain('src/cookieConsent.ts');
    expect(inputs).toContain('src/forms/kyc.ts');
    // the order ticket's rules, quote and fees run in the browser too
    expect(inputs).toContain('src/forms/order.ts');
    expect(inputs).toContain('src/trading/fees.ts');
    expect(zodInputs).toEqual([]);
  }, 30_000);

  it('would notice zod: a schema drags it in', async () => {
    const { zodInputs } = await checkZodFree(['cookieConsentSchema']);
    expect(zodInputs.length).toBeGreaterThan(0);
  }, 30_000);
});
