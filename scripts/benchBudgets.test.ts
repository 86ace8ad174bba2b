// The bench fails on an exceeded first-visit budget: the check itself, on made-up figures, without
// building or serving anything.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM helper
import { budgetFailures, GOAL_CSS_KB, GOAL_MULTIPLE } from '../bench/budgets.mjs';

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
