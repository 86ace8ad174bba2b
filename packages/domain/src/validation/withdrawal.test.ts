import { describe, expect, it } from 'vitest';
import { MIN_WITHDRAWAL_SCORE } from '../constants';
import {
  validateWithdrawal,
  withdrawalCodes,
  withdrawalStart,
  type WithdrawalRuleInput,
} from './withdrawal';

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

describe('withdrawalStart (spec 5/6: the withdraw page before a choice)', () => {
  const sources = [
    { currency: 'USD', country: 'US', outstanding: '0' },
    { currency: 'PLN', country: 'PL', outstanding: '0' },
  ];
  const pl = [{ id: 'p', country: 'PL', isDefault: true }];
  const us = [{ id: 'u', country: 'US', isDefault: true }];

  it('opens on the preferred account when its country has the default bank account', () => {
    expect(
      withdrawalStart({ accounts: [...us, ...pl], sources, preferred: 'USD', creditScore: 700 }),
    ).toEqual({ ok: true, currency: 'USD' });
    expect(
      withdrawalStart({ accounts: [...us, ...pl], sources, preferred: 'PLN', creditScore: 700 }),
    ).toEqual({ ok: true, currency: 'PLN' });
    // no outstanding bucket given: nothing outstanding
    const bare = sources.map(({ currency, country }) => ({ currency, country }));
    expect(withdrawalStart({ accounts: us, sources: bare, creditScore: 700 })).toEqual({
      ok: true,
      currency: 'USD',
    });
  });

  it("judges each currency's own country: a bank account in Poland opens the PLN account", () => {
    // the default account is USD, the only bank account is Polish: not a refusal of the page
    expect(withdrawalStart({ accounts: pl, sources, preferred: 'USD', creditScore: 700 })).toEqual({
      ok: true,
      currency: 'PLN',
    });
  });

  it('opens the form when the country has accounts but no default (the form says so)', () => {
    const accounts = [{ id: 'x', country: 'PL', isDefault: false }];
    expect(withdrawalStart({ accounts, sources, preferred: 'USD', creditScore: 700 })).toEqual({
      ok: true,
      currency: 'PLN',
    });
  });

  it('refuses for the country only when no currency account has a bank account for its own', () => {
    const accounts = [{ id: 'd', country: 'DE', isDefault: true }];
    expect(withdrawalStart({ accounts, sources, preferred: 'USD', creditScore: 700 })).toEqual({
      ok: false,
      code: 'no_bank_account_for_country',
      params: { country: 'US' },
      currency: 'USD',
    });
    expect(withdrawalStart({ accounts: [], sources, preferred: 'PLN', creditScore: 700 })).toEqual({
      ok: false,
      code: 'no_bank_account',
      currency: 'PLN',
    });
  });

  it('is blocked by an outstanding balance in any currency, shown in that currency', () => {
    const owing = [sources[0]!, { ...sources[1]!, outstanding: '12.50' }];
    expect(
      withdrawalStart({ accounts: us, sources: owing, preferred: 'USD', creditScore: 700 }),
    ).toEqual({ ok: false, code: 'outstanding_balance', currency: 'PLN' });
    // a malformed outstanding blocks too (fail safe)
    const bad = [{ ...sources[0]!, outstanding: 'abc' }];
    expect(withdrawalStart({ accounts: us, sources: bad, creditScore: 700 })).toMatchObject({
      ok: false,
      code: 'outstanding_balance',
      currency: 'USD',
    });
  });

  it('is blocked by a low credit score whatever the account', () => {
    expect(
      withdrawalStart({ accounts: us, sources, preferred: 'USD', creditScore: 500, minScore: 580 }),
    ).toEqual({
      ok: false,
      code: 'credit_score_too_low',
      params: { min: 580, score: 500 },
      currency: 'USD',
    });
  });

  it('without currency accounts, judges the preferred currency with no country', () => {
    expect(
      withdrawalStart({ accounts: us, sources: [], preferred: 'USD', creditScore: 700 }),
    ).toEqual({
      ok: false,
      code: 'no_bank_account_for_country',
      params: { country: '' },
      currency: 'USD',
    });
    expect(withdrawalStart({ accounts: us, sources: [], creditScore: 700 })).toMatchObject({
      currency: '',
    });
  });
});
