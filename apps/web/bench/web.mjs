// The web section of `pnpm bench` (issue 6 'Budgets'): gzipped JS a first visit to /login and
// to /dashboard loads, measured in Chromium against the built app served by the real server,
// and its ratio to react + react-dom alone built the same way (esbuild, minified, gzip -9);
// then Lighthouse (mobile) for both routes when it is installed.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { chromeArgs, chromePath } from '../../../scripts/chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const webDir = join(here, '..');
/** issue 6 goal: first-load JS at most this multiple of react + react-dom. */
export const GOAL_MULTIPLE = 2.5;
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

async function firstLoad(browser, url, path, login) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    localStorage.setItem(
      'cookie-consents',
      JSON.stringify({ necessary: true, functional: false, targeting: false, performance: false }),
    );
    localStorage.setItem('invest.boot.shownAt', String(Date.now()));
  });
  if (login) {
    const res = await fetch(`${url}/auth/app/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-id': 'demo' },
      body: JSON.stringify({ username: login.username, password: login.password }),
    });
    const { data } = await res.json();
    await context.addInitScript((tokens) => {
      localStorage.setItem('invest_tokens', JSON.stringify(tokens));
    }, data);
  }
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.push({ url: response.url(), gz: gz(await response.body()) });
    } catch {
      // a response without a body (redirect)
    }
  });
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await context.close();
  return { bytes: scripts.reduce((sum, s) => sum + s.gz, 0), files: scripts.length };
}

async function lighthouse(url) {
  let lh;
  try {
    lh = (await import(createRequire(import.meta.url).resolve('lighthouse'))).default;
  } catch {
    return null;
  }
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath, chromeFlags: chromeArgs });
  try {
    const result = await lh(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
}

export async function runWebBench() {
  const baseline = await reactBaseline();
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    const login = await firstLoad(browser, server.url, '/login', null);
    const dashboard = await firstLoad(browser, server.url, '/dashboard', server);
    const lhLogin = await lighthouse(`${server.url}/login`);
    const lhDashboard = lhLogin ? await lighthouse(`${server.url}/dashboard`) : null;
    return { baseline, login, dashboard, lighthouse: { login: lhLogin, dashboard: lhDashboard } };
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

export function printWebBench({ baseline, login, dashboard, lighthouse: lh }) {
  console.log('\nWeb: first-visit JS (gzip -9, as Chromium loads it) vs react + react-dom alone');
  console.log(`  react + react-dom alone: ${kb(baseline)}`);
  for (const [name, m] of [
    ['/login', login],
    ['/dashboard (signed in)', dashboard],
  ]) {
    const multiple = m.bytes / baseline;
    console.log(
      `  ${name.padEnd(24)} ${kb(m.bytes).padStart(9)} in ${m.files} files = ${multiple.toFixed(2)} × (goal ≤ ${GOAL_MULTIPLE}: ${multiple <= GOAL_MULTIPLE ? 'meets' : 'ABOVE'})`,
    );
  }
  if (!lh.login) {
    console.log('  Lighthouse: not installed (pnpm add -D lighthouse to measure)');
    return;
  }
  console.log('  Lighthouse (mobile): performance, accessibility, LCP, TBT, CLS');
  for (const [name, r] of Object.entries(lh)) {
    if (!r) continue;
    console.log(
      `  /${name.padEnd(10)} perf ${r.performance}  a11y ${r.accessibility}  LCP ${Math.round(r.lcp)} ms  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(3)}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printWebBench(await runWebBench());
