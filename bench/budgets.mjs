// The first-visit size budgets `pnpm bench` keeps: what a visit may load, as ratios the web
// section prints, and the check that makes the bench exit non-zero when one is exceeded. Size is
// kept here, by numbers a change can be measured against, not by contortions in source.

/** A bench line's word on a budget. */
export const verdict = (ok) => (ok ? 'within budget' : 'OVER BUDGET');

/** First-visit JS (gzip) at most this multiple of react + react-dom alone: /login, /dashboard. */
export const GOAL_MULTIPLE = 2.0;
/** The same on /market and /quote, whose charts and tables are the page. */
export const GOAL_MULTIPLE_MARKETS = 2.5;
/** Script bytes transferred within 5 % of their gzip -9 size (compression as in production). */
export const GOAL_TRANSFER_RATIO = 1.05;
/** First-visit CSS (gzip -9) at most this many kB: one stylesheet for every theme and page. */
export const GOAL_CSS_KB = 16;

/**
 * The budgets one visit's figures meet or exceed, each with its ratio (the figure over what it
 * is compared with) and its goal.
 * `visit`: { name, goal, scripts: { gz, transferred }, styles: { gz } }; `baseline`: react +
 * react-dom alone, gzip.
 */
export function visitBudgets(visit, baseline) {
  const { name, goal, scripts, styles } = visit;
  return [
    { name, what: 'JS', ratio: scripts.gz / baseline, goal, of: 'react + react-dom' },
    {
      name,
      what: 'JS transferred',
      ratio: scripts.gz === 0 ? 1 : scripts.transferred / scripts.gz,
      goal: GOAL_TRANSFER_RATIO,
      of: 'gzip -9',
    },
    {
      name,
      what: 'CSS',
      ratio: styles.gz / (GOAL_CSS_KB * 1024),
      goal: 1,
      of: `${GOAL_CSS_KB} kB`,
    },
  ].map((b) => ({ ...b, ok: b.ratio <= b.goal }));
}

/** One line per exceeded budget of the web section's result; empty when every budget is met. */
export function budgetFailures({ baseline, visits }) {
  return visits
    .flatMap((visit) => visitBudgets(visit, baseline))
    .filter((b) => !b.ok)
    .map(
      (b) =>
        `BUDGET EXCEEDED: ${b.name} ${b.what} is ${b.ratio.toFixed(2)} × ${b.of} (budget ≤ ${b.goal})`,
    );
}

/**
 * Lighthouse budgets of a first visit on a phone (mobile preset), each route beside a bare React
 * page (react + react-dom, a heading and a form) built and served the same way in the same run.
 */
export const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  lcpMs: 2500,
  tbtMs: 150,
  cls: 0.02,
  /** First-visit JS (gzip) at most this multiple of the bare React page's. */
  jsMultiple: 2.5,
};

/**
 * One line per exceeded budget of the lighthouse section: `floor`: { scripts: { gz } };
 * `visits`: [{ name, scripts: { gz }, lighthouse: { performance, lcp, tbt, cls } | { failed }
 * | null }]
 * (without Lighthouse, the bytes alone are judged).
 */
export function lighthouseFailures({ floor, visits }) {
  const b = LIGHTHOUSE_BUDGETS;
  const out = [];
  for (const { name, scripts, lighthouse: r } of visits) {
    if (r?.failed) out.push(`${name} Lighthouse measured nothing (${r.failed})`);
    else if (r) {
      if (r.performance < b.performance)
        out.push(`${name} performance is ${r.performance} (budget ≥ ${b.performance})`);
      if (r.lcp > b.lcpMs)
        out.push(`${name} LCP is ${Math.round(r.lcp)} ms (budget ≤ ${b.lcpMs} ms)`);
      if (r.tbt > b.tbtMs)
        out.push(`${name} TBT is ${Math.round(r.tbt)} ms (budget ≤ ${b.tbtMs} ms)`);
      if (r.cls > b.cls) out.push(`${name} CLS is ${r.cls.toFixed(3)} (budget ≤ ${b.cls})`);
    }
    const ratio = scripts.gz / floor.scripts.gz;
    if (ratio > b.jsMultiple) {
      out.push(
        `${name} JS is ${ratio.toFixed(2)} × the bare React page (budget ≤ ${b.jsMultiple})`,
      );
    }
  }
  return out.map((line) => `BUDGET EXCEEDED: ${line}`);
}

/**
 * The cheap, deterministic part CI runs on every submission: each route's first-visit JS (gzip
 * kB) and script count may not grow past its ceiling (bench/first-visit.json), so that what the
 * Lighthouse budgets won is not lost between two Lighthouse runs. A route without a ceiling
 * fails: a new route gets one on purpose.
 */
export function ceilingFailures({ ceilings, visits }) {
  const out = [];
  for (const { name, scripts } of visits) {
    const ceiling = ceilings[name];
    if (!ceiling) {
      out.push(`${name} has no first-visit ceiling in bench/first-visit.json`);
      continue;
    }
    const kB = scripts.gz / 1024;
    if (kB > ceiling.kB) {
      out.push(`${name} first-visit JS is ${kB.toFixed(1)} kB (ceiling ${ceiling.kB} kB)`);
    }
    if (scripts.files > ceiling.scripts) {
      out.push(`${name} first-visit scripts are ${scripts.files} (ceiling ${ceiling.scripts})`);
    }
  }
  return out.map((line) => `BUDGET EXCEEDED: ${line}`);
}
