import { describe, expect, it } from 'vitest';
import {
  codeFieldCodes,
  RESET_CODE_DIGITS,
  validateInvitationCode,
  validateVerificationCode,
  VERIFICATION_CODE_DIGITS,
} from './codes';

describe('validateInvitationCode', () => {
  it.each([undefined, null, '', '  '])('requires a code (%p)', (v) => {
    expect(validateInvitationCode(v)).toEqual({ ok: false, code: 'invitation_code_required' });
  });

  it.each(['AB12', 'ab12-cd34', ' INV2025 ', 'A'.repeat(32)])('accepts %j', (v) => {
    expect(validateInvitationCode(v)).toEqual({ ok: true });
  });

  it.each(['AB1', 'A'.repeat(33), 'AB 12', 'AB_12', 'ÄB12', 1234])('refuses %j', (v) => {
    expect(validateInvitationCode(v)).toEqual({ ok: false, code: 'invitation_code_invalid' });
  });
});

describe('validateVerificationCode', () => {
  it.each([undefined, null, '', ' '])('requires a code (%p)', (v) => {
    expect(validateVerificationCode(v)).toEqual({
      ok: false,
      code: 'verification_code_required',
    });
  });

  // the codes the server issues: 6-digit verification codes, 8-digit reset codes
  it.each(['123456', ' 654321 ', '1234567', '12345678'])('accepts %j', (v) => {
    expect(validateVerificationCode(v)).toEqual({ ok: true });
  });

  it.each(['1234', '12345', '123456789', '12a456', '12 456', 123456])(
    'refuses %j with {min} {max}',
    (v) => {
      expect(validateVerificationCode(v)).toEqual({
        ok: false,
        code: 'verification_code_invalid',
        params: { min: VERIFICATION_CODE_DIGITS, max: RESET_CODE_DIGITS },
      });
    },
  );

  it('knows the lengths the server issues', () => {
    expect({ VERIFICATION_CODE_DIGITS, RESET_CODE_DIGITS }).toEqual({
      VERIFICATION_CODE_DIGITS: 6,
      RESET_CODE_DIGITS: 8,
    });
  });

  it('takes an exact length', () => {
    expect(validateVerificationCode('12345', 6)).toEqual({
      ok: false,
      code: 'verification_code_invalid',
      params: { min: 6, max: 6 },
    });
    expect(validateVerificationCode('123456', 6)).toEqual({ ok: true });
  });

  it('exports its codes', () => {
    expect(codeFieldCodes).toHaveLength(4);
  });
});
