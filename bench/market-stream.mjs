// One server process holds 1,000 concurrent SSE clients with a p99
// tick-to-client delay <= 100 ms. Starts the real server (apps/server/bench/serve-market.ts) in a child
// process, opens the clients from this process (a bounded local client: plain http, each stream
// on its own socket), each on 5 listings of the markets' most traded names, and measures, per
// quote event after the first, the time from the quote's `as_of` (the hub's tick) to its arrival.
// Only listings whose exchange is in session move: the server's market clock starts at a fixed
// instant inside the US and European sessions (MARKET_TIME), so every run, any day, measures ticks.
//
//   node bench/market-stream.mjs [--clients 1000] [--seconds 15]
//
// Exports runMarketStreamBench / printMarketStreamBench for bench/run.mjs.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { openSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'apps', 'server');
/** The budget. */
export const STREAM_P99_BUDGET_MS = 100;

const LISTINGS = [
  'NASDAQ:AAPL',
  'NASDAQ:MSFT',
  'NASDAQ:NVDA',
  'NASDAQ:AMZN',
  'NASDAQ:GOOGL',
  'NASDAQ:META',
  'NASDAQ:TSLA',
  'NYSE:JPM',
  'NYSE:V',
  'NYSE:KO',
  'NYSE:BAC',
  'NYSE:XOM',
  'NSE:TCS',
  'NSE:RELIANCE',
  'NSE:INFY',
  'SSE:600519',
  'SZSE:300750',
  'WSE:PKO',
  'WSE:PZU',
  'BME:TEF',
  'BME:SAN',
  'BIST:THYAO',
  'BIST:ISCTR',
  'BIST:EREGL',
];

/** A Tuesday, 10:00 in New York, 16:00 in Madrid and Warsaw: NYSE, NASDAQ, BME and WSE trade. */
const SESSION_TIME = '2026-11-24T15:00:00.000Z';

/** The server's market clock minus this process's clock (ms), reported by the server. */
let marketShiftMs = 0;

function startServer() {
  const devNull = openSync('/dev/null', 'w');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(serverDir, 'bench', 'serve-market.ts')],
    {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: 'warn', MARKET_TIME: SESSION_TIME },
      stdio: ['ignore', devNull, 'pipe', 'ipc'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const ready = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${stderr}`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { child, ready, stop };
}

const percentile = (sorted, p) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Opens one stream; calls onQuote(delayMs, first) per quote event. */
function openStream(url, listings, onQuote) {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/stock-api/stream?symbols=${encodeURIComponent(listings.join(','))}`,
      { agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`HTTP ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        const seen = new Set();
        res.on('data', (chunk) => {
          const arrived = Date.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!event.startsWith('event: quote')) continue;
            const data = JSON.parse(event.slice(event.indexOf('data: ') + 6));
            const key = `${data.market}:${data.symbol}`;
            onQuote(arrived - (Date.parse(data.as_of) - marketShiftMs), !seen.has(key));
            seen.add(key);
          }
        });
        resolve(() => req.destroy());
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export async function runMarketStreamBench({ clients = 1000, seconds = 15 } = {}) {
  const server = startServer();
  try {
    const { url, marketShiftMs: shift = 0 } = await server.ready;
    marketShiftMs = shift;
    const delays = [];
    let firstEvents = 0;
    let measuring = false;
    const closers = [];
    const connectStart = performance.now();
    for (let i = 0; i < clients; i += 1) {
      const listings = Array.from(
        { length: 5 },
        (_, k) => LISTINGS[(i * 7 + k * 5) % LISTINGS.length],
      );
      closers.push(
        await openStream(url, [...new Set(listings)], (delay, first) => {
          if (first) firstEvents += 1;
          else if (measuring) delays.push(delay);
        }),
      );
    }
    const connectMs = performance.now() - connectStart;
    measuring = true;
    await new Promise((r) => setTimeout(r, seconds * 1000));
    measuring = false;
    for (const close of closers) close();
    const sorted = delays.sort((a, b) => a - b);
    return {
      clients,
      seconds,
      connectMs,
      firstEvents,
      events: sorted.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1] ?? NaN,
      loadAverage: (await import('node:os')).loadavg()[0],
      cores: (await import('node:os')).availableParallelism(),
    };
  } finally {
    await server.stop();
  }
}

export function printMarketStreamBench(r) {
  console.log(`\nQuote streaming: ${r.clients} SSE clients on one server, ${r.seconds} s`);
  console.log(`  connected in ${r.connectMs.toFixed(0)} ms; ${r.firstEvents} initial quotes`);
  console.log(
    `  ${r.events} tick events: tick-to-client p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms`,
  );
  console.log(`  load average ${r.loadAverage.toFixed(1)} on ${r.cores} cores while measuring`);
  if (r.events === 0) console.log('  no exchange in session: no ticks to measure');
  else
    console.log(
      `  p99 ${r.p99} ms: ${r.p99 <= STREAM_P99_BUDGET_MS ? 'within' : 'OVER'} the ${STREAM_P99_BUDGET_MS} ms budget`,
    );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(name);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  printMarketStreamBench(
    await runMarketStreamBench({
      clients: option('--clients', 1000),
      seconds: option('--seconds', 15),
    }),
  );
}
