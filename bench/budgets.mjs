// The first-visit size budgets `pnpm bench` keeps: what a visit may load, as ratios the web
// section prints, and the check that makes the bench exit non-zero when one is exceeded. Size is
// kept here, by numbers a change can be measured against, not by contortions in source.

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
