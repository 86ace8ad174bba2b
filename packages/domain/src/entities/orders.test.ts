import { describe, expect, it } from 'vitest';
import { orderStatuses } from '../statuses';
import { orderSchema, orderStatusSchema } from './orders';

const order = {
  id: 'ord_9001',
  symbol: 'TCS',
  market: 'NSE',
  name: 'Tata Consultancy Services',
  currency: 'INR',
  type: 'stock',
  subtype: 'standard',
  buy_amount: '38240.00',
  buy_price: '3824.00',
  buy_time: '2025-02-03T04:15:00Z',
  quantity: '10',
  sell_time: '2025-03-10T09:45:12.250Z',
  current_price: '3911.20',
  est_pnl: '872.00',
  cumulative_profit: '-120.50',
  tax_fees: '38.24',
  trade_fees: '20.00',
  est_sell_fees: '58.10',
  sell_amount: '39112.00',
  status: 'sold',
};

describe('Order/transaction', () => {
  it('accepts a sold order with every figure', () => {
    expect(orderSchema.parse(order)).toEqual(order);
  });

  it('accepts a pending order without the figures a sale or the market adds', () => {
    const pending = {
      id: 'ord_9002',
      symbol: 'NOVAAI',
      currency: 'INR',
      buy_amount: '12400.00',
      buy_price: '124.00',
      buy_time: '2025-03-01T05:00:00Z',
      quantity: '100',
      sell_time: null,
      est_pnl: null,
      status: 'awaiting',
    };
    expect(orderSchema.parse(pending)).toEqual(pending);
  });

  it("takes every order status but the 'all' filter", () => {
    for (const status of orderStatuses) {
      expect(orderStatusSchema.safeParse(status).success).toBe(status !== 'all');
    }
  });

  it.each([
    ['money as a number', { buy_amount: 12.5 }],
    ['money with an exponent', { sell_amount: '1e3' }],
    ['a negative fee', { trade_fees: '-1.00' }],
    ['a time with an offset', { buy_time: '2025-02-03T09:45:00+05:30' }],
    ['a time without a zone', { sell_time: '2025-03-10T09:45:12' }],
    ['the status all', { status: 'all' }],
    ['an unknown status', { status: 'filled' }],
    ['no buy time', { buy_time: undefined }],
    ['no quantity', { quantity: undefined }],
    ['no currency', { currency: undefined }],
  ])('refuses %s', (_label, change) => {
    expect(orderSchema.safeParse({ ...order, ...change }).success).toBe(false);
  });

  it('accepts a signed P&L and refuses a sale before the purchase', () => {
    expect(orderSchema.safeParse({ ...order, est_pnl: '-872.00' }).success).toBe(true);
    const result = orderSchema.safeParse({ ...order, sell_time: '2025-02-03T04:14:59Z' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: 'times_out_of_order', path: ['sell_time'] }),
    ]);
  });
});
