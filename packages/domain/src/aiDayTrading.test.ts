import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aiDayReturn, aiMaturityAt, aiTradingDays, dueAiReturnDays } from './aiDayTrading';
import { Money, roundDecimal, toDecimal } from './money';
import { addDays, periodReturn, utcDayStart } from './products/accrual';

const DAY = 86_400_000;
/** Weekdays trade (a calendar like an exchange's without its holidays). */
const weekdays = (day: string) => ![0, 6].includes(new Date(utcDayStart(day)).getUTCDay());
const calendars = fc.constantFrom(
  weekdays,
  () => true,
  (day: string) => weekdays(day) && !day.endsWith('-01'),
);
const instant = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) });

describe('aiTradingDays (the period)', () => {
  it('is `period` trading days, in order, all after the allotment', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 90 }), calendars, (at, period, open) => {
        const days = aiTradingDays(at, period, open);
        expect(days).toHaveLength(period);
        for (const d of days) expect(open(d)).toBe(true);
        for (let i = 1; i < days.length; i++) expect(days[i]! > days[i - 1]!).toBe(true);
        expect(utcDayStart(days[0]!)).toBeGreaterThanOrEqual(at);
        // no trading day skipped between the allotment and the first, nor inside the period
        for (let d = addDays(days[0]!, -1); utcDayStart(d) >= at; d = addDays(d, -1)) {
          expect(open(d)).toBe(false);
        }
        expect(aiMaturityAt(days)).toBe(utcDayStart(days.at(-1)!) + DAY);
      }),
    );
  });

  it('starts on the allotment day itself only when the allotment is at its midnight', () => {
    const monday = Date.UTC(2026, 10, 2);
    expect(aiTradingDays(monday, 2, weekdays)).toEqual(['2026-11-02', '2026-11-03']);
    expect(aiTradingDays(monday + 1, 2, weekdays)).toEqual(['2026-11-03', '2026-11-04']);
    // Friday noon: the next trading day is Monday
    expect(aiTradingDays(Date.UTC(2026, 10, 6, 12), 1, weekdays)).toEqual(['2026-11-09']);
  });

  it('refuses a period below one day and a calendar that never trades', () => {
    expect(() => aiTradingDays(0, 0, weekdays)).toThrow(RangeError);
    expect(() => aiTradingDays(0, 1, () => false)).toThrow(RangeError);
  });
});

describe('dueAiReturnDays (catch-up, once)', () => {
  it('lists each ended day once, whatever the looks: one late look equals looks on time', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 1, max: 40 }),
        fc.array(fc.integer({ min: 0, max: 80 * DAY }), { maxLength: 12 }),
        (at, period, gaps) => {
          const days = aiTradingDays(at, period, weekdays);
          let paid: string | null = null;
          const posted: string[] = [];
          let now = at;
          for (const gap of [...gaps, 80 * DAY]) {
            now += gap;
            const due = dueAiReturnDays(days, paid, now);
            posted.push(...due);
            if (due.length > 0) paid = due.at(-1)!;
          }
          // every day of the period once, in order, once the period is over
          expect(posted).toEqual(days);
          expect(dueAiReturnDays(days, null, now)).toEqual(days);
        },
      ),
    );
  });

  it('pays a day only once it has ended', () => {
    const days = ['2026-11-02', '2026-11-03'];
    expect(dueAiReturnDays(days, null, Date.UTC(2026, 10, 2, 23, 59))).toEqual([]);
    expect(dueAiReturnDays(days, null, Date.UTC(2026, 10, 3))).toEqual(['2026-11-02']);
    expect(dueAiReturnDays(days, '2026-11-02', Date.UTC(2026, 10, 9))).toEqual(['2026-11-03']);
  });
});

describe('aiDayReturn (exact decimals, rounding in the house’s favour)', () => {
  const money = fc
    .tuple(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 99 }))
    .map(([units, cents]) => `${units}.${String(cents).padStart(2, '0')}`);
  const rate = fc
    .tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 99_999_999 }))
    .map(([whole, frac]) => `${whole}.${String(frac).padStart(8, '0')}`);

  it('pays the period the exact return rounded down: never more, short by under a cent', () => {
    fc.assert(
      fc.property(money, rate, fc.integer({ min: 1, max: 60 }), (principal, daily, n) => {
        let exact = '0';
        let total = Money.zero('USD');
        for (let i = 0; i < n; i++) {
          const d = aiDayReturn({
            exactBefore: exact,
            principal,
            dailyReturn: daily,
            currency: 'USD',
          });
          expect(Money.of(d.amount, 'USD').isNegative()).toBe(false);
          expect(d.amount).toMatch(/^\d+\.\d{2}$/);
          total = total.add(Money.of(d.amount, 'USD'));
          exact = d.exactAfter;
        }
        const owed = periodReturn(principal, daily, n);
        expect(toDecimal(exact).eq(toDecimal(owed))).toBe(true);
        expect(total.toString()).toBe(roundDecimal(toDecimal(owed), 2, 'down').toFixed(2));
      }),
    );
  });

  it('rounds a day down, in the house’s favour: 1000.00 at 0.333% a day', () => {
    const d1 = aiDayReturn({
      exactBefore: '0',
      principal: '1000.00',
      dailyReturn: '0.333',
      currency: 'USD',
    });
    expect(d1).toEqual({ amount: '3.33', exactAfter: '3.33' });
    const a = aiDayReturn({
      exactBefore: '0',
      principal: '1000.00',
      dailyReturn: '0.3335',
      currency: 'USD',
    });
    expect(a).toEqual({ amount: '3.33', exactAfter: '3.335' });
    const b = aiDayReturn({
      exactBefore: a.exactAfter,
      principal: '1000.00',
      dailyReturn: '0.3335',
      currency: 'USD',
    });
    // 6.67 exactly after two days: the half cent kept back on day one is paid on day two
    expect(b).toEqual({ amount: '3.34', exactAfter: '6.67' });
  });
});
