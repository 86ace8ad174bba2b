import { describe, expect, it } from 'vitest';
import { orderStatuses, type OrderStatus } from '../statuses';
import {
  canTransition,
  initialOrderStatus,
  isOrderCancellable,
  isOrderFinal,
  ORDER_TRANSITIONS,
  orderEvents,
  transition,
  type OrderEvent,
} from './orderStatus';

// spec 4: the allowed moves, written out here independently of the table under test, so that a
// change to the table has to change this list too.
const allowed: readonly (readonly [OrderStatus, OrderEvent, OrderStatus])[] = [
  ['pending', 'fill', 'settle'],
  ['pending', 'reject', 'rejected'],
  ['pending', 'cancel', 'rejected'],
  ['pending', 'expire', 'rejected'],
  ['settle', 'settle', 'holding'],
  ['holding', 'sell', 'sold'],
  ['awaiting', 'approve', 'pending'],
  ['awaiting', 'reject', 'rejected'],
  ['awaiting', 'cancel', 'rejected'],
  ['awaiting', 'allot', 'payment'],
  ['payment', 'pay', 'listing'],
  ['payment', 'overdue', 'outstanding'],
  ['outstanding', 'pay', 'listing'],
  ['listing', 'list', 'holding'],
];

describe('order status transitions (spec 4)', () => {
  it('the table is exactly the allowed moves, each (from, event) once', () => {
    expect(ORDER_TRANSITIONS.map((t) => [t.from, t.event, t.to])).toEqual(allowed);
    const keys = ORDER_TRANSITIONS.map((t) => `${t.from}:${t.event}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("uses only the spec's status words, never the 'all' filter", () => {
    for (const t of ORDER_TRANSITIONS) {
      expect(orderStatuses).toContain(t.from);
      expect(orderStatuses).toContain(t.to);
      expect(t.from).not.toBe('all');
      expect(t.to).not.toBe('all');
    }
  });

  describe.each(orderStatuses)('from %s', (from) => {
    it.each(orderStatuses)('to %s', (to) => {
      const expected = allowed.some(([f, , t]) => f === from && t === to);
      expect(canTransition(from, to)).toBe(expected);
    });

    it.each(orderEvents)('on %s', (event) => {
      const move = allowed.find(([f, e]) => f === from && e === event);
      expect(transition(from, event)).toEqual(
        move
          ? { ok: true, status: move[2] }
          : { ok: false, code: 'order_transition_not_allowed', params: { from, event } },
      );
    });
  });

  it('starts direct products pending and reviewed ones awaiting (spec 4 trading type)', () => {
    expect(initialOrderStatus('holding')).toBe('pending');
    expect(initialOrderStatus('review')).toBe('awaiting');
  });

  it('cancels only what has not executed: pending and awaiting', () => {
    expect(orderStatuses.filter(isOrderCancellable)).toEqual(['pending', 'awaiting']);
  });

  it('ends in sold or rejected', () => {
    expect(orderStatuses.filter((s) => s !== 'all' && isOrderFinal(s))).toEqual([
      'sold',
      'rejected',
    ]);
    expect(isOrderFinal('all')).toBe(false);
  });
});
