import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueLoanAccruals, loanAccrualPeriods, loanDays, type LoanAccrualDay } from './loanAccrual';
import { loanSchedule } from './loans';
import { compareDecimal, sumDecimals, toDecimal } from './money';

const DAY = 86_400_000;
const start = Date.UTC(2026, 0, 31, 10, 0, 0);

const input = fc.record({
  principal: fc.integer({ min: 1, max: 100_000_000 }).map((cents) => (cents / 100).toFixed(2)),
  annualRate: fc.integer({ min: 0, max: 6000 }).map((bp) => (bp / 100).toFixed(2)),
  termMonths: fc.integer({ min: 1, max: 14 }),
  kind: fc.constantFrom('annuity' as const, 'equal_principal' as const),
});

type Input = typeof input extends fc.Arbitrary<infer T> ? T : never;

function periodsOf(i: Input) {
  const s = loanSchedule({ ...i, currency: 'USD', start });
  return loanAccrualPeriods(
    start,
    s.instalments.map((x) => ({ seq: x.seq, due: Date.parse(x.due_date), interest: x.interest })),
  );
}

/** Runs the accrual at each of `times`, as the scheduler would, carrying what was posted. */
function runAt(i: Input, times: readonly number[]): LoanAccrualDay[] {
  let periods = periodsOf(i);
  let posted = 0;
  const out: LoanAccrualDay[] = [];
  for (const now of times) {
    const days = dueLoanAccruals({ currency: 'USD', start, periods, daysPosted: posted, now });
    out.push(...days);
    posted += days.length;
    periods = periods.map((p) => {
      const last = days.filter((d) => d.seq === p.seq).at(-1);
      return last ? { ...p, accrued: last.accruedAfter } : p;
    });
  }
  return out;
}

describe('daily loan interest accrual (the rounding rule)', () => {
  it('a 1200.00 annuity at 12 %: January 31 to February 28 is 28 days of 12.00, rounded up', () => {
    const days = runAt(
      { principal: '1200.00', annualRate: '12', termMonths: 12, kind: 'annuity' },
      [start + 3 * DAY],
    );
    expect(days.map((d) => [d.index, d.day, d.seq, d.amount])).toEqual([
      [0, '2026-01-31', 1, '0.43'],
      [1, '2026-02-01', 1, '0.43'],
      [2, '2026-02-02', 1, '0.43'],
    ]);
    expect(days.at(-1)!.accruedAfter).toBe('1.29');
  });

  it("each period's daily postings sum to its interest exactly; every day is ahead of the exact pro rata by under a cent", () => {
    fc.assert(
      fc.property(input, (i) => {
        const periods = periodsOf(i);
        const end = periods.at(-1)!.end;
        const days = runAt(i, [end]);
        for (const p of periods) {
          const mine = days.filter((d) => d.seq === p.seq);
          expect(mine).toHaveLength(p.days);
          expect(sumDecimals(mine.map((d) => d.amount))).toBe(p.interest);
          mine.forEach((d, k) => {
            expect(compareDecimal(d.amount, '0')).toBeGreaterThanOrEqual(0);
            const exact = toDecimal(p.interest)
              .times(String(k + 1))
              .div(String(p.days));
            const ahead = toDecimal(d.accruedAfter).minus(exact);
            expect(ahead.gte('0') && ahead.lt('0.01')).toBe(true);
          });
        }
      }),
      { numRuns: 50 },
    );
  }, 60_000);

  it('posts no day twice and none that has not ended, and catching up after a gap posts what the days would have posted on time', () => {
    fc.assert(
      fc.property(
        input,
        fc.array(fc.integer({ min: 0, max: 500 * 24 }), { minLength: 1, maxLength: 8 }),
        (i, hours) => {
          const times = hours.map((h) => start + h * 3_600_000).sort((a, b) => a - b);
          const daily = runAt(i, times);
          const indexes = daily.map((d) => d.index);
          expect(indexes).toEqual(indexes.map((_, k) => k));
          expect(new Set(daily.map((d) => d.day)).size).toBe(daily.length);
          const last = times.at(-1)!;
          for (const d of daily) expect(start + (d.index + 1) * DAY).toBeLessThanOrEqual(last);
          expect(daily.length).toBe(
            Math.min(loanDays(periodsOf(i)), Math.floor((last - start) / DAY)),
          );
          // one run at the last time (after downtime) posts the same days and amounts
          expect(runAt(i, [last])).toEqual(daily);
          // a run at the same time again posts nothing
          expect(runAt(i, [...times, last])).toEqual(daily);
        },
      ),
      { numRuns: 50 },
    );
  }, 60_000);

  it('interest accrued early (an instalment repaid before it fell due) is not accrued again', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 100 }), (i, pct) => {
        const periods = periodsOf(i).map((p) => ({
          ...p,
          accrued: toDecimal(p.interest).times(String(pct)).div('100').round(2, 0).toFixed(2),
        }));
        const days = dueLoanAccruals({
          currency: 'USD',
          start,
          periods,
          daysPosted: 0,
          now: periods.at(-1)!.end,
        });
        for (const p of periods) {
          const posted = sumDecimals(days.filter((d) => d.seq === p.seq).map((d) => d.amount));
          expect(sumDecimals([posted, p.accrued])).toBe(p.interest);
        }
      }),
      { numRuns: 50 },
    );
  }, 60_000);
});
