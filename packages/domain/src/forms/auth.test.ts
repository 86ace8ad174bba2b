import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, PHONE_DIGITS } from '../constants';
import {
  MFA_CODE_LENGTH,
  validateChangePassword,
  validateLogin,
  validateMfa,
  validateRegister,
  validateResetPassword,
} from './auth';

const register = {
  country_code: '+48',
  mobile: ' 512345678 ',
  password: 'secret1',
  confirm_password: 'secret1',
  invitation_code: ' AB12-CD34 ',
};

describe('validateLogin (POST /auth/app/v1/login)', () => {
  it('asks for both fields, under their wire names', () => {
    expect(validateLogin({ username: '  ', password: '' })).toEqual({
      ok: false,
      issues: [
        { path: 'username', code: 'username_required' },
        { path: 'password', code: 'password_required' },
      ],
    });
  });

  it('checks presence only and trims the username, never the password', () => {
    expect(validateLogin({ username: ' demo ', password: ' x', remember: true })).toEqual({
      ok: true,
      value: { username: 'demo', password: ' x', remember: true },
    });
    expect(validateLogin({ username: 'demo', password: 'x' })).toEqual({
      ok: true,
      value: { username: 'demo', password: 'x' },
    });
  });
});

describe('validateMfa (POST /user/v1/mfa/bind/verify)', () => {
  it('takes exactly MFA_CODE_LENGTH digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,10}$/), (code) => {
        const result = validateMfa({ code });
        expect(result.ok).toBe(code.length === MFA_CODE_LENGTH);
        if (!result.ok) {
          expect(result.issues).toEqual([
            {
              path: 'code',
              code: 'verification_code_invalid',
              params: { min: MFA_CODE_LENGTH, max: MFA_CODE_LENGTH },
            },
          ]);
        }
      }),
    );
    expect(validateMfa({ code: '' })).toEqual({
      ok: false,
      issues: [{ path: 'code', code: 'verification_code_required' }],
    });
  });
});

describe('validateRegister (POST /auth/app/v1/register)', () => {
  it('answers the normalised request body', () => {
    expect(validateRegister(register)).toEqual({
      ok: true,
      value: { ...register, country_code: '48', mobile: '512345678', invitation_code: 'AB12-CD34' },
    });
  });

  it('answers every field problem at once, with the params the messages need', () => {
    expect(
      validateRegister({
        country_code: '48',
        mobile: '12',
        password: 'abc',
        confirm_password: 'abd',
        invitation_code: '',
      }),
    ).toEqual({
      ok: false,
      issues: [
        {
          path: 'mobile',
          code: 'phone_length',
          params: { min: PHONE_DIGITS.min, max: PHONE_DIGITS.max },
        },
        { path: 'password', code: 'password_too_short', params: { min: MIN_PASSWORD_LENGTH } },
        { path: 'confirm_password', code: 'password_mismatch' },
        { path: 'invitation_code', code: 'invitation_code_required' },
      ],
    });
  });

  it('puts a country-code problem on country_code, against the served codes', () => {
    const result = validateRegister({ ...register, country_code: '44' });
    expect(result).toEqual({
      ok: false,
      issues: [
        { path: 'country_code', code: 'phone_country_code_unknown', params: { code: '44' } },
      ],
    });
    expect(
      validateRegister({ ...register, country_code: '44' }, { knownCountryCodes: ['44'] }).ok,
    ).toBe(true);
  });

  it('accepts a password from MIN_PASSWORD_LENGTH characters on', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 20 }),
        (password) => {
          const result = validateRegister({ ...register, password, confirm_password: password });
          expect(result.ok).toBe(password.length >= MIN_PASSWORD_LENGTH);
        },
      ),
    );
  });
});

describe('validateResetPassword (POST /auth/app/v1/reset_pwd)', () => {
  const reset = {
    country_code: '91',
    mobile: '9876543210',
    code: ' 123456 ',
    password: 'new-secret',
    confirm_password: 'new-secret',
  };

  it('answers the normalised body', () => {
    expect(validateResetPassword(reset)).toEqual({ ok: true, value: { ...reset, code: '123456' } });
  });

  it('names the new password and the advisor code', () => {
    expect(
      validateResetPassword({ ...reset, code: 'x', password: '', confirm_password: '' }),
    ).toEqual({
      ok: false,
      issues: [
        { path: 'code', code: 'verification_code_invalid', params: { min: 6, max: 8 } },
        { path: 'password', code: 'new_password_required' },
        { path: 'confirm_password', code: 'password_confirm_required' },
      ],
    });
  });
});

describe('validateChangePassword (POST /auth/app/v1/change_pwd)', () => {
  it('wants the current password, a valid new one and its confirmation', () => {
    expect(
      validateChangePassword({ old_password: '', new_password: '', confirm_password: '' }),
    ).toEqual({
      ok: false,
      issues: [
        { path: 'old_password', code: 'current_password_required' },
        { path: 'new_password', code: 'new_password_required' },
        { path: 'confirm_password', code: 'password_confirm_required' },
      ],
    });
    expect(
      validateChangePassword({
        old_password: 'old',
        new_password: 'abcdef',
        confirm_password: 'abcdeg',
      }),
    ).toEqual({ ok: false, issues: [{ path: 'confirm_password', code: 'password_mismatch' }] });
  });

  it('answers the body when all is well (the old password is checked by the server)', () => {
    const body = { old_password: 'x', new_password: 'new-secret', confirm_password: 'new-secret' };
    expect(validateChangePassword(body)).toEqual({ ok: true, value: body });
  });
});
