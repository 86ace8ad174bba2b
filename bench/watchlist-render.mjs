// The rendering budget of a watchlist of 500 rows updating at 20 Hz for
// 10 s in Chromium: no long task over 50 ms and at least 55 frames per second. It builds
// bench/render (the real MarketView of packages/ui, from source, with the design system's CSS)
// with vite, serves it, and runs it in headless Chromium; the page measures itself (long tasks
// by PerformanceObserver, frames by requestAnimationFrame). A benchmark: it prints, never fails.
//   node bench/watchlist-render.mjs            (or `pnpm bench --only render`)
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromeArgs, chromePath } from '../scripts/chromium.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const BUDGET = { longestTaskMs: 50, fps: 55 };
/** 500 rows, 20 Hz, 10 s. `share` is the part of the rows each update changes. */
const SCENARIOS = [
  { name: 'every row on every update', rows: 500, hz: 20, seconds: 10, share: 1 },
  // the stream sends at most 4 updates a second per symbol: 1 in 5 at 20 Hz
  { name: 'stream-like (1 row in 5 per update)', rows: 500, hz: 20, seconds: 10, share: 0.2 },
];

async function buildPage() {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  const tailwind = (await import('@tailwindcss/vite')).default;
  const outDir = join(tmpdir(), `invest-render-bench-${process.pid}`);
  await build({
    root: join(here, 'render'),
    logLevel: 'warn',
    plugins: [react(), tailwind()],
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

async function serve(dir) {
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    try {
      const body = await readFile(join(dir, path === '/' ? 'index.html' : path));
      res.writeHead(200, {
        'content-type': types[extname(path) || '.html'] ?? 'application/octet-stream',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { server, url: `http://127.0.0.1:${port}/` };
}

export async function runRenderBench() {
  const dir = await buildPage();
  const { server, url } = await serve(dir);
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    const results = [];
    for (const { name, ...options } of SCENARIOS) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(url);
      await page.waitForSelector('html[data-ready="true"]', { state: 'attached' });
      const result = await page.evaluate((o) => window.runWatchlistBench(o), options);
      results.push({ name, ...result });
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
    server.close();
  }
}

export function printRenderBench(results) {
  console.log('\nWatchlist rendering (500 rows at 20 Hz for 10 s, Chromium headless)');
  // a shared machine's load inflates every figure: say what it was
  console.log(`  (load average ${loadavg()[0].toFixed(1)})`);
  for (const r of results) {
    const ok = r.longestTaskMs <= BUDGET.longestTaskMs && r.fps >= BUDGET.fps;
    console.log(
      `  ${r.name}: ${r.rows} rows, ${r.updates} updates in ${r.seconds} s; ` +
        `${r.fps.toFixed(1)} fps (worst frame ${r.worstFrameMs.toFixed(1)} ms); ` +
        `long tasks ${r.longTasks} (longest ${r.longestTaskMs.toFixed(0)} ms, ` +
        `total ${r.longTaskTotalMs.toFixed(0)} ms) -> ${ok ? 'meets' : 'MISSES'} the budget ` +
        `(no long task > ${BUDGET.longestTaskMs} ms, >= ${BUDGET.fps} fps)`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printRenderBench(await runRenderBench());
}
