import { describe, expect, it } from 'vitest';
import { maskBankAcc } from './bankAccount';

describe('maskBankAcc (spec 6: only the last four characters of an account number show)', () => {
  it.each([
    ['1234 5678 9012', '•••• 9012'],
    ['GB33BUKB20201555555555', '•••• 5555'],
    ['123', '•••• 123'],
  ])('%j shows as %j', (acc, masked) => {
    expect(maskBankAcc(acc)).toBe(masked);
  });

  it('keeps a masked number as it is (the server masks, a screen may mask again)', () => {
    expect(maskBankAcc(maskBankAcc('1234 5678 9012'))).toBe('•••• 9012');
  });
});
