import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXCHANGES, exchangeIds, marketIds } from '../market/exchanges';
import { minorUnits, Money, toDecimal } from '../money';
import { orderSides } from './orderKinds';
import {
  commissionFor,
  computeFees,
  estimateSellFees,
  feeIds,
  grossAmount,
  MARKET_FEE_RULES,
  type FeeInput,
} from './fees';

const free = { rate: '0' };
const lines = (input: FeeInput) =>
  Object.fromEntries(computeFees(input).lines.map((l) => [l.id, l.amount]));

describe('gross amount and commission', () => {
  it('prices a trade at quantity x price, half-even to the minor unit', () => {
    expect(grossAmount('0.300003', '333.33', 'USD').toString()).toBe('100.00');
    expect(grossAmount('3', '0.0125', 'USD').toString()).toBe('0.04');
    expect(grossAmount('1', '0.025', 'USD').toString()).toBe('0.02');
    expect(grossAmount('1', '0.035', 'USD').toString()).toBe('0.04');
  });

  it('takes the rate of the gross within the minimum and the maximum, half-even', () => {
    const gross = Money.of('1000.00', 'INR');
    expect(commissionFor(gross, { rate: '0.0003', max: '20' }).toString()).toBe('0.30');
    expect(commissionFor(gross, { rate: '0.03', max: '20' }).toString()).toBe('20.00');
    expect(commissionFor(gross, { rate: '0.0001', min: '5' }).toString()).toBe('5.00');
    expect(commissionFor(gross, { rate: '0.000025' }).toString()).toBe('0.02');
    expect(commissionFor(gross, { rate: '0.000035' }).toString()).toBe('0.04');
    expect(commissionFor(gross, free).toString()).toBe('0.00');
  });
});

