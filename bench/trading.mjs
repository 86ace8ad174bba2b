// The trading section of `pnpm bench`: the figures of the trading budgets, printed whether or not
// they are met (the bench never fails on them).
// - Order placement on PostgreSQL: orders/s and p50/p99 of POST /trade/app/v1/order (a market buy
//   on its caller's live quote, a fresh Idempotency-Key each; filled at once) from 50 concurrent
//   callers for a fixed duration, against the real server on a scratch database of the
//   DATABASE_URL server (dropped afterwards): first at saturation (each caller sends again when
//   answered: the most orders/s), then the same callers on a schedule that offers the budget's
//   500 orders/s (the latency at that load, each request timed from its due start).
//   Budget: >= 500 orders/s at saturation, p99 <= 100 ms at 500 orders/s offered. Without
//   DATABASE_URL it prints a skip line: the figure is PostgreSQL's (PGlite runs one transaction
//   at a time). A quote backs one order: each caller takes its quotes before the timed part and
//   more, timed, only when it runs out or they age; the answers are printed by status and code.
// - The fill engine: 10,000 working limit orders over 500 listings, one market tick: ms per tick
//   (budget <= 50 ms), and the check that every fill happened once; on PostgreSQL when
//   DATABASE_URL is set, else PGlite.
// - GET /stat/app/v1/portfolio of a client with 200 positions: p50/p99 (budget p99 <= 20 ms).
//
//   node bench/run.mjs --only trading [--duration 10] [--connections 50] [--requests 300]
//     [--part place|engine|portfolio]   one part only (placement, the engine and the portfolio,
//     or the portfolio alone: only its client's 200 orders placed and filled, no 10,000-order setup)
import {
  backendCpuBetween,
  backendCpuMsOf,
  cpuMsOf,
  percentile,
  startServeScript,
} from './serveScript.mjs';
import { verdict } from './budgets.mjs';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

const ORDER_PATH = '/trade/app/v1/order';
const QUOTE_PATH = '/trade/app/v1/quote';
const PORTFOLIO_PATH = '/stat/app/v1/portfolio';
/** A quote lives 30 s (domain QUOTE_VALIDITY_MS): a caller takes a new one after 20 s. */
const REQUOTE_MS = 20_000;

export const TRADING_BUDGETS = {
  ordersPerSecond: 500,
  placementP99Ms: 100,
  tickMs: 50,
  portfolioP99Ms: 20,
};

function parseArgs(argv) {
  const options = { duration: 10, connections: 50, requests: 300, part: undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--duration') options.duration = Number(argv[++i]);
    else if (a === '--connections') options.connections = Number(argv[++i]);
    else if (a === '--requests') options.requests = Number(argv[++i]);
    else if (a === '--part') options.part = argv[++i];
  }
  return options;
}

/** One part of bench/serve-trading.ts in its own process; resolves with what it reports. */
function startPart(part, env = {}) {
  return startServeScript('bench/serve-trading.ts', { ...env, BENCH_PART: part });
}

/** A refusal as `409 MARKET_CLOSED`: the status and the envelope's stable code. */
function answerOf(res) {
  try {
    const code = JSON.parse(res.text).code;
    return code ? `${res.status} ${code}` : String(res.status);
  } catch {
    return String(res.status);
  }
}

/**
 * The placement callers' POST: node:http on kept-alive connections, one per caller. The bench
 * shares the two cores with the server and PostgreSQL, and fetch (undici, WHATWG streams) cost
 * it about 0.7 ms of CPU a request, a fifth of the machine at the budget's rate; a caller's
 * weight is counted and printed beside the server's (`bench CPU`).
 */
