import { describe, expect, it } from 'vitest';
import { moneyCodes } from '../money';
import { nomineeCodes } from '../nominees';
import { amountCodes, fxCodes, phoneCodes, uploadCodes, validationCodes, withdrawalCodes } from '.';

describe('validationCodes (the keys of the i18n namespace `validation`)', () => {
  it('gathers every module, each code once', () => {
    for (const code of [
      ...moneyCodes,
      ...phoneCodes,
      ...amountCodes,
      ...uploadCodes,
      ...withdrawalCodes,
      ...fxCodes,
      ...nomineeCodes,
    ]) {
      expect(validationCodes).toContain(code);
    }
    expect(new Set(validationCodes).size).toBe(validationCodes.length);
  });

  it('are stable snake_case identifiers', () => {
    for (const code of validationCodes) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('never end like an i18next plural form (a key "x_zero" would be read as a plural of "x")', () => {
    for (const code of validationCodes) {
      expect(code).not.toMatch(/_(zero|one|two|few|many|other)$/);
    }
  });
});
