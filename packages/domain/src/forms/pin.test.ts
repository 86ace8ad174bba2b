import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PIN_LENGTH } from '../constants';
import { validateSetPin, validateVerifyPin } from './pin';

describe('validateSetPin (POST /client/app/v1/pin)', () => {
  it('takes exactly PIN_LENGTH digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,9}$/), (pin) => {
        const result = validateSetPin({ pin, confirm_pin: pin });
        expect(result.ok).toBe(pin.length === PIN_LENGTH);
        if (!result.ok) {
          expect(result.issues).toEqual([
            { path: 'pin', code: 'pin_invalid', params: { length: PIN_LENGTH } },
          ]);
        }
      }),
    );
  });

  it('checks the confirmation when the form has one', () => {
    expect(validateSetPin({ pin: '123456', confirm_pin: '123457' })).toEqual({
      ok: false,
      issues: [{ path: 'confirm_pin', code: 'pin_mismatch' }],
    });
    expect(validateSetPin({ pin: '123456' })).toEqual({ ok: true, value: { pin: '123456' } });
  });

  it('asks for the current PIN when one is set', () => {
    expect(validateSetPin({ pin: '123456', confirm_pin: '123456' }, { hasPin: true })).toEqual({
      ok: false,
      issues: [{ path: 'current_pin', code: 'pin_required' }],
    });
    expect(
      validateSetPin(
        { pin: '123456', confirm_pin: '123456', current_pin: '654321' },
        { hasPin: true },
      ),
    ).toEqual({
      ok: true,
      value: { pin: '123456', confirm_pin: '123456', current_pin: '654321' },
    });
  });
});

describe('validateVerifyPin (POST /client/app/v1/pin/verify)', () => {
  it('requires a PIN of digits only', () => {
    expect(validateVerifyPin({ pin: '' })).toEqual({
      ok: false,
      issues: [{ path: 'pin', code: 'pin_required' }],
    });
    expect(validateVerifyPin({ pin: '12345a' }).ok).toBe(false);
    expect(validateVerifyPin({ pin: '482913' })).toEqual({ ok: true, value: { pin: '482913' } });
  });
});
