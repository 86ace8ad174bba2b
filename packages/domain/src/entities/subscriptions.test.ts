import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MILESTONES } from '../subscriptionTimeline';
import { subscriptionTimelineSchema } from './subscriptions';

const timeline = {
  start_time: '2025-03-03T03:30:00Z',
  end_time: '2025-03-05T10:00:00Z',
  pub_time: '2025-03-06T12:00:00Z',
  refund_time: '2025-03-07T04:00:00Z',
  listed_time: '2025-03-10T03:45:00Z',
  lwr_time: '2025-03-04T10:00:00Z',
  settlement_time: '2025-03-07T10:00:00Z',
  offer_price: '124.00',
};

const outOfOrder = (value: unknown) =>
  subscriptionTimelineSchema
    .safeParse(value)
    .error?.issues.filter((i) => i.message === 'times_out_of_order')
    .map((i) => i.path.join('.')) ?? [];

describe('Subscription (IPO) timeline', () => {
  it('accepts a full timeline in order', () => {
    expect(subscriptionTimelineSchema.parse(timeline)).toEqual(timeline);
  });

  it('accepts an upcoming offering with few dates, and equal times', () => {
    expect(subscriptionTimelineSchema.parse({ start_time: timeline.start_time })).toEqual({
      start_time: timeline.start_time,
    });
    const sameDay = { ...timeline, end_time: timeline.start_time, lwr_time: timeline.start_time };
    expect(subscriptionTimelineSchema.safeParse(sameDay).success).toBe(true);
  });

  it('refuses a close before the opening', () => {
    expect(outOfOrder({ ...timeline, end_time: '2025-03-03T03:29:59Z' })).toEqual(['end_time']);
  });

  it('refuses an inversion hidden by a missing middle time', () => {
    const { end_time: _e, pub_time: _p, refund_time: _r, ...sparse } = timeline;
    expect(outOfOrder({ ...sparse, listed_time: '2025-03-01T00:00:00Z' })).toEqual(['listed_time']);
  });

  it('places lwr_time and settlement_time only after the opening', () => {
    expect(outOfOrder({ ...timeline, lwr_time: '2025-03-03T03:00:00Z' })).toEqual(['lwr_time']);
    expect(outOfOrder({ ...timeline, settlement_time: '2025-03-01T00:00:00Z' })).toEqual([
      'settlement_time',
    ]);
    // after the listing is fine: the spec does not place them in the sequence
    expect(outOfOrder({ ...timeline, lwr_time: '2025-04-01T00:00:00Z' })).toEqual([]);
  });

  it('names the earlier field of an inverted pair in the issue params', () => {
    const issue = subscriptionTimelineSchema.safeParse({
      start_time: timeline.start_time,
      end_time: '2025-03-01T00:00:00Z',
    }).error?.issues[0];
    expect(issue).toMatchObject({ path: ['end_time'], params: { after: 'start_time' } });
  });

  it.each([
    ['an offer price as a number', { offer_price: 124 }],
    ['an offer price with an exponent', { offer_price: '1.24e2' }],
    ['a time with an offset', { pub_time: '2025-03-06T17:30:00+05:30' }],
    ['a date without a time', { listed_time: '2025-03-10' }],
  ])('refuses %s', (_label, change) => {
    expect(subscriptionTimelineSchema.safeParse({ ...timeline, ...change }).success).toBe(false);
  });

  it('accepts the milestones exactly when the present ones are in order', () => {
    const slot = fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined });
    fc.assert(
      fc.property(fc.tuple(slot, slot, slot, slot, slot), (days) => {
        const value: Record<string, string> = {};
        days.forEach((day, i) => {
          if (day !== undefined) {
            value[SUBSCRIPTION_MILESTONES[i]!] = new Date(Date.UTC(2025, 0, 1 + day)).toISOString();
          }
        });
        const present = days.filter((d): d is number => d !== undefined);
        const inOrder = present.every((d, i) => i === 0 || present[i - 1]! <= d);
        expect(subscriptionTimelineSchema.safeParse(value).success).toBe(inOrder);
      }),
    );
  });
});
