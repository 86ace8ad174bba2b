import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pinCodes, validatePin, validatePinConfirmation } from './pin';

describe('validatePin', () => {
  it.each([undefined, null, ''])('requires a PIN (%p)', (v) => {
    expect(validatePin(v)).toEqual({ ok: false, code: 'pin_required' });
  });

  it.each(['12345', '1234567', '12a456', ' 123456', '１２３４５６', 123456, '12 456'])(
    'refuses %p: 6 digits, numbers only, with {length}',
    (v) => {
      expect(validatePin(v)).toEqual({ ok: false, code: 'pin_invalid', params: { length: 6 } });
    },
  );

  it('accepts exactly the 6-digit strings', () => {
    expect(validatePin('000000')).toEqual({ ok: true });
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (s) => {
        expect(validatePin(s).ok).toBe(/^[0-9]{6}$/.test(s));
      }),
    );
  });
});

describe('validatePinConfirmation', () => {
  it('requires the repeat and a match', () => {
    expect(validatePinConfirmation('123456', '')).toEqual({ ok: false, code: 'pin_required' });
    expect(validatePinConfirmation('123456', '123457')).toEqual({
      ok: false,
      code: 'pin_mismatch',
    });
    expect(validatePinConfirmation('123456', '123456')).toEqual({ ok: true });
  });

  it('exports its codes', () => {
    expect(pinCodes).toHaveLength(3);
  });
});
