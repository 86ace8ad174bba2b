import { describe, expect, it } from 'vitest';
import {
  FULL_NAME_MAX_LENGTH,
  fullNameCodes,
  normalizeFullName,
  validateFullName,
} from './fullName';

describe('validateFullName', () => {
  it.each([undefined, null, '', ' \t '])('requires a name (%p)', (v) => {
    expect(validateFullName(v)).toEqual({ ok: false, code: 'full_name_required' });
  });

  it.each(['Ana María López-García', '王小明', 'Ayşe Yılmaz', "O'Brien", 'Łukasz Żak'])(
    'accepts %s',
    (v) => {
      expect(validateFullName(v)).toEqual({ ok: true });
    },
  );

  it('caps the length after trimming, with {max}', () => {
    const longest = 'a'.repeat(FULL_NAME_MAX_LENGTH);
    expect(validateFullName(`  ${longest}  `)).toEqual({ ok: true });
    expect(validateFullName(`${longest}b`)).toEqual({
      ok: false,
      code: 'full_name_too_long',
      params: { max: FULL_NAME_MAX_LENGTH },
    });
    // inner whitespace runs count as one space
    expect(validateFullName(`${'a'.repeat(50)}      ${'b'.repeat(49)}`)).toEqual({ ok: true });
  });

  it('refuses control characters and non-text', () => {
    expect(validateFullName('Ana\u0000Lopez')).toEqual({ ok: false, code: 'full_name_invalid' });
    expect(validateFullName(42)).toEqual({ ok: false, code: 'full_name_invalid' });
    expect(validateFullName('Ana\tLopez')).toEqual({ ok: true });
  });

  it('normalises spaces', () => {
    expect(normalizeFullName('  Ana \t María  ')).toBe('Ana María');
  });

  it('exports its codes', () => {
    expect(fullNameCodes).toHaveLength(3);
  });
});
