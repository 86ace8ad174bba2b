import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Money } from './money';
import {
  OFFERING_ALLOWED,
  OFFERING_STATES,
  allotLots,
  allotmentAmounts,
  isOfferingActionAllowed,
  offeringState,
  subscriptionCost,
} from './offerings';

const requests = fc.uniqueArray(
  fc.record({ id: fc.uuid(), lots: fc.integer({ min: 1, max: 5_000 }) }),
  { minLength: 0, maxLength: 60, selector: (r) => r.id },
);

describe('offeringState (spec 3 timeline)', () => {
  /** Four ordered times (start <= end <= pub <= listed) and an instant anywhere around them. */
  const timeline = fc
    .array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 4, maxLength: 4 })
    .map((t) => t.sort((a, b) => a - b));

  it('moves forward only as the clock does, through the states in order', () => {
    fc.assert(
      fc.property(timeline, fc.integer({ min: -10, max: 1_000_010 }), fc.nat(1000), (t, a, d) => {
        const [start, end, pub, listed] = t as [number, number, number, number];
        const o = { start, end, pub, listed, cancelled: false };
        const order = OFFERING_STATES.indexOf(offeringState(o, a));
        expect(order).toBeLessThanOrEqual(OFFERING_STATES.indexOf(offeringState(o, a + d)));
      }),
    );
  });

  it('is open exactly in [start_time, end_time), and subscribing is allowed only then', () => {
    fc.assert(
      fc.property(timeline, fc.integer({ min: -10, max: 1_000_010 }), (t, at) => {
        const [start, end, pub, listed] = t as [number, number, number, number];
        const state = offeringState({ start, end, pub, listed, cancelled: false }, at);
        const open = at >= start && at < end;
        expect(state === 'open').toBe(open);
        expect(isOfferingActionAllowed(state, 'subscribe')).toBe(open);
        expect(isOfferingActionAllowed(state, 'cancel_subscription')).toBe(open);
        // money moves at the allotment: no edit nor cancel of the offering after pub_time
        expect(isOfferingActionAllowed(state, 'edit')).toBe(at < pub);
        expect(isOfferingActionAllowed(state, 'allot')).toBe(at >= pub);
      }),
    );
  });

  it('names each state at its times; a cancelled offering allows nothing', () => {
    const o = { start: 10, end: 20, pub: 30, listed: 40, cancelled: false };
    expect([0, 10, 19, 20, 30, 40, 99].map((t) => offeringState(o, t))).toEqual([
      'upcoming',
      'open',
      'open',
      'closed',
      'allotted',
      'listed',
      'listed',
    ]);
    expect(offeringState({ ...o, listed: null }, 99)).toBe('allotted');
    expect(offeringState({ ...o, cancelled: true }, 15)).toBe('cancelled');
    expect(OFFERING_ALLOWED.cancelled).toEqual([]);
  });
});

describe('allotLots (pro-rata by lots, largest remainder, seeded tie-break)', () => {
  it('never allots more than offered nor more than requested, in whole lots', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        requests,
        fc.string(),
        (offered, rs, seed) => {
          const out = allotLots(offered, rs, seed);
          const requested = rs.reduce((a, r) => a + r.lots, 0);
          let sum = 0;
          for (const r of rs) {
            const got = out.get(r.id)!;
            expect(Number.isInteger(got)).toBe(true);
            expect(got).toBeGreaterThanOrEqual(0);
            expect(got).toBeLessThanOrEqual(r.lots);
            sum += got;
          }
          // everything is allotted when oversubscribed; everyone is served in full otherwise
          expect(sum).toBe(Math.min(offered, requested));
        },
      ),
    );
  });

  it('answers the same whatever the order of the requests (deterministic)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        requests,
        fc.string(),
        (offered, rs, seed) => {
          const a = allotLots(offered, rs, seed);
          const b = allotLots(offered, [...rs].reverse(), seed);
          expect(Object.fromEntries(b)).toEqual(Object.fromEntries(a));
        },
      ),
    );
  });

  it('gives each at least the whole lots of its share, and at most one more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        requests,
        fc.string(),
        (offered, rs, seed) => {
          const total = rs.reduce((a, r) => a + r.lots, 0);
          if (total <= offered) return;
          const out = allotLots(offered, rs, seed);
          for (const r of rs) {
            const floor = Math.floor((r.lots * offered) / total);
            expect(out.get(r.id)! - floor).toBeGreaterThanOrEqual(0);
            expect(out.get(r.id)! - floor).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });

  it('splits 10 lots over three equal requests of 10 by the seed, not by position', () => {
    const rs = [
      { id: 'a', lots: 10 },
      { id: 'b', lots: 10 },
      { id: 'c', lots: 10 },
    ];
    const out = allotLots(10, rs, 'offering-1');
    expect([...out.values()].sort()).toEqual([3, 3, 4]);
    // the seed decides who gets the leftover lot
    const winners = new Set(
      ['s1', 's2', 's3', 's4', 's5', 's6'].map(
        (seed) => [...allotLots(10, rs, seed)].find(([, n]) => n === 4)![0],
      ),
    );
    expect(winners.size).toBeGreaterThan(1);
  });
});

describe('allotmentAmounts (refunds exact, money conserved)', () => {
  const price = fc
    .tuple(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 0, max: 9_999 }))
    .map(([u, f]) => `${u}.${String(f).padStart(4, '0')}`);

  it('the allotted cost and the refund sum to what was held, neither negative', () => {
    fc.assert(
      fc.property(
        price,
        fc.constantFrom('1', '10', '100', '0.5'),
        fc.constantFrom('USD', 'INR', 'JPY'),
        fc.integer({ min: 1, max: 10_000 }),
        fc.nat(10_000),
        (offerPrice, lotSize, currency, requested, k) => {
          const allottedLots = k % (requested + 1);
          const input = { offerPrice, lotSize, currency };
          const held = subscriptionCost(input, requested);
          const { allotted, refund } = allotmentAmounts(input, held, allottedLots);
          const m = (v: string) => Money.of(v, currency);
          expect(m(allotted).add(m(refund)).eq(m(held))).toBe(true);
          expect(m(refund).isNegative()).toBe(false);
          expect(m(allotted).isNegative()).toBe(false);
          // whole minor units: a refund the ledger can post
          expect(m(refund).eq(m(refund).roundWith('down'))).toBe(true);
        },
      ),
    );
  });

  it('charges whole lots at the offer price, rounded up to the minor unit', () => {
    const input = { offerPrice: '12.345', lotSize: '100', currency: 'USD' };
    expect(subscriptionCost(input, 3)).toBe('3703.50');
    expect(allotmentAmounts(input, '3703.50', 1)).toEqual({
      allotted: '1234.50',
      refund: '2469.00',
    });
    expect(subscriptionCost({ ...input, lotSize: '1', offerPrice: '0.333' }, 1)).toBe('0.34');
  });
});
