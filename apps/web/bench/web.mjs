// The web section of `pnpm bench`: against the built app served
// by the real server (compression as in production),
//  - the JavaScript a first visit loads in Chromium (empty storage, guest) on /login and
//    /dashboard, and /dashboard signed in: gzip -9 size, its ratio to react + react-dom built the
//    same way (esbuild, minified), and the bytes the server actually transferred for those scripts;
//  - Lighthouse (mobile preset, best of two runs): performance, accessibility, FCP, LCP, TBT, CLS
//    and bytes transferred for the same three visits.
//  - the same for /market and /quote (first visit, guest), against 2.5 × (their charts and
//    tables are the page).
// `pnpm bench --only lighthouse` runs /login, /market and /quote only, with every script a visit
// loads (gzip) and the performance audits that fail, to see what holds a score back.
// It prints; the first-visit size budgets (bench/budgets.mjs) are checked by bench/run.mjs.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import {
  GOAL_CSS_KB,
  GOAL_MULTIPLE,
  GOAL_MULTIPLE_MARKETS,
  GOAL_TRANSFER_RATIO,
  visitBudgets,
} from '../../../bench/budgets.mjs';
import { chromeArgs, chromePath } from '../../../scripts/chromium.mjs';

export { GOAL_MULTIPLE, GOAL_MULTIPLE_MARKETS, GOAL_TRANSFER_RATIO };

const here = dirname(fileURLToPath(import.meta.url));
const webDir = join(here, '..');
/** The quote page the markets budget measures (spec 2: /quote?symbol&ex&country). */
export const QUOTE_PATH = '/quote?symbol=AAPL&ex=NASDAQ&country=US';
/** Lighthouse goals (mobile): performance, accessibility and CLS; printed, not failed on. */
export const GOAL_PERFORMANCE = 95;
export const GOAL_ACCESSIBILITY = 100;
export const GOAL_CLS = 0.02;
const RUNS = 2;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

/** react + react-dom rendering one element, built like the app (minified, production). */
async function reactBaseline() {
  const out = await build({
    stdin: {
      contents:
        "import { createElement } from 'react'; import { createRoot } from 'react-dom/client';" +
        "createRoot(document.getElementById('root')).render(createElement('p', null, 'hi'));",
      resolveDir: webDir,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return gz(out.outputFiles[0].contents);
}

function startServer() {
  // tsx is the server's dependency: run from its folder
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'serve.ts')], {
    cwd: join(webDir, '..', 'server'),
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (info) => resolve({ ...info, child }));
    child.once('exit', (code) => reject(new Error(`web bench server exited (${code})`)));
  });
}

/** Access and refresh tokens of the seeded demo client (what a signed-in browser holds). */
async function signIn(server) {
  const res = await fetch(`${server.url}/auth/app/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': 'demo' },
    body: JSON.stringify({ username: server.username, password: server.password }),
  });
  const body = await res.json();
  if (!body.success) throw new Error(`bench sign-in failed: ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * What a returning, signed-in browser holds: tokens, the cookie choice and the startup check
 * already seen (the keys the app reads; see apps/web/src/app).
 */
function signedInStorage(tokens) {
  return {
    invest_tokens: JSON.stringify(tokens),
    'cookie-consents': JSON.stringify({
      necessary: true,
      functional: false,
      targeting: false,
      performance: false,
    }),
    'invest.boot.shownAt': String(Date.now()),
  };
}

/**
 * Scripts one visit loads: gzip -9 of each body and the bytes that crossed the wire; and the
 * gzip -9 of the stylesheets it loads (`styles`).
 */
async function scriptLoad(browser, url, path, storage) {
  const context = await browser.newContext();
  if (storage) {
    await context.addInitScript((entries) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, storage);
  }
  const page = await context.newPage();
  const pending = [];
  const styles = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'stylesheet') {
      styles.push(
        request
          .response()
          .then(async (response) => (response ? gz(await response.body()) : 0))
          .catch(() => 0),
      );
      return;
    }
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return null;
        const [body, sizes] = await Promise.all([response.body(), request.sizes()]);
        return {
          url: request.url(),
          name: new URL(request.url()).pathname.replace(/^\/assets\//, ''),
          gz: gz(body),
          raw: body.length,
          transferred: sizes.responseBodySize,
          encoding: (await response.allHeaders())['content-encoding'] ?? 'identity',
        };
      })().catch(() => null),
    );
  });
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const scripts = (await Promise.all(pending)).filter((s) => s !== null);
  const styleSizes = await Promise.all(styles);
  await context.close();
  const sum = (key) => scripts.reduce((total, s) => total + s[key], 0);
  return {
    files: scripts.length,
    gz: sum('gz'),
    raw: sum('raw'),
    transferred: sum('transferred'),
    encodings: [...new Set(scripts.map((s) => s.encoding))].join(', '),
    chunks: scripts.map((s) => ({ name: s.name, gz: s.gz })).sort((a, b) => b.gz - a.gz),
    styles: { files: styleSizes.length, gz: styleSizes.reduce((a, b) => a + b, 0) },
  };
}

