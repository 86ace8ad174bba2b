import { describe, expect, it } from 'vitest';
import { previewOrder } from '../trading/orderPreview';
import { applyBuy, emptyPosition } from '../trading/position';
import {
  commissionScheduleSchema,
  feeLineSchema,
  orderPreviewSchema,
  orderSideSchema,
  orderTicketSchema,
  orderTypeSchema,
  positionSchema,
  timeInForceSchema,
} from './trading';

const base = { exchange: 'NYSE', symbol: 'KO', side: 'buy', time_in_force: 'day', quantity: '3' };

describe('order ticket (the placement request)', () => {
  it('takes each order type with the prices it needs', () => {
    for (const ticket of [
      { ...base, type: 'market' },
      { ...base, type: 'limit', limit_price: '61.20' },
      { ...base, type: 'stop', stop_price: '63.00' },
      { ...base, type: 'stop_limit', stop_price: '63.00', limit_price: '63.50' },
      { ...base, type: 'market', quantity: undefined, amount: '25.00' },
    ]) {
      expect(orderTicketSchema.safeParse(ticket).success).toBe(true);
    }
  });

  it('narrows by type: a limit ticket carries its limit price', () => {
    const ticket = orderTicketSchema.parse({ ...base, type: 'limit', limit_price: '61.20' });
    expect(ticket.type === 'limit' && ticket.limit_price).toBe('61.20');
  });

  it.each([
    ['a limit order without its price', { ...base, type: 'limit' }],
    ['a stop-limit without its stop', { ...base, type: 'stop_limit', limit_price: '1.00' }],
    ['an unknown type', { ...base, type: 'trailing_stop' }],
    ['an unknown exchange', { ...base, type: 'market', exchange: 'LSE' }],
    ['a negative quantity', { ...base, type: 'market', quantity: '-3' }],
    ['a quantity as a number', { ...base, type: 'market', quantity: 3 }],
    ['a side that is not buy or sell', { ...base, type: 'market', side: 'short' }],
  ])('refuses %s', (_, ticket) => {
    expect(orderTicketSchema.safeParse(ticket).success).toBe(false);
  });

  it('enumerates sides, types and time in force', () => {
    expect(orderSideSchema.options).toEqual(['buy', 'sell']);
    expect(orderTypeSchema.options).toEqual(['market', 'limit', 'stop', 'stop_limit']);
    expect(timeInForceSchema.options).toEqual(['day', 'gtc']);
  });
});

describe('commission schedule (a tenant setting)', () => {
  it('takes a rate with an optional minimum and maximum', () => {
    expect(commissionScheduleSchema.parse({ rate: '0.0003', max: '20' })).toEqual({
      rate: '0.0003',
      max: '20',
    });
  });

  it('refuses a minimum above the maximum, and negative figures', () => {
    const inverted = commissionScheduleSchema.safeParse({ rate: '0.001', min: '25', max: '20' });
    expect(inverted.success).toBe(false);
    expect(inverted.error?.issues[0]).toMatchObject({ message: 'range_inverted', path: ['min'] });
    expect(commissionScheduleSchema.safeParse({ rate: '-0.001' }).success).toBe(false);
    expect(commissionScheduleSchema.safeParse({ rate: '0.001', min: 'x', max: '1' }).success).toBe(
      false,
    );
  });
});

describe('order preview and position on the wire', () => {
  it('a preview from previewOrder parses', () => {
    const preview = previewOrder({
      exchange: 'SSE',
      side: 'sell',
      quantity: '1000',
      price: '10.00',
      commission: { rate: '0.00025', min: '5' },
      tradeDate: '2025-06-02',
      accountCurrency: 'USD',
      fxRate: '0.1385',
    });
    expect(orderPreviewSchema.parse(preview)).toEqual(preview);
    expect(
      orderPreviewSchema.safeParse({ ...preview, fx_rate: null, converted_total: null }).success,
    ).toBe(true);
  });

  it('a fee line is an id of the table, a kind and an amount of zero or more', () => {
    expect(feeLineSchema.safeParse({ id: 'sec_fee', kind: 'trade', amount: '0.42' }).success).toBe(
      true,
    );
    expect(feeLineSchema.safeParse({ id: 'vat', kind: 'tax', amount: '1.00' }).success).toBe(false);
    expect(feeLineSchema.safeParse({ id: 'in_stt', kind: 'tax', amount: '-1' }).success).toBe(
      false,
    );
  });

  it('a position from applyBuy parses; its cost is never negative', () => {
    const position = applyBuy(emptyPosition('INR'), {
      quantity: '10',
      gross: '38240.00',
      fees: '58.67',
    });
    expect(positionSchema.parse(position)).toEqual(position);
    expect(positionSchema.safeParse({ ...position, cost: '-1.00' }).success).toBe(false);
    expect(positionSchema.safeParse({ ...position, realised: '-1.00' }).success).toBe(true);
  });
});
