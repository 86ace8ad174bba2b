// Checks the static Storybook (`pnpm build-storybook` writes storybook-static/): serves it on
// loopback and loads it in Chromium. The docs pages render, a story takes the theme and locale
// from the address (?globals=theme:dark;locale:pl-PL, what the toolbars set), and the manager
// opens. Prints "N passed, N failed"; exits 1 on a failure.
//
//   pnpm build-storybook && node .storybook/check-static.mjs
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromeArgs, chromePath } from '../scripts/chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, process.argv[2] ?? 'storybook-static');
if (!existsSync(join(dir, 'index.json'))) {
  console.error(`${dir} has no index.json: run pnpm build-storybook first`);
  process.exit(1);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  let file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
  if (!file.startsWith(dir) || !existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}/`;

let passed = 0;
let failed = 0;
const check = (name, ok, detail = '') => {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? '✓' : '✗'} ${name}${ok || !detail ? '' : `\n    ${detail}`}`);
};

const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
const entries = Object.values(index.entries);
const stories = entries.filter((e) => e.type === 'story');
const docs = entries.filter((e) => e.type === 'docs' && e.title.startsWith('Docs/'));
check(
  `index: ${stories.length} stories, ${entries.length - stories.length} docs entries`,
  stories.length > 0,
);
check(
  'the four partner pages are in the build',
  ['Getting started', 'Theming', 'Accessibility', 'Changelog'].every((n) =>
    docs.some((d) => d.title === `Docs/${n}`),
  ),
  docs.map((d) => d.title).join(', '),
);

const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Every asset a page asks for must load: a font that answers 404 renders every story in the
  // fallback face, and designers would review a product that is not the one clients see.
  const missing = new Set();
  page.on('response', (r) => {
    if (r.status() >= 400) missing.add(`${r.status()} ${r.url().replace(base, '/')}`);
  });
  // A request the browser itself cancels (net::ERR_ABORTED: the page moved on, or a font face
  // stopped being needed) says nothing about the build; it is asked for again below, and only an
  // answer that is not 200 counts as missing.
  const aborted = new Set();
  page.on('requestfailed', (r) => {
    const reason = r.failure()?.errorText ?? '';
    if (reason.includes('ERR_ABORTED')) aborted.add(r.url());
    else missing.add(`${reason} ${r.url()}`);
  });

  for (const doc of docs) {
    await page.goto(`${base}iframe.html?id=${doc.id}&viewMode=docs`);
    const h1 = page.locator('#storybook-docs h1').first();
    const ok = await h1.waitFor({ timeout: 20_000 }).then(
      () => true,
      () => false,
    );
    check(`${doc.title} renders`, ok && errors.length === 0, errors.join(' | '));
    if (/Theming|Accessibility/.test(doc.title)) {
      // Markdown tables need remark-gfm in main.ts: without it they show as plain text
      const tables = await page.locator('#storybook-docs table').count();
      check(`${doc.title}: its tables render as tables`, tables > 0, `${tables} tables`);
    }
  }

  const button = stories.find((s) => s.title === 'Primitives/Button') ?? stories[0];
  for (const [theme, locale] of [
    ['stand', 'en-US'],
    ['dark', 'pl-PL'],
  ]) {
    await page.goto(
      `${base}iframe.html?id=${button.id}&viewMode=story&globals=theme:${theme};locale:${locale}`,
    );
    await page.locator('#storybook-root *').first().waitFor({ timeout: 20_000 });
    const got = await page.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      lang: document.documentElement.lang,
      bg: getComputedStyle(document.querySelector('[data-theme]:not(html)') ?? document.body)
        .backgroundColor,
    }));
    check(
      `${button.id} with ?globals=theme:${theme};locale:${locale}`,
      got.theme === theme && got.lang === locale,
      JSON.stringify(got),
    );
    // the face the story is drawn in is the web font itself, not the metric-matched fallback
    const face = await page.evaluate(async () => {
      await document.fonts.ready;
      const loaded = [...document.fonts].filter((f) => f.status === 'loaded');
      return loaded.map((f) => f.family.replace(/"/g, ''));
    });
    check(
      `${button.id} (${theme}) is drawn in Inter Variable`,
      face.includes('Inter Variable'),
      `loaded faces: ${face.join(', ') || 'none'}`,
    );
  }

  await page.goto(`${base}?path=/story/${button.id}&globals=theme:dark`);
  const toolbar = await page
    .getByRole('button', { name: /theme/i })
    .first()
    .waitFor({ timeout: 20_000 })
    .then(
      () => true,
      () => false,
    );
  check('the manager opens with the theme toolbar', toolbar);
  check('no page errors', errors.length === 0, errors.join(' | '));
  for (const url of aborted) {
    const status = await fetch(url).then(
      (r) => r.status,
      (e) => String(e),
    );
    if (status !== 200) missing.add(`${status} ${url.replace(base, '/')} (aborted, then refused)`);
  }
  check(
    'every asset loaded (fonts, scripts, styles)',
    missing.size === 0,
    [...missing].join(' | '),
  );
} finally {
  await browser.close();
  server.close();
}
// the vitest-like line .ci/run sums, then the plain count
console.log(`      Tests  ${passed} passed, ${failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
