import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GTC_LIFETIME_DAYS } from '../constants';
import {
  isOrderExpired,
  isOrderSide,
  isOrderType,
  isTimeInForce,
  needsLimitPrice,
  needsStopPrice,
  orderExpiresAt,
  orderSides,
  orderTypes,
  timeInForces,
} from './orderKinds';

describe('order sides, types and time in force', () => {
  it('lists the wire values', () => {
    expect(orderSides).toEqual(['buy', 'sell']);
    expect(orderTypes).toEqual(['market', 'limit', 'stop', 'stop_limit']);
    expect(timeInForces).toEqual(['day', 'gtc']);
  });

  it('recognises only those values', () => {
    expect(isOrderSide('buy')).toBe(true);
    expect(isOrderSide('short')).toBe(false);
    expect(isOrderType('stop_limit')).toBe(true);
    expect(isOrderType('stop-limit')).toBe(false);
    expect(isTimeInForce('gtc')).toBe(true);
    expect(isTimeInForce(1)).toBe(false);
  });

  it('asks a limit price of limit and stop-limit orders, a stop price of stop and stop-limit', () => {
    expect(orderTypes.filter(needsLimitPrice)).toEqual(['limit', 'stop_limit']);
    expect(orderTypes.filter(needsStopPrice)).toEqual(['stop', 'stop_limit']);
  });
});

describe('order expiry', () => {
  const placedAt = new Date('2026-01-01T15:00:00Z');
  const sessionCloseAt = new Date('2026-01-01T21:00:00Z');

  it('a day order lapses at the close of the session it was placed for', () => {
    expect(orderExpiresAt('day', { placedAt, sessionCloseAt })).toEqual(sessionCloseAt);
  });

  it('a GTC order lapses 90 days after it was placed', () => {
    expect(GTC_LIFETIME_DAYS).toBe(90);
    expect(orderExpiresAt('gtc', { placedAt, sessionCloseAt })).toEqual(
      new Date('2026-04-01T15:00:00Z'),
    );
  });

  it('is expired from its expiry instant on, never before', () => {
    const order = { timeInForce: 'gtc' as const, placedAt, sessionCloseAt };
    const expiry = new Date('2026-04-01T15:00:00Z').getTime();
    expect(isOrderExpired(order, new Date(expiry - 1))).toBe(false);
    expect(isOrderExpired(order, new Date(expiry))).toBe(true);
    expect(isOrderExpired({ ...order, timeInForce: 'day' }, sessionCloseAt)).toBe(true);
  });

  it('a GTC order lives exactly the GTC lifetime, whatever the placement instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const at = new Date(ms);
        const expires = orderExpiresAt('gtc', { placedAt: at, sessionCloseAt: at });
        expect(expires.getTime() - ms).toBe(GTC_LIFETIME_DAYS * 86_400_000);
      }),
    );
  });
});