async function loadLighthouse() {
  try {
    return (await import('lighthouse')).default;
  } catch {
    return null;
  }
}

/** The LCP element: its selector and the start of its text. */
function lcpNode(audits) {
  const items = audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node =
    items.find((item) => item?.type === 'node') ??
    audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (!node?.selector) return undefined;
  const label = node.nodeLabel ? ` "${String(node.nodeLabel).slice(0, 48)}"` : '';
  return `${node.selector}${label}`;
}

/** One Lighthouse run (mobile preset, the default) in a fresh Chromium. */
async function lighthouseOnce(lh, url, storage) {
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath, chromeFlags: chromeArgs });
  try {
    if (storage) {
      // put the storage in place from a page of the same origin that loads no script, so the
      // cache stays cold; Lighthouse then keeps storage (disableStorageReset)
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await cdp.contexts()[0].newPage();
      await page.goto(`${new URL(url).origin}/favicon.svg`);
      await page.evaluate((entries) => {
        for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
      }, storage);
      await page.close();
      await cdp.close();
    }
    const result = await lh(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: Boolean(storage),
    });
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      bytes: audits['total-byte-weight'].numericValue,
      requests: audits['network-requests']?.details?.items?.length ?? 0,
      // what holds the figures back: the performance audits that fail (opportunities and
      // diagnostics with a score under 0.9), the LCP element and the elements that shifted most
      failing: categories.performance.auditRefs
        .map((ref) => audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'manual')
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`),
      // Lighthouse 13 names the LCP element in the LCP breakdown insight (a `node` item)
      lcpElement: lcpNode(audits),
      shifts: (audits['layout-shifts']?.details?.items ?? [])
        .slice(0, 3)
        .map((item) => `${item.node?.selector ?? '?'} ${Number(item.score ?? 0).toFixed(3)}`),
    };
  } finally {
    chrome.kill();
  }
}

/** Best of RUNS runs (by performance score: one run on a busy machine is noise). */
async function lighthouse(lh, url, storage) {
  let best = null;
  for (let i = 0; i < RUNS; i++) {
    const run = await lighthouseOnce(lh, url, storage);
    if (best === null || run.performance > best.performance) best = run;
  }
  return best;
}

/**
 * `args`: `--no-lighthouse` measures the scripts only; `--markets` (the `lighthouse` section)
 * visits /login, /market and /quote only and lists every script and failing audit.
 */
export async function runWebBench(args = []) {
  const baseline = await reactBaseline();
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    const signedIn = signedInStorage(await signIn(server));
    const markets = [
      {
        name: '/market (first visit)',
        path: '/market',
        storage: null,
        goal: GOAL_MULTIPLE_MARKETS,
      },
      {
        name: '/quote (first visit)',
        path: QUOTE_PATH,
        storage: null,
        goal: GOAL_MULTIPLE_MARKETS,
      },
    ];
    const login = {
      name: '/login (first visit)',
      path: '/login',
      storage: null,
      goal: GOAL_MULTIPLE,
    };
    const visits = args.includes('--markets')
      ? [login, ...markets]
      : [
          login,
          {
            name: '/dashboard (first visit)',
            path: '/dashboard',
            storage: null,
            goal: GOAL_MULTIPLE,
          },
          {
            name: '/dashboard (signed in)',
            path: '/dashboard',
            storage: signedIn,
            goal: GOAL_MULTIPLE,
          },
          ...markets,
        ];
    const scripts = [];
    for (const v of visits) scripts.push(await scriptLoad(browser, server.url, v.path, v.storage));
    const lh = args.includes('--no-lighthouse') ? null : await loadLighthouse();
    const lighthouseResults = [];
    if (lh) {
      for (const v of visits) {
        lighthouseResults.push(await lighthouse(lh, `${server.url}${v.path}`, v.storage));
      }
    }
    return {
      baseline,
      detail: args.includes('--markets'),
      visits: visits.map((v, i) => ({
        name: v.name,
        goal: v.goal,
        scripts: scripts[i],
        styles: scripts[i].styles,
        lighthouse: lighthouseResults[i] ?? null,
      })),
    };
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const meets = (ok) => (ok ? 'meets' : 'MISSES');

export function printWebBench({ baseline, visits, detail = false }) {
  console.log('\nWeb: first-visit JS (gzip -9, as Chromium loads it) vs react + react-dom alone');
  console.log(`  react + react-dom alone: ${kb(baseline)}`);
  for (const visit of visits) {
    const { name, goal, scripts: s, styles } = visit;
    const [js, wire, css] = visitBudgets(visit, baseline);
    console.log(
      `  ${name.padEnd(26)} ${kb(s.gz).padStart(9)} gzip in ${String(s.files).padStart(2)} files = ${js.ratio.toFixed(2)} × (≤ ${goal}: ${meets(js.ok)}); ` +
        `transferred ${kb(s.transferred)} = ${wire.ratio.toFixed(2)} × gzip (≤ ${GOAL_TRANSFER_RATIO}: ${meets(wire.ok)}; ${s.encodings}; raw ${kb(s.raw)})`,
    );
    console.log(
      `  ${''.padEnd(26)} CSS ${kb(styles.gz).padStart(9)} gzip in ${String(styles.files).padStart(2)} files = ${css.ratio.toFixed(2)} × ${GOAL_CSS_KB} kB (≤ 1: ${meets(css.ok)})`,
    );
    if (detail) {
      for (const c of s.chunks)
        console.log(`  ${''.padEnd(26)} ${kb(c.gz).padStart(9)}  ${c.name}`);
    }
  }
  if (visits.every((v) => v.lighthouse === null)) {
    console.log('  Lighthouse: not run (--no-lighthouse, or not installed)');
    return;
  }
  console.log(
    `  Lighthouse ${RUNS > 1 ? `(mobile, best of ${RUNS})` : '(mobile)'}: goals perf ≥ ${GOAL_PERFORMANCE}, a11y ${GOAL_ACCESSIBILITY}, CLS ≤ ${GOAL_CLS}`,
  );
  for (const { name, lighthouse: r } of visits) {
    if (!r) continue;
    console.log(
      `  ${name.padEnd(26)} perf ${String(r.performance).padStart(3)} (${meets(r.performance >= GOAL_PERFORMANCE)})  a11y ${String(r.accessibility).padStart(3)} (${meets(r.accessibility >= GOAL_ACCESSIBILITY)})  ` +
        `FCP ${Math.round(r.fcp)} ms  LCP ${Math.round(r.lcp)} ms  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(3)} (${meets(r.cls <= GOAL_CLS)})  ` +
        `${kb(r.bytes)} in ${r.requests} requests`,
    );
    if (r.lcpElement) console.log(`  ${''.padEnd(26)} LCP element: ${r.lcpElement}`);
    if (r.shifts.length > 0) console.log(`  ${''.padEnd(26)} shifts: ${r.shifts.join('; ')}`);
    if (detail && r.failing.length > 0) {
      console.log(`  ${''.padEnd(26)} failing audits: ${r.failing.join('; ')}`);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printWebBench(await runWebBench(process.argv.slice(2)));
}
