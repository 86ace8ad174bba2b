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
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import {
  GOAL_CSS_KB,
  GOAL_MULTIPLE,
  GOAL_MULTIPLE_MARKETS,
  GOAL_TRANSFER_RATIO,
  LIGHTHOUSE_BUDGETS,
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

function startServer(env = {}) {
  // tsx is the server's dependency: run from its folder
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'serve.ts')], {
    cwd: join(webDir, '..', 'server'),
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
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

/** A script's file name in an audit's table (Lighthouse names some work 'Unattributable'). */
const scriptName = (url) =>
  String(url ?? '?')
    .replace(/^.*\/assets\//, '')
    .replace(/^https?:\/\/[^/]+/, '');

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
    // a run that measured nothing (Lighthouse's runtime error, e.g. no paint in time, or a metric
    // without a value) is reported as such, never as zeros
    const unmeasured = METRIC_AUDITS.find((id) => typeof audits[id]?.numericValue !== 'number');
    if (result.lhr.runtimeError || unmeasured || categories.performance.score === null) {
      const error = result.lhr.runtimeError;
      return { lhr: result.lhr, failed: error ? `${error.code}` : `no ${unmeasured ?? 'score'}` };
    }
    return {
      // the whole report, written out when LIGHTHOUSE_REPORTS names a folder
      lhr: result.lhr,
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
      // where the main thread went: script evaluation per script, and the longest tasks
      bootup: (audits['bootup-time']?.details?.items ?? [])
        .slice(0, 5)
        .map((i) => `${scriptName(i.url)} ${Math.round(i.total)} ms`),
      longTasks: (audits['long-tasks']?.details?.items ?? [])
        .slice(0, 5)
        .map(
          (i) =>
            `${Math.round(i.duration)} ms at ${Math.round(i.startTime)} (${scriptName(i.url)})`,
        ),
      shifts: (audits['layout-shifts']?.details?.items ?? [])
        .slice(0, 3)
        .map((item) => `${item.node?.selector ?? '?'} ${Number(item.score ?? 0).toFixed(3)}`),
    };
  } finally {
    chrome.kill();
  }
}

const METRIC_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

/**
 * Best of `runs` runs (by performance score: one run on a busy machine is noise). A run that
 * measured nothing does not count; when none measured anything, the last one's reason is
 * returned (`failed`), for the route's line and its budget to say so.
 */
