import { describe, expect, it } from 'vitest';
import { bankAccountSchema } from './banking';

const account = {
  id: 'acc_77',
  bank_name: 'HDFC Bank',
  bank_acc: '50100234567890',
  bank_holder: 'Ravi Kumar',
  country: 'IN',
  is_default: true,
};

describe('Bank account', () => {
  it('accepts a saved default account', () => {
    expect(bankAccountSchema.parse(account)).toEqual(account);
  });

  it('accepts a new account without an id; not the default unless said', () => {
    const { id: _id, is_default: _d, ...draft } = account;
    expect(bankAccountSchema.parse(draft)).toEqual({ ...draft, is_default: false });
  });

  it.each([
    ['no bank name', { bank_name: undefined }],
    ['a blank account number', { bank_acc: '  ' }],
    ['no holder', { bank_holder: '' }],
    ['no country', { country: '' }],
    ['a default flag as text', { is_default: 'yes' }],
    ['a numeric id', { id: 77 }],
  ])('refuses %s', (_label, change) => {
    expect(bankAccountSchema.safeParse({ ...account, ...change }).success).toBe(false);
  });
});
