import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Money } from '../money';
import {
  validateBankAccountForm,
  validateDepositForm,
  validateFxForm,
  validateNomineesForm,
  validateWithdrawForm,
} from './money';

describe('validateDepositForm', () => {
  const ok = { method_id: 'm1', amount: '100.50', currency: 'USD' };
  const tx = 'b'.repeat(64);
  it('answers the normalised form', () => {
    expect(validateDepositForm(ok)).toEqual({
      ok: true,
      value: { method_id: 'm1', amount: '100.50', currency: 'USD' },
    });
  });
  it.each([
    [{ amount: '-1' }, 'amount', 'amount_not_positive'],
    [{ amount: '1.001' }, 'amount', 'amount_too_many_decimals'],
    [{ amount: 'abc' }, 'amount', 'invalid_amount'],
    [{ method_id: '' }, 'method_id', 'deposit_method_required'],
    [{ currency: 'usd' }, 'currency', 'currency_required'],
  ])('%o: %s %s', (patch, path, code) => {
    const r = validateDepositForm({ ...ok, ...patch });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues).toContainEqual(expect.objectContaining({ path, code }));
  });
  it('a bank transfer needs a proof image', () => {
    const r = validateDepositForm(ok, { hasProof: false });
    expect(r).toEqual({ ok: false, issues: [{ path: 'proof', code: 'deposit_proof_required' }] });
  });
  it('a crypto transfer needs its transaction hash, valid on the network, not an image', () => {
    const crypto = { method: 'crypto' as const, network: 'TRC-20', hasProof: false };
    expect(validateDepositForm({ ...ok, tx_hash: ` ${tx} ` }, crypto)).toEqual({
      ok: true,
      value: { ...ok, tx_hash: tx },
    });
    expect(validateDepositForm(ok, crypto)).toEqual({
      ok: false,
      issues: [{ path: 'tx_hash', code: 'tx_hash_required' }],
    });
    expect(validateDepositForm({ ...ok, tx_hash: 'abc' }, crypto)).toEqual({
      ok: false,
      issues: [{ path: 'tx_hash', code: 'tx_hash_invalid', params: { network: 'TRON (TRC-20)' } }],
    });
  });
});

describe('validateWithdrawForm', () => {
  const ok = { currency: 'USD', amount: '50.00', bank_id: 'b1', pin: '123456' };
  it('passes within available', () => {
    expect(validateWithdrawForm(ok, { available: '50.00' }).ok).toBe(true);
  });
  it('refuses more than available with {available, currency}', () => {
    const r = validateWithdrawForm(ok, { available: '49.99' });
    expect(r).toEqual({
      ok: false,
      issues: [
        {
          path: 'amount',
          code: 'amount_exceeds_available',
          params: { available: '49.99', currency: 'USD' },
        },
      ],
    });
  });
  it('needs the PIN and a bank account', () => {
    const r = validateWithdrawForm({ ...ok, pin: '12', bank_id: '' }, { available: '100' });
    expect(r.ok ? [] : r.issues.map((i) => i.path)).toEqual(['bank_id', 'pin']);
    expect(validateWithdrawForm({ ...ok, pin: '' }, { available: '100', needsPin: false }).ok).toBe(
      true,
    );
  });
});

describe('validateFxForm', () => {
  const accounts = [
    { currency: 'USD', available: '100.00' },
    { currency: 'PLN', available: '0.00' },
  ];
  it('passes a funded source within its balance', () => {
    expect(
      validateFxForm({ from: 'USD', to: 'PLN', amount: '10' }, { accounts, rate: '3.9' }).ok,
    ).toBe(true);
  });
  it.each([
    [{ from: 'PLN', to: 'USD', amount: '1' }, 'from', 'fx_source_empty'],
    [{ from: 'USD', to: 'USD', amount: '1' }, 'from', 'fx_same_account'],
    [{ from: 'USD', to: 'PLN', amount: '101' }, 'amount', 'amount_exceeds_available'],
  ])('%o: %s', (values, path, code) => {
    const r = validateFxForm(values, { accounts, rate: '3.9' });
    expect(r.ok ? [] : r.issues).toContainEqual(expect.objectContaining({ path, code }));
  });
  it("spec 5: 'All accounts zero balance', and at least two accounts", () => {
    const zero = accounts.map((a) => ({ ...a, available: '0' }));
    const r = validateFxForm({ from: 'USD', to: 'PLN', amount: '1' }, { accounts: zero });
    expect(r.ok ? [] : r.issues.map((i) => i.code)).toEqual(['all_accounts_zero_balance']);
    const one = validateFxForm(
      { from: 'USD', to: 'PLN', amount: '1' },
      { accounts: [accounts[0]!] },
    );
    expect(one.ok ? [] : one.issues.map((i) => i.code)).toEqual(['fx_two_accounts_required']);
  });
  it('judges accounts by currency, even when they carry an id of their own', () => {
    const withIds = [
      { id: 'usd-1', currency: 'USD', available: '100.00' },
      { id: 'pln-1', currency: 'PLN', available: '0.00' },
    ];
    expect(validateFxForm({ from: 'USD', to: 'PLN', amount: '10' }, { accounts: withIds }).ok).toBe(
      true,
    );
  });
  it('a converted amount below one minor unit is refused', () => {
    const r = validateFxForm({ from: 'USD', to: 'PLN', amount: '0.01' }, { accounts, rate: '0.1' });
    expect(r.ok ? [] : r.issues.map((i) => i.code)).toEqual(['amount_not_positive']);
  });
});