describe('fees and taxes per market', () => {
  it('US sell: SEC fee and FINRA TAF, each rounded up to the cent', () => {
    const input: FeeInput = {
      exchange: 'NYSE',
      side: 'sell',
      quantity: '100',
      price: '150.00',
      commission: free,
      tradeDate: '2025-01-15',
    };
    expect(computeFees(input)).toEqual({
      currency: 'USD',
      lines: [
        { id: 'commission', kind: 'trade', amount: '0.00' },
        { id: 'sec_fee', kind: 'trade', amount: '0.42' },
        { id: 'finra_taf', kind: 'trade', amount: '0.02' },
      ],
      trade_fees: '0.44',
      tax_fees: '0.00',
      total_fees: '0.44',
    });
  });

  it('US: the SEC fee is $0.00 per million from 2025-05-14', () => {
    expect(lines({ ...usSell(), tradeDate: '2025-05-13' }).sec_fee).toBe('0.42');
    expect(lines({ ...usSell(), tradeDate: '2025-05-14' }).sec_fee).toBe('0.00');
  });

  it('US: the TAF is capped at $8.30 a trade', () => {
    expect(lines({ ...usSell(), quantity: '100000', price: '1.00' }).finra_taf).toBe('8.30');
  });

  it('US buy: no regulatory fee', () => {
    expect(computeFees({ ...usSell(), side: 'buy' }).lines.map((l) => l.id)).toEqual([
      'commission',
    ]);
  });

  it('China sell: stamp duty 0.05 %, handling, management and transfer fees', () => {
    const result = computeFees({
      exchange: 'SSE',
      side: 'sell',
      quantity: '1000',
      price: '10.00',
      commission: { rate: '0.00025', min: '5' },
      tradeDate: '2025-06-02',
    });
    expect(result.lines).toEqual([
      { id: 'commission', kind: 'trade', amount: '5.00' },
      { id: 'cn_handling_fee', kind: 'trade', amount: '0.34' },
      { id: 'cn_management_fee', kind: 'trade', amount: '0.20' },
      { id: 'cn_transfer_fee', kind: 'trade', amount: '0.10' },
      { id: 'cn_stamp_duty', kind: 'tax', amount: '5.00' },
    ]);
    expect([result.trade_fees, result.tax_fees, result.total_fees]).toEqual([
      '5.64',
      '5.00',
      '10.64',
    ]);
  });

  it('China: stamp duty was 0.1 % and the handling fee 0.00487 % before 2023-08-28', () => {
    const input: FeeInput = {
      exchange: 'SZSE',
      side: 'sell',
      quantity: '1000',
      price: '10.00',
      commission: free,
      tradeDate: '2023-08-25',
    };
    expect(lines(input)).toMatchObject({ cn_stamp_duty: '10.00', cn_handling_fee: '0.49' });
    expect(lines({ ...input, tradeDate: '2023-08-28' })).toMatchObject({
      cn_stamp_duty: '5.00',
      cn_handling_fee: '0.34',
    });
    expect(lines({ ...input, tradeDate: '2022-04-28' }).cn_transfer_fee).toBe('0.20');
  });

  it('China buy: no stamp duty', () => {
    const ids = computeFees({
      exchange: 'SSE',
      side: 'buy',
      quantity: '100',
      price: '10.00',
      commission: free,
      tradeDate: '2025-06-02',
    }).lines.map((l) => l.id);
    expect(ids).not.toContain('cn_stamp_duty');
    expect(ids).toContain('cn_transfer_fee');
  });

  it('India buy: STT to the rupee, stamp duty, exchange and SEBI fees, GST on the charges', () => {
    const result = computeFees(nseTrade('buy', '3824.00'));
    expect(result.lines).toEqual([
      { id: 'commission', kind: 'trade', amount: '11.47' },
      { id: 'in_exchange_fee', kind: 'trade', amount: '1.14' },
      { id: 'in_sebi_fee', kind: 'trade', amount: '0.04' },
      { id: 'in_stt', kind: 'tax', amount: '38.00' },
      { id: 'in_stamp_duty', kind: 'tax', amount: '5.74' },
      { id: 'in_gst', kind: 'tax', amount: '2.28' },
    ]);
    expect([result.trade_fees, result.tax_fees, result.total_fees]).toEqual([
      '12.65',
      '46.02',
      '58.67',
    ]);
  });

  it('India sell: STT both sides, no stamp duty', () => {
    const result = computeFees(nseTrade('sell', '3911.20'));
    expect(Object.fromEntries(result.lines.map((l) => [l.id, l.amount]))).toEqual({
      commission: '11.73',
      in_exchange_fee: '1.16',
      in_sebi_fee: '0.04',
      in_stt: '39.00',
      in_gst: '2.33',
    });
    expect(result.total_fees).toBe('54.26');
  });

  it('India: STT rounds half up to the rupee', () => {
    const input: FeeInput = {
      exchange: 'NSE',
      side: 'buy',
      quantity: '25',
      price: '100.00',
      commission: free,
      tradeDate: '2025-06-02',
    };
    expect(lines(input).in_stt).toBe('3.00');
    expect(lines({ ...input, price: '98.00' }).in_stt).toBe('2.00');
  });

  it("Spain buy: 0.2 % FTT on listed large caps only, and BME's retail order fee", () => {
    const input: FeeInput = {
      exchange: 'BME',
      side: 'buy',
      quantity: '100',
      price: '10.000',
      commission: { rate: '0.001', min: '5' },
      tradeDate: '2025-06-02',
      financialTransactionTax: true,
    };
    expect(computeFees(input).lines).toEqual([
      { id: 'commission', kind: 'trade', amount: '5.00' },
      { id: 'es_exchange_fee', kind: 'trade', amount: '1.00' },
      { id: 'es_ftt', kind: 'tax', amount: '2.00' },
    ]);
    expect(lines({ ...input, financialTransactionTax: false }).es_ftt).toBeUndefined();
    expect(lines({ ...input, side: 'sell' }).es_ftt).toBeUndefined();
    expect(lines({ ...input, tradeDate: '2025-03-31' }).es_exchange_fee).toBeUndefined();
  });

  it('Poland: the commission only (exchange fees are in it; no transaction tax)', () => {
    expect(
      computeFees({
        exchange: 'WSE',
        side: 'sell',
        quantity: '10',
        price: '120.500',
        commission: { rate: '0.0039', min: '3' },
        tradeDate: '2025-06-02',
      }),
    ).toEqual({
      currency: 'PLN',
      lines: [{ id: 'commission', kind: 'trade', amount: '4.70' }],
      trade_fees: '4.70',
      tax_fees: '0.00',
      total_fees: '4.70',
    });
  });

  it('Turkey: the exchange fee, and BSMV 5 % on the commission and that fee', () => {
    const result = computeFees({
      exchange: 'BIST',
      side: 'buy',
      quantity: '100',
      price: '45.50',
      commission: { rate: '0.002' },
      tradeDate: '2025-06-02',
    });
    expect(result.lines).toEqual([
      { id: 'commission', kind: 'trade', amount: '9.10' },
      { id: 'tr_exchange_fee', kind: 'trade', amount: '0.14' },
      { id: 'tr_bsmv', kind: 'tax', amount: '0.46' },
    ]);
    expect(result.total_fees).toBe('9.70');
  });

  it('takes a rule table of its own (a tenant or an operator override)', () => {
    const result = computeFees({
      ...usSell(),
      rules: [
        {
          id: 'sec_fee',
          kind: 'trade',
          sides: ['sell'],
          basis: { per: 'value', rate: '0.0000206' },
          rounding: 'up',
        },
      ],
    });
    expect(result.lines.map((l) => [l.id, l.amount])).toEqual([
      ['commission', '0.00'],
      ['sec_fee', '0.31'],
    ]);
    const perShare = computeFees({
      ...usSell(),
      rules: [
        {
          id: 'finra_taf',
          kind: 'trade',
          sides: ['sell'],
          basis: { per: 'share', rate: '0.0125' },
          rounding: 'half_even',
        },
      ],
    });
    expect(perShare.lines.at(-1)).toEqual({ id: 'finra_taf', kind: 'trade', amount: '1.25' });
  });

  it('estimates the selling tax and fees of a holding (spec 3) as the fees of a sale now', () => {
    expect(
      estimateSellFees({
        exchange: 'NSE',
        quantity: '10',
        price: '3911.20',
        commission: { rate: '0.0003', max: '20' },
        tradeDate: '2025-06-02',
      }),
    ).toBe('54.26');
  });
});

