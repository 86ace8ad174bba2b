import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '../constants';
import {
  passwordCodes,
  validatePassword,
  validatePasswordChange,
  validatePasswordConfirmation,
} from './password';

describe('validatePassword', () => {
  it.each([undefined, null, '', 42])('requires a password (%p)', (v) => {
    expect(validatePassword(v)).toEqual({ ok: false, code: 'password_required' });
  });

  it('needs at least 6 characters, with {min}', () => {
    expect(validatePassword('12345')).toEqual({
      ok: false,
      code: 'password_too_short',
      params: { min: 6 },
    });
    expect(validatePassword('123456')).toEqual({ ok: true });
  });

  it('counts spaces (never trims a secret) and code points', () => {
    expect(validatePassword('      ')).toEqual({ ok: true });
    expect(validatePassword('😀😀😀')).toMatchObject({ code: 'password_too_short' });
    expect(validatePassword('😀😀😀😀😀😀')).toEqual({ ok: true });
  });

  it('accepts exactly the strings of MIN_PASSWORD_LENGTH or more', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 12 }), (s) => {
        expect(validatePassword(s).ok).toBe(s.length >= MIN_PASSWORD_LENGTH);
      }),
    );
  });
});

describe('validatePasswordConfirmation', () => {
  it('requires the confirmation and an exact match', () => {
    expect(validatePasswordConfirmation('secret1', '')).toEqual({
      ok: false,
      code: 'password_confirm_required',
    });
    expect(validatePasswordConfirmation('secret1', 'secret2')).toEqual({
      ok: false,
      code: 'password_mismatch',
    });
    expect(validatePasswordConfirmation('secret1', 'secret1 ')).toMatchObject({
      code: 'password_mismatch',
    });
    expect(validatePasswordConfirmation('secret1', 'secret1')).toEqual({ ok: true });
  });
});

describe('validatePasswordChange', () => {
  it('requires the current password, then the new one', () => {
    expect(validatePasswordChange({ current: '', next: '' })).toEqual({
      ok: false,
      code: 'current_password_required',
    });
    expect(validatePasswordChange({ current: 'old-secret', next: '' })).toEqual({
      ok: false,
      code: 'new_password_required',
    });
  });

  it('applies the password rules to the new one', () => {
    expect(validatePasswordChange({ current: 'x', next: 'abc' })).toMatchObject({
      code: 'password_too_short',
    });
    expect(validatePasswordChange({ current: 'x', next: 'abcdef' })).toEqual({ ok: true });
  });

  it('checks the confirmation when the form has it', () => {
    expect(
      validatePasswordChange({ current: 'x', next: 'abcdef', confirm: undefined }),
    ).toMatchObject({ code: 'password_confirm_required' });
    expect(
      validatePasswordChange({ current: 'x', next: 'abcdef', confirm: 'abcdeg' }),
    ).toMatchObject({ code: 'password_mismatch' });
    expect(validatePasswordChange({ current: 'x', next: 'abcdef', confirm: 'abcdef' })).toEqual({
      ok: true,
    });
  });

  it('exports its codes', () => {
    expect(passwordCodes).toHaveLength(8);
  });
});