async function lighthouse(lh, url, storage, runs = RUNS) {
  let best = null;
  let failure = null;
  for (let i = 0; i < runs; i++) {
    const run = await lighthouseOnce(lh, url, storage);
    if (run.failed) failure = run;
    else if (best === null || run.performance > best.performance) best = run;
  }
  return best ?? failure;
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
    if (r.failed) {
      console.log(`  ${name.padEnd(26)} Lighthouse measured nothing (${r.failed})`);
      continue;
    }
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

// --- the first visit of every route beside the floor (`--only lighthouse`, `--only first-visit`)

/** The routes a first visit (guest, empty storage) is measured on, in the issue's order. */
export const FIRST_VISIT_ROUTES = [
  { name: '/login', path: '/login' },
  { name: '/dashboard', path: '/dashboard' },
  { name: '/market', path: '/market' },
  { name: '/quote', path: QUOTE_PATH },
  { name: '/portfolio', path: '/portfolio' },
  { name: '/discover', path: '/discover' },
];
/** The floor: a bare React page, served by the same server as the app. */
export const FLOOR = { name: 'bare React page', path: '/floor.html' };
// best of three; LIGHTHOUSE_RUNS=1 for a quick look while working on a route
const FLOOR_RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;

/**
 * The floor's script: the project's react and react-dom (resolved from apps/web, minified for
 * production like the app), rendering a heading and a small form.
 */
const FLOOR_SOURCE = `
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
function Page() {
  const [name, setName] = useState('');
  const [sent, setSent] = useState(false);
  return h('main', null,
    h('h1', null, 'Log in'),
    h('form', { onSubmit: (e) => { e.preventDefault(); setSent(true); } },
      h('label', null, 'Username ', h('input', { name: 'username', value: name, onChange: (e) => setName(e.target.value) })),
      h('label', null, 'Password ', h('input', { name: 'password', type: 'password' })),
      h('button', { type: 'submit' }, 'Log in')),
    sent ? h('p', { role: 'status' }, 'Sent') : null);
}
createRoot(document.getElementById('root')).render(h(Page));
`;

/** A file of the build with its precompressed siblings, as the server sends them. */
function writeCompressed(file, contents) {
  writeFileSync(file, contents);
  writeFileSync(`${file}.gz`, gzipSync(contents, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(contents));
}

/**
 * A copy of the built app (apps/web/dist, or WEB_BENCH_DIST) with the floor beside it:
 * `/floor.html` and its hashed script under `/assets/`, so that both are served by the same
 * server with the same caching and compression. The app's own build is left as it was.
 */
async function prepareRoot() {
  const source = process.env.WEB_BENCH_DIST ?? join(webDir, 'dist');
  const root = mkdtempSync(join(tmpdir(), 'invest-first-visit-'));
  cpSync(source, root, { recursive: true });
  const out = await build({
    stdin: { contents: FLOOR_SOURCE, resolveDir: webDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const js = Buffer.from(out.outputFiles[0].contents);
  const name = `floor-${createHash('sha256').update(js).digest('hex').slice(0, 10)}.js`;
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeCompressed(join(root, 'assets', name), js);
  writeCompressed(
    join(root, 'floor.html'),
    Buffer.from(
      '<!doctype html>\n<html lang="en-US">\n<head>\n<meta charset="UTF-8" />\n' +
        '<meta name="viewport" content="width=device-width, initial-scale=1" />\n' +
        '<meta name="description" content="A bare React page: the floor of the first-visit bench." />\n' +
        `<title>Floor</title>\n<script type="module" src="/assets/${name}"></script>\n</head>\n` +
        '<body>\n<div id="root"></div>\n</body>\n</html>\n',
    ),
  );
  return root;
}

/**
 * Every route's first visit beside the floor: the scripts Chromium loads (gzip -9, count) and,
 * unless `lighthouse` is false, Lighthouse (mobile preset) best of `runs`.
 */
export async function runFirstVisitBench({
  lighthouse: withLighthouse = true,
  runs = FLOOR_RUNS,
} = {}) {
  const root = await prepareRoot();
  const server = await startServer({ WEB_BENCH_DIST: root });
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  // LIGHTHOUSE_ROUTES=/login,/quote measures those routes only (beside the floor), while
  // working on one of them; LIGHTHOUSE_REPORTS=<folder> keeps each route's best report to read
  const only = process.env.LIGHTHOUSE_ROUTES?.split(',').filter(Boolean);
  const reports = process.env.LIGHTHOUSE_REPORTS;
  try {
    const pages = [FLOOR, ...FIRST_VISIT_ROUTES.filter((r) => !only || only.includes(r.name))];
    const scripts = [];
    for (const p of pages) scripts.push(await scriptLoad(browser, server.url, p.path, null));
    const lh = withLighthouse ? await loadLighthouse() : null;
    if (withLighthouse && !lh) throw new Error('lighthouse is not installed');
    const results = [];
    if (lh) {
      for (const p of pages)
        results.push(await lighthouse(lh, `${server.url}${p.path}`, null, runs));
    }
    if (reports) {
      mkdirSync(reports, { recursive: true });
      results.forEach((r, i) => {
        const file = pages[i].name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'page';
        writeFileSync(join(reports, `${file}.json`), JSON.stringify(r.lhr));
      });
    }
    const [floor, ...visits] = pages.map((p, i) => ({
      name: p.name,
      scripts: scripts[i],
      lighthouse: results[i] ?? null,
    }));
    return { floor, visits, runs: lh ? runs : 0 };
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    rmSync(root, { recursive: true, force: true });
  }
}

export function printFirstVisitBench({ floor, visits, runs }) {
  const b = LIGHTHOUSE_BUDGETS;
  console.log(
    `\nFirst visit on a phone (guest, empty storage)${runs ? `, Lighthouse mobile, best of ${runs}` : ''}; ` +
      `beside a bare React page served the same way`,
  );
  if (runs) {
    console.log(
      `  budgets: perf ≥ ${b.performance}, LCP ≤ ${b.lcpMs} ms, TBT ≤ ${b.tbtMs} ms, CLS ≤ ${b.cls}, JS ≤ ${b.jsMultiple} × the floor`,
    );
  } else {
    console.log(
      `  goal: JS ≤ ${b.jsMultiple} × the floor (the ceilings CI keeps: bench/first-visit.json)`,
    );
  }
  const head = runs
    ? '  page                perf   FCP ms   LCP ms   TBT ms    CLS    JS gzip  × floor  scripts'
    : '  page                  JS gzip  × floor  scripts';
  console.log(head);
  for (const v of [floor, ...visits]) {
    const ratio = (v.scripts.gz / floor.scripts.gz).toFixed(2).padStart(7);
    const js = kb(v.scripts.gz).padStart(9);
    const files = String(v.scripts.files).padStart(8);
    const r = v.lighthouse;
    if (r?.failed) {
      console.log(
        `  ${v.name.padEnd(18)} Lighthouse measured nothing (${r.failed}) ${js} ${ratio}× ${files}`,
      );
      continue;
    }
    console.log(
      r
        ? `  ${v.name.padEnd(18)} ${String(r.performance).padStart(4)} ${String(Math.round(r.fcp)).padStart(8)} ${String(Math.round(r.lcp)).padStart(8)} ${String(Math.round(r.tbt)).padStart(8)} ${r.cls.toFixed(3).padStart(6)} ${js} ${ratio}× ${files}`
        : `  ${v.name.padEnd(18)} ${js} ${ratio}× ${files}`,
    );
  }
  if (!runs) return;
  // what Lighthouse names as holding each route back: the LCP element, shifts, failing audits
  for (const v of visits) {
    const r = v.lighthouse;
    if (!r || r.failed) continue;
    console.log(`\n  ${v.name}: LCP element ${r.lcpElement ?? '?'}`);
    if (r.shifts.length > 0) console.log(`    shifts: ${r.shifts.join('; ')}`);
    if (r.failing.length > 0) console.log(`    failing audits: ${r.failing.join('; ')}`);
    if (r.bootup.length > 0) console.log(`    bootup-time: ${r.bootup.join('; ')}`);
    if (r.longTasks.length > 0) console.log(`    long tasks: ${r.longTasks.join('; ')}`);
  }
}
