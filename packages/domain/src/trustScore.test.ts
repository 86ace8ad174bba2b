import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditRating } from './creditScore';
import {
  TRUST_SCORE_BASE,
  TRUST_SCORE_RANGE,
  trustFactors,
  trustScore,
  vipUnlocks,
  type TrustFacts,
} from './trustScore';

const fresh: TrustFacts = {
  baseScore: 0,
  kycApproved: false,
  accountAgeMonths: 0,
  onTimeRepayments: 0,
  lateRepayments: 0,
  loansCleared: 0,
  hasOutstanding: false,
};

const facts = fc.record({
  baseScore: fc.oneof(fc.constant(0), fc.constant(null), fc.integer({ min: 1, max: 1000 })),
  kycApproved: fc.boolean(),
  accountAgeMonths: fc.integer({ min: 0, max: 600 }),
  onTimeRepayments: fc.integer({ min: 0, max: 500 }),
  lateRepayments: fc.integer({ min: 0, max: 500 }),
  loansCleared: fc.integer({ min: 0, max: 50 }),
  hasOutstanding: fc.boolean(),
});

describe('trust score rules', () => {
  it('an unrated new client starts at the base, every factor at 0', () => {
    const s = trustScore(fresh);
    expect(s).toEqual({
      base: TRUST_SCORE_BASE,
      score: TRUST_SCORE_BASE,
      rating: creditRating(TRUST_SCORE_BASE),
      factors: trustFactors.map((factor) => ({
        factor,
        points: 0,
        count: factor === 'kyc' || factor === 'outstanding_balance' ? null : 0,
      })),
    });
  });

  it('counts each habit with its cap', () => {
    const s = trustScore({
      ...fresh,
      baseScore: 650,
      kycApproved: true,
      accountAgeMonths: 30,
      onTimeRepayments: 4,
      lateRepayments: 1,
      hasOutstanding: true,
    });
    expect(s.factors.map((f) => f.points)).toEqual([40, 60, 40, -25, 0, -120]);
    expect(s.score).toBe(650 + 40 + 60 + 40 - 25 - 120);
  });

  it('stays on the scale, with the rating of its band', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const s = trustScore(f);
        expect(s.score).toBeGreaterThanOrEqual(TRUST_SCORE_RANGE.min);
        expect(s.score).toBeLessThanOrEqual(TRUST_SCORE_RANGE.max);
        expect(s.rating).toBe(creditRating(s.score));
      }),
    );
  });

  it('an outstanding balance never raises the score, and paying it never lowers it', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const owing = trustScore({ ...f, hasOutstanding: true }).score;
        const paid = trustScore({ ...f, hasOutstanding: false }).score;
        expect(owing).toBeLessThanOrEqual(paid);
      }),
    );
  });

  it('one more on-time repayment never lowers it; one more late one never raises it', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const s = trustScore(f).score;
        expect(
          trustScore({ ...f, onTimeRepayments: f.onTimeRepayments + 1 }).score,
        ).toBeGreaterThanOrEqual(s);
        expect(
          trustScore({ ...f, lateRepayments: f.lateRepayments + 1 }).score,
        ).toBeLessThanOrEqual(s);
        expect(
          trustScore({ ...f, accountAgeMonths: f.accountAgeMonths + 1 }).score,
        ).toBeGreaterThanOrEqual(s);
        expect(trustScore({ ...f, kycApproved: true }).score).toBeGreaterThanOrEqual(s);
      }),
    );
  });
});

describe('VIP unlocks', () => {
  const item = (
    id: string,
    min_vip: number,
    kind: 'loan_product' | 'offering' = 'loan_product',
  ) => ({
    kind,
    id,
    name: id,
    min_vip,
    min_score: 0,
  });

  it('lists the levels above the client, lowest first, with what each unlocks', () => {
    expect(
      vipUnlocks(1, [
        item('a', 0),
        item('b', 3),
        item('c', 2, 'offering'),
        item('d', 2),
        item('e', 1),
      ]),
    ).toEqual([
      { level: 2, unlocks: [item('d', 2), item('c', 2, 'offering')] },
      { level: 3, unlocks: [item('b', 3)] },
    ]);
  });

  it('never lists what the level already meets', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 20 }),
        (vip, levels) => {
          const out = vipUnlocks(
            vip,
            levels.map((l, i) => item(`p${i}`, l)),
          );
          for (const level of out) {
            expect(level.level).toBeGreaterThan(vip);
            expect(level.unlocks.every((u) => u.min_vip === level.level)).toBe(true);
          }
          expect(out.flatMap((l) => l.unlocks)).toHaveLength(levels.filter((l) => l > vip).length);
        },
      ),
    );
  });
});
