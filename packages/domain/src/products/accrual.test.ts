import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimal, sumDecimals, toDecimal } from '../money';
import {
  accrueDay,
  addDays,
  daysBetween,
  dueAccrualDays,
  isRedeemable,
  maturityDay,
  periodReturn,
  utcDayOf,
  utcDayStart,
} from './accrual';

/** A principal of 0.01 .. 10 000 000.00 (two decimals) and a daily return of 0 .. 0.1 %. */
const principal = fc.integer({ min: 1, max: 1_000_000_000 }).map((c) => (c / 100).toFixed(2));
const dailyReturn = fc
  .integer({ min: 0, max: 100_000 })
  .map((n) => toDecimal(String(n)).times('0.000001').toFixed());
const currency = fc.constantFrom('USD', 'EUR', 'JPY', 'KWD');

/** The postings of `days` days on a constant principal, one day after the other. */
function run(p: string, r: string, cur: string, days: number) {
  let exact = '0';
  const amounts: string[] = [];
  for (let i = 0; i < days; i++) {
    const day = accrueDay({ exactBefore: exact, principal: p, dailyReturn: r, currency: cur });
    amounts.push(day.amount);
    exact = day.exactAfter;
  }
  return { amounts, exact };
}

describe('accrueDay (the rounding rule)', () => {
  it("days sum to the period's exact return rounded down: never above it, below by under one minor unit", () => {
    fc.assert(
      fc.property(
        principal,
        dailyReturn,
        currency,
        fc.integer({ min: 1, max: 400 }),
        (p, r, cur, days) => {
          const { amounts, exact } = run(p, r, cur, days);
          const exactReturn = periodReturn(p, r, days);
          expect(exact).toBe(toDecimal(exactReturn).toFixed());
          const sum = toDecimal(sumDecimals(amounts));
          expect(sum.lte(toDecimal(exactReturn))).toBe(true);
          const unit = cur === 'JPY' ? '1' : cur === 'KWD' ? '0.001' : '0.01';
          expect(toDecimal(exactReturn).minus(sum).lt(toDecimal(unit))).toBe(true);
        },
      ),
    );
  });

  it('never posts a negative amount, and posts in the currency minor units', () => {
    fc.assert(
      fc.property(principal, dailyReturn, fc.integer({ min: 1, max: 60 }), (p, r, days) => {
        for (const a of run(p, r, 'USD', days).amounts) {
          expect(compareDecimal(a, '0')).toBeGreaterThanOrEqual(0);
          expect(a).toMatch(/^\d+\.\d{2}$/);
        }
      }),
    );
  });

  it('a catch-up after a gap, resumed from the stored exact sum, posts what the days would have posted on time', () => {
    fc.assert(
      fc.property(
        fc.array(principal, { minLength: 1, maxLength: 30 }),
        dailyReturn,
        fc.integer({ min: 0, max: 30 }),
        (principals, r, cut) => {
          const step = (exactBefore: string, p: string) =>
            accrueDay({ exactBefore, principal: p, dailyReturn: r, currency: 'USD' });
          let exact = '0';
          const onTime = principals.map((p) => {
            const d = step(exact, p);
            exact = d.exactAfter;
            return d.amount;
          });
          // the process stops after `cut` days; NUMERIC gives the stored sum back with trailing
          // zeros; the missed days then run one after another
          let stored = '0';
          const caughtUp = principals.map((p, i) => {
            const d = step(
              i === cut ? `${stored}${stored.includes('.') ? '' : '.'}000` : stored,
              p,
            );
            stored = d.exactAfter;
            return d.amount;
          });
          expect(caughtUp).toEqual(onTime);
        },
      ),
    );
  });

  it('refuses a negative daily return (an accrual product never takes from the client)', () => {
    expect(() =>
      accrueDay({ exactBefore: '0', principal: '100', dailyReturn: '-0.01', currency: 'USD' }),
    ).toThrow(RangeError);
  });

  it('pays 1,000.00 at 0.0137 % a day: 0.13 then 0.14 (the carried fraction), 4.11 over 30 days', () => {
    const { amounts } = run('1000.00', '0.0137', 'USD', 30);
    expect(amounts.slice(0, 2)).toEqual(['0.13', '0.14']);
    expect(sumDecimals(amounts)).toBe('4.11');
  });
});

const day = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) })
  .map((ms) => utcDayOf(ms));

describe('dueAccrualDays (once per day, catch-up)', () => {
  it('lists each ended day once, oldest first, before the end day; posting them leaves none due', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 120 }),
        fc.option(fc.integer({ min: 1, max: 90 }), { nil: null }),
        fc.integer({ min: 0, max: 86_399_999 }),
        (opened, elapsed, lock, within) => {
          const now = utcDayStart(addDays(opened, elapsed)) + within;
          const endDay = lock === null ? null : maturityDay(opened, lock);
          const due = dueAccrualDays({ openedDay: opened, accruedThrough: null, endDay }, now);
          const expected = Math.min(elapsed, lock ?? Infinity);
          expect(due.length).toBe(expected);
          due.forEach((d, i) => expect(d).toBe(addDays(opened, i)));
          if (due.length > 0) {
            const after = dueAccrualDays(
              { openedDay: opened, accruedThrough: due[due.length - 1] as string, endDay },
              now,
            );
            expect(after).toEqual([]);
          }
        },
      ),
    );
  });

  it('a run split in two (a downtime between) lists the same days as one run', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        (opened, a, b) => {
          const first = utcDayStart(addDays(opened, a)) + 1;
          const second = utcDayStart(addDays(opened, a + b)) + 1;
          const w = { openedDay: opened, accruedThrough: null, endDay: null };
          const one = dueAccrualDays(w, second);
          const part1 = dueAccrualDays(w, first);
          const part2 = dueAccrualDays(
            { ...w, accruedThrough: part1.length ? (part1[part1.length - 1] as string) : null },
            second,
          );
          expect([...part1, ...part2]).toEqual(one);
        },
      ),
    );
  });

  it('a fixed-term product of L days earns exactly L days: the period of spec 3', () => {
    const opened = '2026-03-01';
    const due = dueAccrualDays(
      { openedDay: opened, accruedThrough: null, endDay: maturityDay(opened, 30) },
      utcDayStart('2026-06-01'),
    );
    expect(due).toHaveLength(30);
    expect(due[29]).toBe('2026-03-30');
    expect(daysBetween(opened, maturityDay(opened, 30))).toBe(30);
  });
});

describe('isRedeemable (fixed term locked until maturity)', () => {
  it('a flexible product any day; a fixed-term one from its maturity day on', () => {
    expect(isRedeemable('flexible', null, 0)).toBe(true);
    expect(isRedeemable('fixed', '2026-04-01', utcDayStart('2026-03-31') + 86_399_999)).toBe(false);
    expect(isRedeemable('fixed', '2026-04-01', utcDayStart('2026-04-01'))).toBe(true);
  });
});