describe('validateBankAccountForm', () => {
  const ok = { bank_name: 'Chase', bank_acc: 'de89 3704-0044', bank_holder: 'A', country: 'us' };
  it('normalises the number and country', () => {
    expect(validateBankAccountForm(ok)).toEqual({
      ok: true,
      value: { bank_name: 'Chase', bank_acc: 'DE8937040044', bank_holder: 'A', country: 'US' },
    });
  });
  it('an edit may keep the number', () => {
    expect(validateBankAccountForm({ ...ok, bank_acc: '' }, { editing: true }).ok).toBe(true);
    const r = validateBankAccountForm({ ...ok, bank_acc: '' });
    expect(r.ok ? [] : r.issues).toEqual([{ path: 'bank_acc', code: 'bank_acc_required' }]);
  });
  it('refuses a malformed number', () => {
    const r = validateBankAccountForm({ ...ok, bank_acc: '12' });
    expect(r.ok ? [] : r.issues).toEqual([{ path: 'bank_acc', code: 'bank_acc_invalid' }]);
  });
});

describe('validateNomineesForm (spec 5)', () => {
  const n = (share: string, name = 'Ravi Verma') => ({
    name,
    phone: '2025550123',
    relation: 'son',
    share,
  });
  it('several must total exactly 100; a total over 100 is refused', () => {
    expect(validateNomineesForm([n('50'), n('50')]).ok).toBe(true);
    const under = validateNomineesForm([n('50'), n('40')]);
    expect(under.ok ? [] : under.issues).toEqual([
      {
        path: 'nominees',
        code: 'nominee_shares_must_total',
        params: { required: 100, total: '90.00' },
      },
    ]);
    const over = validateNomineesForm([n('60'), n('50')]);
    expect(over.ok ? [] : over.issues.map((i) => i.code)).toEqual(['nominee_shares_exceed_total']);
  });
  it('reports every nominee field at its index', () => {
    const r = validateNomineesForm([n('50', ''), n('0')]);
    expect(r.ok ? [] : r.issues.map((i) => i.path)).toEqual([
      'nominees.0.name',
      'nominees.1.share',
    ]);
  });
  it('a lone nominee may hold less than 100', () => {
    expect(validateNomineesForm([n('40')]).ok).toBe(true);
  });
});

describe('the money forms and the amount grammar (one grammar: decimal.ts)', () => {
  const accounts = [
    { currency: 'USD', available: '1000000.00' },
    { currency: 'PLN', available: '0.00' },
  ];
  const forms = {
    deposit: (amount: unknown) => validateDepositForm({ method_id: 'm1', amount, currency: 'USD' }),
    withdraw: (amount: unknown) =>
      validateWithdrawForm(
        { currency: 'USD', amount, bank_id: 'b1', pin: '123456' },
        { available: '1000000.00' },
      ),
    fx: (amount: unknown) =>
      validateFxForm({ from: 'USD', to: 'PLN', amount }, { accounts, rate: '3.9' }),
  };

  it.each(Object.keys(forms) as (keyof typeof forms)[])(
    '%s: odd forms of an amount are invalid_amount, never a value the server cannot parse',
    (name) => {
      for (const amount of ['.5', '5.', '00010', ' 10 ', '\u00a010']) {
        const r = forms[name](amount);
        expect(r.ok ? [] : r.issues).toEqual([{ path: 'amount', code: 'invalid_amount' }]);
      }
    },
  );

  it.each(Object.keys(forms) as (keyof typeof forms)[])(
    '%s: whatever the form accepts, Money.of parses its amount',
    (name) => {
      const typed = fc.string({
        unit: fc.constantFrom('0', '1', '5', '.', '-', ' ', '\u00a0', 'e', ','),
        maxLength: 10,
      });
      fc.assert(
        fc.property(typed, (amount) => {
          const r = forms[name](amount);
          if (r.ok) {
            expect(r.value.amount).toBe(amount);
            expect(() => Money.of(r.value.amount, 'USD')).not.toThrow();
          }
        }),
        { numRuns: 300 },
      );
    },
  );
});
