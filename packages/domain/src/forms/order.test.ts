import { describe, expect, it } from 'vitest';
import { amountCodes, validationCodes } from '../validation';
import { orderCodes, validateOrderForm, type OrderFormContext } from './order';

const nse: OrderFormContext = { exchange: 'NSE', symbol: 'TCS' };
const nyse: OrderFormContext = { exchange: 'NYSE', symbol: 'KO' };

const issuesOf = (result: ReturnType<typeof validateOrderForm>) => (result.ok ? [] : result.issues);

describe('validateOrderForm', () => {
  it('answers the ticket to send: a market buy by quantity', () => {
    expect(
      validateOrderForm(
        { side: 'buy', type: 'market', time_in_force: 'day', quantity: ' 010 ' },
        nse,
      ),
    ).toEqual({
      ok: true,
      value: {
        exchange: 'NSE',
        symbol: 'TCS',
        side: 'buy',
        type: 'market',
        time_in_force: 'day',
        quantity: '10',
      },
    });
  });

  it('a stop-limit sell with both prices', () => {
    expect(
      validateOrderForm(
        {
          side: 'sell',
          type: 'stop_limit',
          time_in_force: 'gtc',
          quantity: '5',
          stop_price: '3800.00',
          limit_price: ' 3790.50 ',
          amount: '',
        },
        { ...nse, holding: '8', marketPrice: '3824.00' },
      ),
    ).toEqual({
      ok: true,
      value: {
        exchange: 'NSE',
        symbol: 'TCS',
        side: 'sell',
        type: 'stop_limit',
        time_in_force: 'gtc',
        quantity: '5',
        limit_price: '3790.50',
        stop_price: '3800.00',
      },
    });
  });

  it('a fractional buy by amount on a US listing', () => {
    expect(
      validateOrderForm(
        { side: 'buy', type: 'market', time_in_force: 'day', amount: '25.50' },
        nyse,
      ),
    ).toEqual({
      ok: true,
      value: {
        exchange: 'NYSE',
        symbol: 'KO',
        side: 'buy',
        type: 'market',
        time_in_force: 'day',
        amount: '25.50',
      },
    });
  });

  it('reports every missing choice at once, in field order', () => {
    expect(issuesOf(validateOrderForm({}, nse))).toEqual([
      { path: 'side', code: 'order_side_required' },
      { path: 'type', code: 'order_type_required' },
      { path: 'time_in_force', code: 'time_in_force_required' },
      { path: 'quantity', code: 'quantity_required' },
    ]);
  });

  it.each([
    [{ quantity: '10', amount: '100' }, 'quantity', 'quantity_or_amount', undefined],
    [{ quantity: '10.5' }, 'quantity', 'fractional_not_supported', undefined],
    [{ quantity: '0' }, 'quantity', 'quantity_invalid', undefined],
    [{ amount: '100' }, 'amount', 'amount_order_unsupported', undefined],
  ] as const)('NSE %o: %s %s', (patch, path, code, params) => {
    const values = { side: 'buy', type: 'market', time_in_force: 'day', ...patch };
    expect(issuesOf(validateOrderForm(values, nse))).toEqual([
      params ? { path, code, params } : { path, code },
    ]);
  });

  it.each([
    [{ side: 'sell', amount: '100' }, 'amount', 'amount_order_unsupported', undefined],
    [
      { type: 'limit', limit_price: '50.00', amount: '100' },
      'amount',
      'fractional_market_day_only',
      undefined,
    ],
    [{ time_in_force: 'gtc', amount: '100' }, 'amount', 'fractional_market_day_only', undefined],
    [
      { type: 'limit', limit_price: '50.00', quantity: '0.5' },
      'quantity',
      'fractional_market_day_only',
      undefined,
    ],
    [{ amount: '0.99' }, 'amount', 'amount_below_minimum', { min: '1.00', currency: 'USD' }],
    [{ amount: '10.001' }, 'amount', 'amount_too_many_decimals', { max: 2 }],
    [{ quantity: '0.1234567' }, 'quantity', 'quantity_too_many_decimals', { max: 6 }],
  ] as const)('NYSE %o: %s %s', (patch, path, code, params) => {
    const values = { side: 'buy', type: 'market', time_in_force: 'day', ...patch };
    expect(issuesOf(validateOrderForm(values, { ...nyse, holding: '100' }))).toEqual([
      params ? { path, code, params } : { path, code },
    ]);
  });

  it('asks the prices each type needs, on the tick grid', () => {
    expect(
      issuesOf(
        validateOrderForm(
          { side: 'buy', type: 'stop_limit', time_in_force: 'day', quantity: '1' },
          nyse,
        ),
      ),
    ).toEqual([
      { path: 'limit_price', code: 'limit_price_required' },
      { path: 'stop_price', code: 'stop_price_required' },
    ]);
    expect(
      issuesOf(
        validateOrderForm(
          {
            side: 'buy',
            type: 'limit',
            time_in_force: 'day',
            quantity: '1',
            limit_price: '12.345',
            stop_price: 'ignored for a limit order',
          },
          nyse,
        ),
      ),
    ).toEqual([
      {
        path: 'limit_price',
        code: 'price_off_tick',
        params: { tick: '0.01', lower: '12.34', upper: '12.35' },
      },
    ]);
    expect(
      issuesOf(
        validateOrderForm(
          { side: 'buy', type: 'stop', time_in_force: 'day', quantity: '1', stop_price: '0' },
          nyse,
        ),
      ),
    ).toEqual([{ path: 'stop_price', code: 'price_invalid' }]);
  });

  it('keeps the limit of a stop-limit on the right side of its stop', () => {
    const stopLimit = (side: string, limit: string) =>
      issuesOf(
        validateOrderForm(
          {
            side,
            type: 'stop_limit',
            time_in_force: 'day',
            quantity: '1',
            stop_price: '50.00',
            limit_price: limit,
          },
          { ...nyse, holding: '1' },
        ),
      );
    expect(stopLimit('buy', '49.99')).toEqual([
      { path: 'limit_price', code: 'limit_price_below_stop' },
    ]);
    expect(stopLimit('buy', '50.00')).toEqual([]);
    expect(stopLimit('sell', '50.01')).toEqual([
      { path: 'limit_price', code: 'limit_price_above_stop' },
    ]);
    expect(stopLimit('sell', '50.00')).toEqual([]);
  });

  it('keeps a stop on the far side of the market when the market price is known', () => {
    const stop = (side: string, price: string) =>
      issuesOf(
        validateOrderForm(
          { side, type: 'stop', time_in_force: 'gtc', quantity: '1', stop_price: price },
          { ...nyse, holding: '1', marketPrice: '50.00' },
        ),
      );
    expect(stop('buy', '50.00')).toEqual([
      { path: 'stop_price', code: 'stop_price_below_market', params: { price: '50.00' } },
    ]);
    expect(stop('buy', '50.01')).toEqual([]);
    expect(stop('sell', '50.00')).toEqual([
      { path: 'stop_price', code: 'stop_price_above_market', params: { price: '50.00' } },
    ]);
    expect(stop('sell', '49.99')).toEqual([]);
  });

  it('checks a sell against the holding and the lot rules of the exchange', () => {
    const sse = { exchange: 'SSE', symbol: '600519', holding: '250' } as const;
    const sell = (quantity: string) =>
      issuesOf(
        validateOrderForm({ side: 'sell', type: 'market', time_in_force: 'day', quantity }, sse),
      );
    expect(sell('150')).toEqual([]);
    expect(sell('120')).toEqual([
      { path: 'quantity', code: 'quantity_odd_lot', params: { lot: 100, odd: 50 } },
    ]);
    expect(sell('300')).toEqual([
      { path: 'quantity', code: 'quantity_exceeds_holding', params: { available: '250' } },
    ]);
  });

  it('checks the lot rules as a buy while the side is not chosen', () => {
    expect(
      issuesOf(
        validateOrderForm(
          { type: 'market', time_in_force: 'day', quantity: '150' },
          { exchange: 'SZSE', symbol: '000858' },
        ),
      ),
    ).toEqual([
      { path: 'side', code: 'order_side_required' },
      { path: 'quantity', code: 'quantity_lot_size', params: { lot: 100 } },
    ]);
  });

  it('refuses values that are not text', () => {
    expect(
      issuesOf(
        validateOrderForm({ side: 1, type: ['market'], time_in_force: null, quantity: 5 }, nse),
      ),
    ).toEqual([
      { path: 'side', code: 'order_side_required' },
      { path: 'type', code: 'order_type_required' },
      { path: 'time_in_force', code: 'time_in_force_required' },
      { path: 'quantity', code: 'quantity_invalid' },
    ]);
    expect(
      issuesOf(
        validateOrderForm(
          { side: 'buy', type: 'limit', time_in_force: 'day', quantity: '1', limit_price: 12.5 },
          nyse,
        ),
      ),
    ).toEqual([{ path: 'limit_price', code: 'price_invalid' }]);
  });
});

describe('orderCodes (keys the i18n namespace `validation` needs for trading)', () => {
  it('are new, stable snake_case identifiers, each once', () => {
    expect(new Set(orderCodes).size).toBe(orderCodes.length);
    for (const code of orderCodes) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(code).not.toMatch(/_(zero|one|two|few|many|other)$/);
      expect(amountCodes as readonly string[]).not.toContain(code);
      expect(validationCodes as readonly string[]).not.toContain(code);
    }
  });

  it('name every code the ticket can answer beyond amountCodes', () => {
    const known = new Set<string>([...orderCodes, ...amountCodes]);
    const seen = [
      'order_side_required',
      'quantity_or_amount',
      'fractional_not_supported',
      'fractional_market_day_only',
      'quantity_too_many_decimals',
      'quantity_exceeds_holding',
      'quantity_odd_lot',
      'price_invalid',
      'price_off_tick',
      'limit_price_below_stop',
      'stop_price_above_market',
      'credit_score_required',
      'quote_expired',
    ];
    for (const code of seen) expect(known.has(code)).toBe(true);
  });
});
