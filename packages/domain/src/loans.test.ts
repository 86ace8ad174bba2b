import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  canLoanTransition,
  checkLoanAmount,
  isLoanFinal,
  LOAN_STATUSES,
  LOAN_TRANSITIONS,
  loanEvents,
  loanSchedule,
  loanTransition,
  settleProceeds,
  type LoanEvent,
  type LoanStatus,
} from './loans';
import { compareDecimal, Money, sumDecimals, toDecimal } from './money';

// the allowed moves, written out apart from the table under test
const allowed: readonly (readonly [LoanStatus, LoanEvent, LoanStatus])[] = [
  ['awaiting', 'approve', 'approved'],
  ['awaiting', 'reject', 'rejected'],
  ['approved', 'disburse', 'using'],
  ['using', 'fall_due', 'repayment'],
  ['using', 'clear', 'clear'],
  ['repayment', 'overdue', 'recycled'],
  ['repayment', 'clear', 'clear'],
  ['recycled', 'settle_outstanding', 'repayment'],
  ['recycled', 'clear', 'clear'],
];

describe('loan status transitions (spec 4)', () => {
  it('the table is exactly the allowed moves, each (from, event) once', () => {
    expect(LOAN_TRANSITIONS.map((t) => [t.from, t.event, t.to])).toEqual(allowed);
    const keys = LOAN_TRANSITIONS.map((t) => `${t.from}:${t.event}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  describe.each(LOAN_STATUSES)('from %s', (from) => {
    it.each(LOAN_STATUSES)('to %s', (to) => {
      expect(canLoanTransition(from, to)).toBe(allowed.some(([f, , t]) => f === from && t === to));
    });
    it.each(loanEvents)('on %s', (event) => {
      const move = allowed.find(([f, e]) => f === from && e === event);
      expect(loanTransition(from, event)).toEqual(
        move
          ? { ok: true, status: move[2] }
          : { ok: false, code: 'loan_transition_not_allowed', params: { from, event } },
      );
    });
  });

  it('ends in rejected or clear', () => {
    expect(LOAN_STATUSES.filter(isLoanFinal)).toEqual(['rejected', 'clear']);
  });
});

const start = Date.UTC(2026, 0, 31, 10, 0, 0);
const scheduleInput = fc.record({
  principal: fc.integer({ min: 1, max: 100_000_000 }).map((cents) => (cents / 100).toFixed(2)),
  annualRate: fc.integer({ min: 0, max: 6000 }).map((bp) => (bp / 100).toFixed(2)),
  termMonths: fc.integer({ min: 1, max: 60 }),
  kind: fc.constantFrom('annuity' as const, 'equal_principal' as const),
});

describe('repayment schedule', () => {
  it('an annuity of 1200.00 over 12 months at 12 %', () => {
    const s = loanSchedule({
      principal: '1200.00',
      currency: 'USD',
      annualRate: '12',
      termMonths: 12,
      kind: 'annuity',
      start,
    });
    expect(s.instalments[0]).toEqual({
      seq: 1,
      due_date: '2026-02-28T10:00:00.000Z',
      principal: '94.62',
      interest: '12.00',
      amount: '106.62',
      balance_after: '1105.38',
    });
    expect(s.instalments.slice(0, 11).every((i) => i.amount === '106.62')).toBe(true);
    expect(s.instalments[11]?.balance_after).toBe('0.00');
    expect(s.total).toBe(sumDecimals(s.instalments.map((i) => i.amount)));
  });

  it('equal principal at 0 %: the last instalment takes the leftover cent', () => {
    const s = loanSchedule({
      principal: '100.00',
      currency: 'USD',
      annualRate: '0',
      termMonths: 3,
      kind: 'equal_principal',
      start,
    });
    expect(s.instalments.map((i) => i.amount)).toEqual(['33.33', '33.33', '33.34']);
    expect(s.total_interest).toBe('0.00');
  });

  it('due dates keep the day of the month, clamped to short months', () => {
    expect(new Date(addMonthsClamped(start, 1)).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(new Date(addMonthsClamped(start, 2)).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(new Date(addMonthsClamped(start, 13)).toISOString()).toBe('2027-02-28T10:00:00.000Z');
  });

  it('instalments sum to principal + interest exactly, in whole cents, never negative', () => {
    fc.assert(
      fc.property(scheduleInput, (input) => {
        const s = loanSchedule({ ...input, currency: 'USD', start });
        expect(s.instalments).toHaveLength(input.termMonths);
        expect(sumDecimals(s.instalments.map((i) => i.principal))).toBe(
          Money.of(input.principal, 'USD').toString(),
        );
        expect(sumDecimals(s.instalments.map((i) => i.interest))).toBe(s.total_interest);
        expect(sumDecimals(s.instalments.map((i) => i.amount))).toBe(s.total);
        expect(s.total).toBe(sumDecimals([input.principal, s.total_interest]));
        for (const i of s.instalments) {
          expect(compareDecimal(i.principal, '0')).toBeGreaterThanOrEqual(0);
          expect(compareDecimal(i.interest, '0')).toBeGreaterThanOrEqual(0);
          expect(i.amount).toMatch(/^\d+\.\d{2}$/);
        }
        expect(s.instalments.at(-1)?.balance_after).toBe('0.00');
      }),
    );
    // a few hundred schedules of up to 60 months: past the default 5 s on a loaded machine
  }, 60_000);

  it('total interest is within the carried rounding of the unrounded schedule', () => {
    fc.assert(
      fc.property(scheduleInput, (input) => {
        const s = loanSchedule({ ...input, currency: 'USD', start });
        // the unrounded schedule, on the same rule without rounding
        const r = toDecimal(input.annualRate).div(toDecimal('1200'));
        const P = toDecimal(input.principal);
        const n = input.termMonths;
        let exact = toDecimal('0');
        if (input.kind === 'annuity') {
          const one = toDecimal('1');
          exact = r.eq(toDecimal('0'))
            ? exact
            : P.times(r)
                .div(one.minus(r.plus(one).pow(-n)))
                .times(toDecimal(String(n)))
                .minus(P);
        } else {
          // interest on balances P, P(n-1)/n, ..., P/n: P r (n + 1) / 2
          exact = P.times(r)
            .times(toDecimal(String(n + 1)))
            .div(toDecimal('2'));
        }
        // each month's rounding (under a cent) is carried by the balance at the monthly rate
        const bound = toDecimal('0.02')
          .times(toDecimal(String(n)))
          .times(r.plus(toDecimal('1')).pow(n));
        const diff = toDecimal(s.total_interest).minus(exact).abs();
        expect(diff.lte(bound)).toBe(true);
      }),
    );
  });
});

describe('application amount (spec 5)', () => {
  it('is within the product range', () => {
    const range = { min: '500', max: '20000' };
    expect(checkLoanAmount('500', range)).toEqual({ ok: true });
    expect(checkLoanAmount('499.99', range)).toEqual({
      ok: false,
      code: 'loan_amount_below_minimum',
      params: { min: '500' },
    });
    expect(checkLoanAmount('20000.01', range)).toEqual({
      ok: false,
      code: 'loan_amount_above_maximum',
      params: { max: '20000' },
    });
  });
});

describe('execution delayed (spec 6): proceeds settle to the outstanding amount first', () => {
  it('pays the outstanding amount first and releases the rest; nothing owed, all released', () => {
    expect(settleProceeds('250.00', '106.62', 'USD')).toEqual({
      to_outstanding: '106.62',
      to_available: '143.38',
    });
    expect(settleProceeds('50.00', '106.62', 'USD')).toEqual({
      to_outstanding: '50.00',
      to_available: '0.00',
    });
    expect(settleProceeds('50.00', '0', 'USD')).toEqual({
      to_outstanding: '0.00',
      to_available: '50.00',
    });
  });

  it('the two parts sum to the proceeds; the outstanding part is the lesser of the two', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 }).map((c) => (c / 100).toFixed(2));
    fc.assert(
      fc.property(cents, cents, (proceeds, outstanding) => {
        const r = settleProceeds(proceeds, outstanding, 'USD');
        expect(sumDecimals([r.to_outstanding, r.to_available])).toBe(
          Money.of(proceeds, 'USD').toString(),
        );
        const least = compareDecimal(proceeds, outstanding) < 0 ? proceeds : outstanding;
        expect(r.to_outstanding).toBe(Money.of(least, 'USD').toString());
      }),
    );
  });
});
