import { describe, expect, it } from 'vitest';
import { MIN_WITHDRAWAL_SCORE } from '../constants';
import { validateWithdrawal, withdrawalCodes, type WithdrawalRuleInput } from './withdrawal';

const accounts = [
  { id: 'a', country: 'IN', isDefault: true },
  { id: 'b', country: 'IN', isDefault: false },
  { id: 'c', country: 'PL', isDefault: false },
];
const base: WithdrawalRuleInput = {
  accounts,
  country: 'IN',
  selectedId: 'a',
  creditScore: 700,
  outstanding: '0',
};

describe('validateWithdrawal', () => {
  it('passes with the default account of the country, a good score, nothing outstanding', () => {
    expect(validateWithdrawal(base)).toEqual({ ok: true });
    expect(validateWithdrawal({ ...base, outstanding: undefined, country: 'in' })).toEqual({
      ok: true,
    });
  });

  it('is blocked by an outstanding balance, first of all', () => {
    expect(validateWithdrawal({ ...base, outstanding: '0.01', accounts: [] })).toEqual({
      ok: false,
      code: 'outstanding_balance',
    });
    expect(validateWithdrawal({ ...base, outstanding: 'n/a' })).toMatchObject({
      code: 'outstanding_balance',
    });
    expect(validateWithdrawal({ ...base, outstanding: '0.00' })).toEqual({ ok: true });
  });

  it('needs the minimum credit score, with {min} {score}', () => {
    expect(validateWithdrawal({ ...base, creditScore: MIN_WITHDRAWAL_SCORE - 1 })).toEqual({
      ok: false,
      code: 'credit_score_too_low',
      params: { min: MIN_WITHDRAWAL_SCORE, score: MIN_WITHDRAWAL_SCORE - 1 },
    });
    expect(validateWithdrawal({ ...base, creditScore: MIN_WITHDRAWAL_SCORE })).toEqual({
      ok: true,
    });
    expect(validateWithdrawal({ ...base, creditScore: 650, minScore: 700 })).toMatchObject({
      params: { min: 700, score: 650 },
    });
    expect(validateWithdrawal({ ...base, creditScore: Number.NaN })).toMatchObject({
      code: 'credit_score_too_low',
      params: { score: 0 },
    });
  });

  it('needs a saved bank account', () => {
    expect(validateWithdrawal({ ...base, accounts: [] })).toEqual({
      ok: false,
      code: 'no_bank_account',
    });
  });

  it('needs an account for the country, with {country}', () => {
    expect(validateWithdrawal({ ...base, country: 'ES' })).toEqual({
      ok: false,
      code: 'no_bank_account_for_country',
      params: { country: 'ES' },
    });
  });

  it('needs one chosen among the accounts of the country', () => {
    for (const selectedId of [undefined, null, 'zz', 'c']) {
      expect(validateWithdrawal({ ...base, selectedId })).toEqual({
        ok: false,
        code: 'bank_account_required',
      });
    }
  });

  it('allows only the default account', () => {
    expect(validateWithdrawal({ ...base, selectedId: 'b' })).toEqual({
      ok: false,
      code: 'bank_account_not_default',
    });
  });

  it('exports its codes', () => {
    expect(withdrawalCodes).toContain('no_bank_account');
  });
});
