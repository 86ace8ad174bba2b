import { describe, expect, it } from 'vitest';
import { checkOrderEligibility, type OrderEligibilityInput } from './eligibility';
import { previewOrder, type OrderPreviewInput } from './orderPreview';

const nseBuy: OrderPreviewInput = {
  exchange: 'NSE',
  side: 'buy',
  quantity: '10',
  price: '3824.00',
  commission: { rate: '0.0003', max: '20' },
  tradeDate: '2025-06-02',
  accountCurrency: 'INR',
};
// gross 38240.00, fees 58.67, total 38298.67 INR
const base: OrderEligibilityInput = {
  preview: previewOrder(nseBuy),
  available: '100000.00',
  user: { vip: 2, score: 700 },
};

describe('checkOrderEligibility (spec 5, spec 8 messages)', () => {
  it('passes an order the client may place and can pay', () => {
    expect(checkOrderEligibility(base)).toEqual({ ok: true });
  });

  it('needs the VIP level, with the required and the own level', () => {
    expect(checkOrderEligibility({ ...base, product: { minVip: 3 } })).toEqual({
      ok: false,
      code: 'vip_level_required',
      params: { required: 3, level: 2 },
    });
  });

  it('needs the credit score, with the required and the own score', () => {
    expect(checkOrderEligibility({ ...base, product: { minVip: 2, minScore: 760 } })).toEqual({
      ok: false,
      code: 'credit_score_required',
      params: { required: 760, score: 700 },
    });
  });

  it('needs a PAC code for the trades that ask for one', () => {
    const product = { pacRequired: true };
    expect(checkOrderEligibility({ ...base, product })).toEqual({
      ok: false,
      code: 'pac_code_required',
    });
    expect(checkOrderEligibility({ ...base, product, pacCode: '  ' }).ok).toBe(false);
    expect(checkOrderEligibility({ ...base, product, pacCode: 'PAC-42' })).toEqual({ ok: true });
  });

  it('meets the minimum quantity, amount and investment', () => {
    expect(checkOrderEligibility({ ...base, product: { minQuantity: '25' } })).toEqual({
      ok: false,
      code: 'quantity_below_minimum',
      params: { min: '25' },
    });
    expect(checkOrderEligibility({ ...base, product: { minAmount: '50000.00' } })).toEqual({
      ok: false,
      code: 'amount_below_minimum',
      params: { min: '50000.00', currency: 'INR' },
    });
    expect(checkOrderEligibility({ ...base, product: { minInvestment: '40000' } })).toEqual({
      ok: false,
      code: 'amount_below_minimum_investment',
      params: { min: '40000.00', currency: 'INR' },
    });
    expect(
      checkOrderEligibility({
        ...base,
        product: { minQuantity: '10', minAmount: '38240', minInvestment: '38240.00' },
      }),
    ).toEqual({ ok: true });
  });

  it("says 'No available funds' when nothing is available", () => {
    for (const available of ['0', '0.00', '-5.00']) {
      expect(checkOrderEligibility({ ...base, available })).toEqual({
        ok: false,
        code: 'no_available_funds',
      });
    }
  });

  it('refuses an amount beyond the available funds', () => {
    expect(checkOrderEligibility({ ...base, available: '38239.99' })).toEqual({
      ok: false,
      code: 'amount_exceeds_available',
      params: { available: '38239.99', currency: 'INR' },
    });
  });

  it('refuses when the fees and taxes take the total beyond the balance', () => {
    expect(checkOrderEligibility({ ...base, available: '38298.66' })).toEqual({
      ok: false,
      code: 'insufficient_balance',
      params: { required: '38298.67', available: '38298.66', currency: 'INR' },
    });
    expect(checkOrderEligibility({ ...base, available: '38298.67' })).toEqual({ ok: true });
  });

  it('judges the balance after currency conversion (spec 5)', () => {
    const preview = previewOrder({ ...nseBuy, accountCurrency: 'EUR', fxRate: '0.0105' });
    // total 38298.67 INR = 402.14 EUR; gross 38240.00 INR = 401.52 EUR
    expect(checkOrderEligibility({ ...base, preview, available: '402.14' })).toEqual({ ok: true });
    expect(checkOrderEligibility({ ...base, preview, available: '402.13' })).toEqual({
      ok: false,
      code: 'insufficient_balance',
      params: { required: '402.14', available: '402.13', currency: 'EUR' },
    });
    expect(checkOrderEligibility({ ...base, preview, available: '401.51' })).toEqual({
      ok: false,
      code: 'amount_exceeds_available',
      params: { available: '401.51', currency: 'EUR' },
    });
  });

  it('cannot judge the balance without a rate for another currency', () => {
    const preview = previewOrder({ ...nseBuy, accountCurrency: 'EUR' });
    expect(checkOrderEligibility({ ...base, preview, available: '1000000.00' })).toEqual({
      ok: false,
      code: 'fx_rate_unavailable',
    });
  });

  it('a sell needs no funds, unless its fees exceed its proceeds', () => {
    const sell = previewOrder({ ...nseBuy, side: 'sell' });
    expect(checkOrderEligibility({ ...base, preview: sell, available: '0' })).toEqual({
      ok: true,
    });
    // WSE: the commission is the only charge
    const tiny = previewOrder({
      ...nseBuy,
      exchange: 'WSE',
      side: 'sell',
      quantity: '1',
      price: '0.500',
      commission: { rate: '0', min: '5' },
      accountCurrency: 'PLN',
    });
    expect(tiny.total).toBe('-4.50');
    expect(checkOrderEligibility({ ...base, preview: tiny, available: '0' })).toEqual({
      ok: false,
      code: 'no_available_funds',
    });
    expect(checkOrderEligibility({ ...base, preview: tiny, available: '4.49' })).toEqual({
      ok: false,
      code: 'insufficient_balance',
      params: { required: '4.50', available: '4.49', currency: 'PLN' },
    });
    expect(checkOrderEligibility({ ...base, preview: tiny, available: '4.50' })).toEqual({
      ok: true,
    });
  });

  it('answers the first problem, in the order of the checks', () => {
    expect(
      checkOrderEligibility({
        ...base,
        available: '0',
        product: { minVip: 9, minScore: 900, pacRequired: true, minQuantity: '1000' },
      }),
    ).toMatchObject({ code: 'vip_level_required' });
  });
});