describe('the fee table', () => {
  it('has rules for every market, and ids from the list', () => {
    expect(Object.keys(MARKET_FEE_RULES).sort()).toEqual([...marketIds].sort());
    for (const rules of Object.values(MARKET_FEE_RULES)) {
      for (const rule of rules) {
        expect(feeIds).toContain(rule.id);
        if (rule.basis.per === 'charges') {
          for (const id of rule.basis.of) expect(feeIds).toContain(id);
        }
      }
    }
  });

  it('never has two versions of a rule in force on the same day', () => {
    for (const rules of Object.values(MARKET_FEE_RULES)) {
      for (const id of new Set(rules.map((r) => r.id))) {
        const versions = rules.filter((r) => r.id === id);
        const spans = versions
          .map((r) => [r.from ?? '0000-00-00', r.until ?? '9999-99-99'] as const)
          .sort(([a], [b]) => a.localeCompare(b));
        for (let i = 1; i < spans.length; i += 1) {
          expect(spans[i]![0] >= spans[i - 1]![1]).toBe(true);
        }
      }
    }
  });
});

describe('fee properties', () => {
  const trades = fc.record({
    exchange: fc.constantFrom(...exchangeIds),
    side: fc.constantFrom(...orderSides),
    quantity: fc.integer({ min: 1, max: 1_000_000 }).map(String),
    cents: fc.integer({ min: 1, max: 10_000_000 }),
    rate: fc.integer({ min: 0, max: 300 }).map((bp) => (bp / 100_000).toFixed(5)),
    tradeDate: fc.constantFrom('2023-01-03', '2024-06-03', '2025-06-02', '2026-11-27'),
    financialTransactionTax: fc.boolean(),
  });

  it('every line is whole minor units of the currency (whole rupees for STT), never negative, and the totals add up', () => {
    fc.assert(
      fc.property(trades, ({ exchange, cents, rate, ...rest }) => {
        const price = (cents / 100).toFixed(2);
        const result = computeFees({ ...rest, exchange, price, commission: { rate } });
        const currency = EXCHANGES[exchange].currency;
        expect(result.currency).toBe(currency);
        let trade = Money.zero(currency);
        let tax = Money.zero(currency);
        for (const line of result.lines) {
          const amount = Money.of(line.amount, currency);
          expect(amount.isNegative()).toBe(false);
          expect(amount.scale()).toBeLessThanOrEqual(
            line.id === 'in_stt' ? 0 : minorUnits(currency),
          );
          if (line.kind === 'trade') trade = trade.add(amount);
          else tax = tax.add(amount);
        }
        expect(result.trade_fees).toBe(trade.toString());
        expect(result.tax_fees).toBe(tax.toString());
        expect(result.total_fees).toBe(trade.add(tax).toString());
      }),
    );
  });

  it('US regulatory fees are never below the exact charge (rounded up)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 100, max: 10_000_000 }),
        (quantity, cents) => {
          const price = (cents / 100).toFixed(2);
          const got = lines({ ...usSell(), quantity: String(quantity), price });
          const gross = grossAmount(String(quantity), price, 'USD').value;
          expect(toDecimal(got.sec_fee!).gte(gross.times('0.0000278'))).toBe(true);
          expect(toDecimal(got.sec_fee!).lt(gross.times('0.0000278').plus('0.01'))).toBe(true);
          const taf = toDecimal(String(quantity)).times('0.000166');
          expect(toDecimal(got.finra_taf!).gte(taf.gt('8.30') ? toDecimal('8.30') : taf)).toBe(
            true,
          );
        },
      ),
    );
  });
});

function usSell(): FeeInput {
  return {
    exchange: 'NYSE',
    side: 'sell',
    quantity: '100',
    price: '150.00',
    commission: free,
    tradeDate: '2025-01-15',
  };
}

function nseTrade(side: 'buy' | 'sell', price: string): FeeInput {
  return {
    exchange: 'NSE',
    side,
    quantity: '10',
    price,
    commission: { rate: '0.0003', max: '20' },
    tradeDate: '2025-06-02',
  };
}