function poster(connections) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  return (url, headers, body) =>
    new Promise((resolve, reject) => {
      const req = request(url, { method: 'POST', agent, headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
}

async function runPlacement(options) {
  const b = TRADING_BUDGETS;
  if (!process.env.DATABASE_URL) return { skipped: 'DATABASE_URL is not set' };
  const server = startPart('place', { BENCH_CLIENTS: String(options.connections) });
  try {
    const { url, tenant, clients, database } = await server.ready;
    const headers = (client) => ({
      'x-tenant-id': tenant,
      authorization: `Bearer ${client.token}`,
      'content-type': 'application/json',
    });
    const post = poster(options.connections);
    const quoteOnce = async (client) => {
      const res = await post(
        new URL(QUOTE_PATH, url),
        headers(client),
        JSON.stringify(client.ticket),
      );
      if (res.status !== 200) throw new Error(`bench quote failed: HTTP ${res.status}`);
      client.quotes.push({ id: JSON.parse(res.text).data.id, at: performance.now() });
    };
    // a quote backs one order (spec 4; a second order on it is 409 QUOTE_EXPIRED): each caller
    // takes its quotes ahead, enough for the budget's rate over the run, and more (counted in
    // the run's time) only if it runs out or they age
    const ahead = Math.ceil((b.ordersPerSecond * 1.5 * options.duration) / clients.length);
    const quotes = { ahead: 0, during: 0 };
    const takeQuotes = async (client, n) => {
      for (let i = 0; i < n; i++) await quoteOnce(client);
    };
    const nextQuote = async (client, timed) => {
      const now = performance.now();
      client.quotes = client.quotes.filter((q) => now - q.at <= REQUOTE_MS);
      if (client.quotes.length === 0) {
        const n = Math.max(1, Math.ceil(ahead / 4));
        await takeQuotes(client, n);
        quotes[timed ? 'during' : 'ahead'] += n;
      }
      return client.quotes.shift().id;
    };
    const latencies = [];
    const statuses = {};
    // `due`: when the request was meant to start (the paced part's schedule); a caller that fell
    // behind counts its lateness, so a slow answer is not hidden by the requests it delayed
    const one = async (client, timed, due) => {
      const quoteId = await nextQuote(client, timed);
      const started = due ?? performance.now();
      const res = await post(
        new URL(ORDER_PATH, url),
        { ...headers(client), 'idempotency-key': randomUUID() },
        JSON.stringify({ ...client.ticket, quote_id: quoteId }),
      );
      const answer = res.status === 200 ? '200' : answerOf(res);
      statuses[answer] = (statuses[answer] ?? 0) + 1;
      return { ms: performance.now() - started, ok: res.status === 200 };
    };
    for (const c of clients) c.quotes = [];
    // a short warm-up, not counted
    await Promise.all(clients.map((c) => one(c, false)));
    for (const k of Object.keys(statuses)) delete statuses[k];
    await Promise.all(clients.map((c) => takeQuotes(c, ahead)));
    quotes.ahead += ahead * clients.length;
    const end = performance.now() + options.duration * 1000;
    await server.ask('metrics:reset');
    const cpuBefore = cpuMsOf(server.pid);
    const benchBefore = cpuMsOf(process.pid);
    const pgBefore = backendCpuMsOf(database);
    const t0 = performance.now();
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < end) {
          const { ms, ok } = await one(client, true);
          if (ok) latencies.push(ms);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const cpuAfter = cpuMsOf(server.pid);
    const benchAfter = cpuMsOf(process.pid);
    const pgCpu = backendCpuBetween(pgBefore, backendCpuMsOf(database));
    const { metrics } = await server.ask('metrics');
    latencies.sort((a, b) => a - b);
    const saturated = { ...statuses };
    const paced = await runPaced({ clients, one, takeQuotes, statuses, options });
    /** CPU ms an order between two readings of /proc (undefined when one is missing). */
    const perOrder = (before, after) =>
      before === undefined || after === undefined || latencies.length === 0
        ? undefined
        : (after - before) / latencies.length;
    return {
      // the server's CPU per order placed (its quotes taken during the run included): a figure a
      // busy machine hardly moves, unlike the rate and the latencies
      cpuMs: perOrder(cpuBefore, cpuAfter),
      // the callers' own CPU per order: the load generator shares the machine
      benchCpuMs: perOrder(benchBefore, benchAfter),
      // the PostgreSQL backends' CPU per order (0 when the server is on another machine)
      pgCpuMs: latencies.length === 0 ? undefined : pgCpu / latencies.length,
      metrics,
      connections: clients.length,
      seconds,
      orders: latencies.length,
      perSecond: latencies.length / seconds,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      statuses: saturated,
      quotes,
      paced,
    };
  } finally {
    await server.stop();
  }
}

/**
 * The budget's rate, offered: the callers send on a schedule that adds up to
 * TRADING_BUDGETS.ordersPerSecond (each caller every `callers / rate` s, the callers staggered),
 * for the same duration, and each request's latency is counted from its scheduled start. The
 * saturation run above measures the most the server takes from callers that send again the
 * moment they are answered; its latency is then the callers' own queue (Little's law: 50 callers
 * at 800 orders/s wait 62 ms on average whatever the server does). This part measures the
 * latency a client meets while the server carries the budget's load.
 */
async function runPaced({ clients, one, takeQuotes, statuses, options }) {
  const rate = TRADING_BUDGETS.ordersPerSecond;
  const periodMs = (1000 * clients.length) / rate;
  const perCaller = Math.ceil((options.duration * 1000) / periodMs);
  await Promise.all(clients.map((c) => takeQuotes(c, perCaller + 1)));
  for (const k of Object.keys(statuses)) delete statuses[k];
  const latencies = [];
  const t0 = performance.now() + 20;
  await Promise.all(
    clients.map(async (client, i) => {
      for (let k = 0; k < perCaller; k++) {
        const due = t0 + (i * 1000) / rate + k * periodMs;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const { ms, ok } = await one(client, true, due);
        if (ok) latencies.push(ms);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    offered: rate,
    orders: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    statuses: { ...statuses },
  };
}

async function runEngineAndPortfolio(options) {
  const server = startPart(options.part === 'portfolio' ? 'portfolio' : 'engine');
  try {
    const report = await server.ready;
    const { url, tenant, token } = report.portfolio;
    const target = new URL(PORTFOLIO_PATH, url);
    const get = async () => {
      const started = performance.now();
      const res = await fetch(target, {
        headers: { 'x-tenant-id': tenant, authorization: `Bearer ${token}` },
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`bench portfolio failed: HTTP ${res.status}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 20; i++) await get();
    const latencies = [];
    const cpuBefore = cpuMsOf(server.pid);
    for (let i = 0; i < options.requests; i++) latencies.push(await get());
    const cpuAfter = cpuMsOf(server.pid);
    latencies.sort((a, b) => a - b);
    return {
      ...report,
      portfolio: {
        positions: report.portfolio.positions,
        requests: latencies.length,
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
        // the server's CPU per request (with PGlite, the database's too: it runs in the process)
        cpuMs:
          cpuBefore === undefined || cpuAfter === undefined
            ? undefined
            : (cpuAfter - cpuBefore) / latencies.length,
      },
    };
  } finally {
    await server.stop();
  }
}

export async function runTradingBench(argv = []) {
  const options = parseArgs(argv);
  const placement =
    options.part === 'engine' || options.part === 'portfolio'
      ? { skipped: `--part ${options.part}` }
      : await runPlacement(options);
  const engine = options.part === 'place' ? undefined : await runEngineAndPortfolio(options);
  return { placement, engine };
}

const ms = (v) => `${v.toFixed(1)} ms`;

/** The placement batches' figures from the server's metrics (platform/metrics). */
function printBatches(metrics) {
  const size = metrics?.placement_batch_size;
  if (size === undefined || size.count === 0) return;
  const hist = Object.entries(size.buckets)
    .filter(([, n]) => n > 0)
    .map(([le, n]) => `≤${le}: ${n}`)
    .join(', ');
  console.log(`  batches       ${size.count}, mean ${size.mean.toFixed(1)} requests (${hist})`);
  const counts = (name) =>
    Object.entries(metrics[name] ?? {})
      .map(([k, n]) => `${n} × ${k || '-'}`)
      .join(', ') || 'none';
  console.log(`  fallbacks     ${counts('placement_batch_fallbacks_total')}`);
  console.log(`  taken out     ${counts('placement_batch_taken_out_total')}`);
  for (const [name, label] of [
    ['placement_batch_queue_ms', 'queue wait'],
    ['placement_batch_statements_ms', 'statements'],
    ['placement_batch_commit_ms', 'commit'],
    ['placement_batch_answer_ms', 'in the batcher'],
  ]) {
    const h = metrics[name];
    if (h === undefined || h.count === 0) continue;
    console.log(
      `  ${label.padEnd(13)} mean ${h.mean.toFixed(1)}  p50 ≤${h.p50}  p90 ≤${h.p90}  p99 ≤${h.p99} ms`,
    );
  }
}

export function printTradingBench({ placement, engine }) {
  const b = TRADING_BUDGETS;
  console.log('\nTrading: POST /trade/app/v1/order on PostgreSQL');
  if (placement.skipped) {
    console.log(`  skipped: ${placement.skipped} (the placement bench needs a PostgreSQL server)`);
  } else {
    console.log(
      `  ${placement.connections} concurrent callers (market buys on a live quote), ${placement.seconds.toFixed(1)} s`,
    );
    console.log(
      `  orders/s      ${placement.perSecond.toFixed(1)}  (${placement.orders} orders; budget >= ${b.ordersPerSecond}: ${verdict(placement.perSecond >= b.ordersPerSecond)})`,
    );
    console.log(
      `  latency       p50 ${ms(placement.p50)}   p99 ${ms(placement.p99)}  (at saturation: each caller sends again when answered)`,
    );
    const paced = placement.paced;
    console.log(
      `  at ${paced.offered}/s     p50 ${ms(paced.p50)}   p99 ${ms(paced.p99)}  (${paced.orders} orders, ${paced.perSecond.toFixed(1)}/s, offered on a schedule by the same callers, timed from each one's due start; budget p99 <= ${b.placementP99Ms} ms: ${verdict(paced.p99 <= b.placementP99Ms)})`,
    );
    const pacedOther = Object.entries(paced.statuses).filter(([status]) => status !== '200');
    if (pacedOther.length > 0)
      console.log(
        `                ${pacedOther.map(([s, n]) => `${n} × ${s}`).join(', ')} not counted`,
      );
    const other = Object.entries(placement.statuses).filter(([status]) => status !== '200');
    console.log(
      `  answers       ${Object.entries(placement.statuses)
        .map(([s, n]) => `${n} × ${s}`)
        .join(', ')}${other.length > 0 ? '  (non-200 answers are not counted as orders)' : ''}`,
    );
    console.log(
      `  quotes        ${placement.quotes.ahead} taken ahead (untimed), ${placement.quotes.during} during the run (timed)`,
    );
    if (placement.cpuMs !== undefined)
      console.log(
        `  server CPU    ${ms(placement.cpuMs)} an order (PostgreSQL's own not counted); load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      );
    if (placement.pgCpuMs !== undefined)
      console.log(
        `  PostgreSQL    ${ms(placement.pgCpuMs)} CPU an order (its backends, from /proc)`,
      );
    if (placement.benchCpuMs !== undefined)
      console.log(
        `  bench CPU     ${ms(placement.benchCpuMs)} an order (the ${placement.connections} callers, on the same cores)`,
      );
    printBatches(placement.metrics);
  }

  if (engine === undefined) return;
  // the portfolio part places and fills only the portfolio's orders: no engine figures
  if (!engine.portfolioOnly) printEngine(engine);
  const p = engine.portfolio;
  console.log(
    `\nTrading: GET /stat/app/v1/portfolio, a client with ${p.positions} positions (${engine.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
  );
  console.log(
    `  latency       p50 ${ms(p.p50)}   p99 ${ms(p.p99)}  (${p.requests} requests one at a time; budget p99 <= ${b.portfolioP99Ms} ms: ${verdict(p.p99 <= b.portfolioP99Ms)})`,
  );
  if (p.cpuMs !== undefined)
    console.log(
      `  server CPU    ${ms(p.cpuMs)} a request${engine.kind === 'postgres' ? " (PostgreSQL's own not counted)" : ' (PGlite in the process counted)'}; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
}

/** The fill engine's figures: one tick over the working orders, the next, and the checks. */
function printEngine(engine) {
  const b = TRADING_BUDGETS;
  const { tick, recheck, checks } = engine;
  console.log(
    `\nTrading: the fill engine on ${engine.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${checks.placed} working orders over ${engine.listings} listings (${engine.openListings} in session)`,
  );
  console.log(
    `  one tick      ${ms(tick.ms)}  (checked ${tick.checked}, filled ${tick.filled}, rejected ${tick.rejected}, expired ${tick.expired}; budget <= ${b.tickMs} ms: ${verdict(tick.ms <= b.tickMs)})`,
  );
  if (tick.cpuMs !== undefined)
    console.log(
      `  tick CPU      ${ms(tick.cpuMs)} of the server process${engine.kind === 'postgres' ? " (PostgreSQL's own not counted)" : ' (PGlite in the process counted)'}; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  console.log(
    `  next tick     ${ms(recheck.ms)}  (checked ${recheck.checked}, filled ${recheck.filled}: nothing left to fill)`,
  );
  const once =
    checks.fills === checks.expectedFills &&
    checks.filledOrders === checks.fills &&
    checks.settleStatus === checks.fills &&
    checks.working === checks.placed - checks.fills &&
    recheck.filled === 0 &&
    checks.ledgerOk;
  console.log(
    `  fills once    ${once ? 'yes' : 'NO'}: ${checks.fills} fills of ${checks.expectedFills} marketable orders in session, ${checks.filledOrders} orders filled, ${checks.working} still working, ledger ${checks.ledgerOk ? 'verified' : 'NOT verified'}`,
  );
}
