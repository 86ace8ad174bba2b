// The products section of `pnpm bench`: the catalogue budget of Discover (a catalogue of 1,000
// products filtered and sorted server-side, p99 <= 20 ms), printed whether or not it is met.
// The real server (apps/server/bench/serve-products.ts, its own process) on PostgreSQL when
// DATABASE_URL is set (a scratch database), else PGlite; GET /product/app/v1/catalogue/list one
// request at a time over the screen's queries (every type tab, each sort and order, the filters
// of currency, risk and asset class, a later page), after a warm-up that is not counted.
//
//   node bench/run.mjs --only products [--requests 600]
import { verdict } from './budgets.mjs';
import { percentile, startServeScript } from './serveScript.mjs';
import { performance } from 'node:perf_hooks';

const LIST_PATH = '/product/app/v1/catalogue/list';

export const PRODUCTS_BUDGETS = { catalogueP99Ms: 20 };

/** The queries of the Discover screen: tabs, sorts, filters and pages, as it sends them. */
const QUERIES = [
  {},
  { type: 'fund' },
  { type: 'savings', sort: 'minimum' },
  { type: 'earn', sort: 'risk', order: 'desc' },
  { type: 'quant', sort: 'return', order: 'asc' },
  { currency: 'EUR' },
  { risk: '3', sort: 'minimum' },
  { asset_class: 'bond', sort: 'risk' },
  { type: 'fund', subtype: 'standard', currency: 'USD' },
  { type: 'all', sort: 'minimum', order: 'desc', size: '100' },
  { page: '5', size: '20', sort: 'return' },
  { page: '40', size: '20', sort: 'risk' },
];

function parseArgs(argv) {
  const options = { requests: 600 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--requests') options.requests = Number(argv[++i]);
  }
  return options;
}

function startServer() {
  return startServeScript('bench/serve-products.ts');
}

export async function runProductsBench(argv = []) {
  const options = parseArgs(argv);
  const server = startServer();
  try {
    const { kind, products, url, tenant, token } = await server.ready;
    const headers = { 'x-tenant-id': tenant, authorization: `Bearer ${token}` };
    let listed = 0;
    const get = async (query) => {
      const target = new URL(LIST_PATH, url);
      for (const [k, v] of Object.entries(query)) target.searchParams.set(k, v);
      const started = performance.now();
      const res = await fetch(target, { headers });
      const json = await res.json();
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`bench catalogue failed: HTTP ${res.status}`);
      listed += json.data.list.length;
      return { ms, total: json.data.total };
    };
    const all = await get({});
    for (let i = 0; i < 3 * QUERIES.length; i++) await get(QUERIES[i % QUERIES.length]);
    listed = 0;
    const latencies = [];
    for (let i = 0; i < options.requests; i++) {
      latencies.push((await get(QUERIES[i % QUERIES.length])).ms);
    }
    latencies.sort((a, b) => a - b);
    return {
      kind,
      products,
      open: all.total,
      queries: QUERIES.length,
      requests: latencies.length,
      listed,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
    };
  } finally {
    await server.stop();
  }
}

const ms = (v) => `${v.toFixed(1)} ms`;

export function printProductsBench(r) {
  const budget = PRODUCTS_BUDGETS.catalogueP99Ms;
  console.log(
    `\nProducts: GET ${LIST_PATH}, a catalogue of ${r.products} products (${r.open} open) on ${r.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.log(
    `  latency       p50 ${ms(r.p50)}   p99 ${ms(r.p99)}  (${r.requests} requests one at a time over ${r.queries} filter/sort/page queries, ${r.listed} products listed; budget p99 <= ${budget} ms: ${verdict(r.p99 <= budget)})`,
  );
}
