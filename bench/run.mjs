// `pnpm bench`: prints the figures each budget is about, and exits non-zero when a first-visit
// size budget (bench/budgets.mjs) is exceeded or the money section measured nothing.
//   pnpm bench                     every section
//   pnpm bench --only server       one section (size, tokens, server, market, money, trading, web,
//                                  render); repeatable
//   pnpm bench --only server --profile   the server section with a CPU profile of the server
//   pnpm bench --only web --no-lighthouse  the web section without Lighthouse
//   pnpm bench --only lighthouse   every route's first visit on a phone beside a bare React page
//                                  (Lighthouse mobile, best of three; fails on a budget)
//   pnpm bench --only first-visit  the cheap part CI runs: first-visit JS and script count per
//                                  route against their ceilings (bench/first-visit.json)
//   pnpm bench --only render       the watchlist rendering budget
//   pnpm bench --only products     the catalogue of 1,000 products filtered and sorted (p99)
//   pnpm bench --only offerings    the allotment of one offering with 10,000 subscriptions
import { readFileSync } from 'node:fs';
import { printServerBench, runServerBench } from '../apps/server/bench/http.mjs';
import {
  printFirstVisitBench,
  printWebBench,
  runFirstVisitBench,
  runWebBench,
} from '../apps/web/bench/web.mjs';
import { budgetFailures, ceilingFailures, lighthouseFailures } from './budgets.mjs';
import { printSizeTable, sizeTable } from './size.mjs';
import { printTokenReport } from './tokens.mjs';
import { printMarketSearchBench, runMarketSearchBench } from './market-search.mjs';
import { printMarketStreamBench, runMarketStreamBench } from './market-stream.mjs';
import { moneyFailures, printMoneyBench, runMoneyBench } from './money.mjs';
import { printOfferingsBench, runOfferingsBench } from './offerings.mjs';
import { printProductsBench, runProductsBench } from './products.mjs';
import { printTradingBench, runTradingBench } from './trading.mjs';
import { printRenderBench, runRenderBench } from './watchlist-render.mjs';

const args = process.argv.slice(2).filter((a) => a !== '--');
const only = new Set();
const rest = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--only') only.add(args[++i]);
  else rest.push(args[i]);
}
const SECTIONS = [
  'size',
  'tokens',
  'server',
  'market',
  'money',
  'trading',
  'web',
  'lighthouse',
  'first-visit',
  'render',
  'products',
  'offerings',
];
for (const name of only) {
  if (!SECTIONS.includes(name)) {
    console.error(`unknown section "${name}"; sections: ${SECTIONS.join(', ')}`);
    process.exit(1);
  }
}
// `lighthouse` and `first-visit` repeat part of `web`: only when asked for
const wanted = (name) =>
  (only.size === 0 && name !== 'lighthouse' && name !== 'first-visit') || only.has(name);

if (wanted('size')) printSizeTable(await sizeTable());
if (wanted('tokens')) await printTokenReport();
if (wanted('server')) printServerBench(await runServerBench(rest));
if (wanted('market')) {
  printMarketSearchBench(await runMarketSearchBench());
  printMarketStreamBench(await runMarketStreamBench());
}
const failures = [];
if (wanted('money')) {
  const report = await runMoneyBench(rest);
  printMoneyBench(report);
  failures.push(...moneyFailures(report));
}
if (wanted('trading')) printTradingBench(await runTradingBench(rest));
if (wanted('products')) printProductsBench(await runProductsBench(rest));
if (wanted('offerings')) printOfferingsBench(await runOfferingsBench(rest));
const web = async (webArgs) => {
  const result = await runWebBench(webArgs);
  printWebBench(result);
  failures.push(...budgetFailures(result));
};
if (wanted('web')) await web(rest);
if (wanted('lighthouse')) {
  const result = await runFirstVisitBench();
  printFirstVisitBench(result);
  failures.push(...lighthouseFailures(result));
}
if (wanted('first-visit')) {
  const result = await runFirstVisitBench({ lighthouse: false });
  printFirstVisitBench(result);
  const ceilings = JSON.parse(
    readFileSync(new URL('./first-visit.json', import.meta.url), 'utf8'),
  ).ceilings;
  failures.push(...ceilingFailures({ ceilings, visits: result.visits }));
}
if (wanted('render')) printRenderBench(await runRenderBench());

if (failures.length > 0) {
  console.error(`\n${failures.join('\n')}`);
  process.exitCode = 1;
} else if (wanted('web') || wanted('lighthouse') || wanted('first-visit')) {
  console.log('\nevery first-visit budget met');
}
