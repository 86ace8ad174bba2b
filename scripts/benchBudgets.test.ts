// The bench fails on an exceeded first-visit budget: the check itself, on made-up figures, without
// building or serving anything.
import { describe, expect, it } from 'vitest';
import {
  budgetFailures,
  ceilingFailures,
  GOAL_CSS_KB,
  GOAL_MULTIPLE,
  lighthouseFailures,
  // @ts-expect-error: plain ESM helper
} from '../bench/budgets.mjs';
// @ts-expect-error: plain ESM helper
import { moneyFailures } from '../bench/money.mjs';

const baseline = 60 * 1024;
const visit = (js: number, css: number, transferred = js) => ({
  name: '/login (first visit)',
  goal: GOAL_MULTIPLE as number,
  scripts: { gz: js, transferred },
  styles: { gz: css },
});

describe('first-visit budgets of pnpm bench', () => {
  it('passes a visit within every budget', () => {
    expect(budgetFailures({ baseline, visits: [visit(100 * 1024, 10 * 1024)] })).toEqual([]);
  });

  it('fails a visit whose JS exceeds its multiple of react + react-dom, saying which and by how much', () => {
    const failures = budgetFailures({ baseline, visits: [visit(150 * 1024, 10 * 1024)] });
    expect(failures).toEqual([
      'BUDGET EXCEEDED: /login (first visit) JS is 2.50 × react + react-dom (budget ≤ 2)',
    ]);
  });

  it('fails a visit whose CSS exceeds its budget', () => {
    const css = (GOAL_CSS_KB as number) * 1024 * 1.5;
    expect(budgetFailures({ baseline, visits: [visit(100 * 1024, css)] })).toEqual([
      `BUDGET EXCEEDED: /login (first visit) CSS is 1.50 × ${GOAL_CSS_KB} kB (budget ≤ 1)`,
    ]);
  });

  it('fails scripts sent uncompressed', () => {
    const failures = budgetFailures({ baseline, visits: [visit(100 * 1024, 1024, 300 * 1024)] });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/JS transferred is 3\.00 × gzip -9/);
  });
});

describe('first-visit Lighthouse budgets of pnpm bench --only lighthouse', () => {
  const floor = { name: 'bare React page', scripts: { gz: 68 * 1024, files: 1 } };
  const route = (
    over: Partial<{ performance: number; lcp: number; tbt: number; cls: number; js: number }>,
  ) => ({
    name: '/login',
    scripts: { gz: over.js ?? 150 * 1024, files: 30 },
    lighthouse: {
      performance: over.performance ?? 97,
      fcp: 1200,
      lcp: over.lcp ?? 2000,
      tbt: over.tbt ?? 90,
      cls: over.cls ?? 0.01,
    },
  });

  it('passes a route within every budget', () => {
    expect(lighthouseFailures({ floor, visits: [route({})] })).toEqual([]);
  });

  it('fails each figure past its budget, saying which route, the figure and the budget', () => {
    const failures = lighthouseFailures({
      floor,
      visits: [route({ performance: 80, lcp: 3100, tbt: 400, cls: 0.048, js: 200 * 1024 })],
    });
    expect(failures).toEqual([
      'BUDGET EXCEEDED: /login performance is 80 (budget ≥ 95)',
      'BUDGET EXCEEDED: /login LCP is 3100 ms (budget ≤ 2500 ms)',
      'BUDGET EXCEEDED: /login TBT is 400 ms (budget ≤ 150 ms)',
      'BUDGET EXCEEDED: /login CLS is 0.048 (budget ≤ 0.02)',
      'BUDGET EXCEEDED: /login JS is 2.94 × the bare React page (budget ≤ 2.5)',
    ]);
  });

  it('fails a route Lighthouse measured nothing on, with the reason, rather than judging zeros', () => {
    const visit = { ...route({}), lighthouse: { failed: 'NO_FCP' } };
    expect(lighthouseFailures({ floor, visits: [visit] })).toEqual([
      'BUDGET EXCEEDED: /login Lighthouse measured nothing (NO_FCP)',
    ]);
  });

  it('judges the bytes alone (the cheap part CI runs) when Lighthouse did not run', () => {
    const visit = { ...route({ js: 200 * 1024 }), lighthouse: null };
    expect(lighthouseFailures({ floor, visits: [visit] })).toEqual([
      'BUDGET EXCEEDED: /login JS is 2.94 × the bare React page (budget ≤ 2.5)',
    ]);
  });
});

describe('the first-visit ceilings CI keeps (bytes and script count per route)', () => {
  const ceilings = { '/login': { kB: 100, scripts: 20 } };
  const visit = (kB: number, files: number) => ({
    name: '/login',
    scripts: { gz: kB * 1024, files },
  });

  it('passes a route at or under its ceilings', () => {
    expect(ceilingFailures({ ceilings, visits: [visit(100, 20)] })).toEqual([]);
  });

  it('fails a route that grew past its bytes or its script count', () => {
    expect(ceilingFailures({ ceilings, visits: [visit(101.5, 21)] })).toEqual([
      'BUDGET EXCEEDED: /login first-visit JS is 101.5 kB (ceiling 100 kB)',
      'BUDGET EXCEEDED: /login first-visit scripts are 21 (ceiling 20)',
    ]);
  });

  it('fails a measured route that has no ceiling, so a new route gets one', () => {
    expect(ceilingFailures({ ceilings, visits: [{ ...visit(10, 2), name: '/loan' }] })).toEqual([
      'BUDGET EXCEEDED: /loan has no first-visit ceiling in bench/first-visit.json',
    ]);
  });
});

describe('the money section (withdrawals on PostgreSQL)', () => {
  const run = { connections: 50, clients: 50, seconds: 10, p50: 5, p99: 9, refusal: undefined };

  it('passes a run in which withdrawals went through, refusals among them or not', () => {
    expect(moneyFailures({ ...run, transfers: 900, statuses: { 200: 900 } })).toEqual([]);
    expect(
      moneyFailures({ ...run, transfers: 1, statuses: { 200: 1, 429: 5 }, refusal: '429 X: y' }),
    ).toEqual([]);
  });

  it('fails a run in which every withdrawal was refused, naming the first refusal', () => {
    const refusal = '403 PERMISSION_DENIED: Your account does not have permission for this action.';
    expect(moneyFailures({ ...run, transfers: 0, statuses: { 403: 17575 }, refusal })).toEqual([
      `MEASURED NOTHING: money: no withdrawal went through in 10.0 s (the first refusal: ${refusal})`,
    ]);
  });

  it('does not fail a skipped run (no PostgreSQL server)', () => {
    expect(moneyFailures({ skipped: 'DATABASE_URL is not set' })).toEqual([]);
  });
});
