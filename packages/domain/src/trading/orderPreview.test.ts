import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUOTE_VALIDITY_MS } from '../constants';
import { Money } from '../money';
import {
  isQuoteExpired,
  previewOrder,
  previewPrice,
  quoteExpiresAt,
  type OrderPreviewInput,
} from './orderPreview';

const nseBuy: OrderPreviewInput = {
  exchange: 'NSE',
  side: 'buy',
  quantity: '10',
  price: '3824.00',
  commission: { rate: '0.0003', max: '20' },
  tradeDate: '2025-06-02',
  accountCurrency: 'INR',
};

describe('previewOrder', () => {
  it('a buy: gross, fees and taxes, total to pay; same currency needs no rate', () => {
    expect(previewOrder(nseBuy)).toEqual({
      exchange: 'NSE',
      side: 'buy',
      currency: 'INR',
      quantity: '10',
      price: '3824.00',
      gross: '38240.00',
      fees: [
        { id: 'commission', kind: 'trade', amount: '11.47' },
        { id: 'in_exchange_fee', kind: 'trade', amount: '1.14' },
        { id: 'in_sebi_fee', kind: 'trade', amount: '0.04' },
        { id: 'in_stt', kind: 'tax', amount: '38.00' },
        { id: 'in_stamp_duty', kind: 'tax', amount: '5.74' },
        { id: 'in_gst', kind: 'tax', amount: '2.28' },
      ],
      trade_fees: '12.65',
      tax_fees: '46.02',
      total_fees: '58.67',
      total: '38298.67',
      account_currency: 'INR',
      fx_rate: null,
      converted_total: '38298.67',
    });
  });

  it('a sell: the proceeds after fees and taxes', () => {
    const preview = previewOrder({ ...nseBuy, side: 'sell', price: '3911.20' });
    expect([preview.gross, preview.total_fees, preview.total]).toEqual([
      '39112.00',
      '54.26',
      '39057.74',
    ]);
  });

  it('converts the total into the cash account currency, half-even (spec 5)', () => {
    const preview = previewOrder({ ...nseBuy, accountCurrency: 'EUR', fxRate: '0.0105' });
    expect(preview).toMatchObject({
      total: '38298.67',
      account_currency: 'EUR',
      fx_rate: '0.0105',
      converted_total: '402.14',
    });
  });

  it('has no converted total without a rate for another currency', () => {
    for (const fxRate of [undefined, null, '0', 'abc']) {
      expect(previewOrder({ ...nseBuy, accountCurrency: 'USD', fxRate })).toMatchObject({
        fx_rate: null,
        converted_total: null,
      });
    }
  });

  it('a fractional buy by amount: the quantity rounded down to 6 decimals', () => {
    const preview = previewOrder({
      exchange: 'NASDAQ',
      side: 'buy',
      amount: '100.00',
      price: '333.33',
      commission: { rate: '0' },
      tradeDate: '2025-06-02',
      accountCurrency: 'USD',
    });
    expect(preview).toMatchObject({
      quantity: '0.300003',
      gross: '100.00',
      total_fees: '0.00',
      total: '100.00',
    });
  });

  it('a fractional buy never costs more than its amount before fees', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.integer({ min: 100, max: 10_000_000 }),
        (amountCents, priceCents) => {
          const amount = (amountCents / 100).toFixed(2);
          const preview = previewOrder({
            exchange: 'NYSE',
            side: 'buy',
            amount,
            price: (priceCents / 100).toFixed(2),
            commission: { rate: '0.001', min: '1' },
            tradeDate: '2026-01-05',
            accountCurrency: 'USD',
          });
          const gross = Money.of(preview.gross, 'USD');
          expect(gross.lte(Money.of(amount, 'USD'))).toBe(true);
          expect(
            Money.of(preview.total, 'USD').eq(gross.add(Money.of(preview.total_fees, 'USD'))),
          ).toBe(true);
        },
      ),
    );
  });

  it('refuses an input with neither or both of quantity and amount (a caller bug)', () => {
    expect(() => previewOrder({ ...nseBuy, quantity: undefined })).toThrow(TypeError);
    expect(() => previewOrder({ ...nseBuy, amount: '100' })).toThrow(TypeError);
  });
});

describe('previewPrice', () => {
  it('estimates at the quote for a market order, at the limit for limits, at the stop for stops', () => {
    const prices = { quote: '10.00', limit_price: '9.50', stop_price: '10.50' };
    expect(previewPrice('market', prices)).toBe('10.00');
    expect(previewPrice('limit', prices)).toBe('9.50');
    expect(previewPrice('stop_limit', prices)).toBe('9.50');
    expect(previewPrice('stop', prices)).toBe('10.50');
    expect(previewPrice('limit', { quote: '10.00' })).toBe('10.00');
    expect(previewPrice('stop', { quote: '10.00' })).toBe('10.00');
  });
});

describe('the expiring quote (spec 4)', () => {
  it('expires QUOTE_VALIDITY_MS after it was given, and from then on', () => {
    const quotedAt = new Date('2026-03-02T14:30:00Z');
    const expiresAt = quoteExpiresAt(quotedAt);
    expect(expiresAt.getTime() - quotedAt.getTime()).toBe(QUOTE_VALIDITY_MS);
    expect(isQuoteExpired(expiresAt, new Date(expiresAt.getTime() - 1))).toBe(false);
    expect(isQuoteExpired(expiresAt, expiresAt)).toBe(true);
    expect(quoteExpiresAt(quotedAt, 5_000).getTime() - quotedAt.getTime()).toBe(5_000);
  });
});
