// `pnpm shots`: the whole product at once, for designers and reviewers. Builds
// what is missing (the packages when a dist is absent, then the web app), starts the real server
// over a freshly seeded in-memory database serving apps/web/dist (apps/web/bench/serve.ts, as the
// bench does), and screenshots every route of apps/web/src/paths.ts in three themes at a desktop
// and a phone size: shots/<theme>/<width>/<route>.png. Guest routes are taken signed out, the
// others signed in as the seeded demo client (KYC approved). Scenes (SCENES) go past the first
// paint: the trade review on /quote, the support chat open on /dashboard.
//
//   pnpm shots                          every route, stand/dark/edel, 1280x800 and 390x844
//   pnpm shots --no-build               use the existing builds
//   pnpm shots --themes neo,abs --routes /login,/dashboard --out /tmp/shots
//   pnpm shots --locale zh-CN           another of the enabled locales
//
// Nothing is asserted: it writes pictures and prints where they are.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromeArgs, chromePath } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    themes: { type: 'string', default: 'stand,dark,edel' },
    routes: { type: 'string' },
    out: { type: 'string', default: join(root, 'shots') },
    locale: { type: 'string', default: 'en-US' },
  },
});

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844, isMobile: true, hasTouch: true },
];

/** Routes a visitor sees signed out; every other route is taken signed in. */
const GUEST = new Set([
  '/login',
  '/register',
  '/forgot-password',
  '/about',
  '/privacy',
  '/cookie',
  '/test',
]);
/** The parameters a route with a query or an :id needs to show content. */
const EXAMPLES = {
  '/quote': '/quote?symbol=AAPL&ex=NASDAQ&country=US',
  // filled in from the demo client's orders once signed in
  '/orders/:id': undefined,
  // filled in from the offerings open now once signed in
  '/discover/offerings/:id': undefined,
};

/**
 * A text of the shots' locale as the app shows it, so that a scene finds its controls by their
 * names in any locale: `say('trade', 'panel.review')`. The package's own `createI18n` (its
 * fallback, interpolation and nesting), set once the packages are built.
 */
let i18n;
function say(ns, key, values = {}) {
  if (!i18n.exists(key, { ns })) throw new Error(`shots: no text ${ns}:${key}`);
  return i18n.t(key, { ns, ...values });
}

/**
 * States of a screen past its first paint, reached as a person would (signed in): the trade
 * panel's review of a quote, and its sheet at phone width; the support chat open (`--routes
 * /dashboard` takes it). shots/<theme>/<width>/<name>.png
 */
const SCENES = {
  'quote_trade-review': {
    route: '/quote',
    /** Its panel on a limit order (the market may be closed when the pictures are taken). */
    async act(page, viewport) {
      if (viewport.width < 768) {
        await page
          .getByRole('button', { name: say('quote', 'tradeBar', { symbol: 'AAPL' }) })
          .tap();
      }
      const panel = page.locator('[data-slot=trade-panel]');
      // a limit order: a market one is not reviewed while the market is closed
      await panel.getByRole('button', { name: say('trade', 'panel.orderType') }).click();
      await page
        .getByRole('option', { name: say('trade', 'panel.types.limit'), exact: true })
        .click();
      await panel.getByRole('textbox', { name: say('trade', 'panel.limitPrice') }).fill('100.00');
      await panel.getByRole('textbox', { name: say('trade', 'panel.quantity') }).fill('1');
      await panel.getByRole('button', { name: say('trade', 'panel.review') }).click();
      await panel.locator('[data-slot=trade-review]').waitFor({ timeout: 15_000 });
    },
  },
  'quote_trade-placed': {
    route: '/quote',
    /** Reviewed and confirmed (the session's trading unlock by the demo client's password). */
    async act(page, viewport, server) {
      await SCENES['quote_trade-review'].act(page, viewport, server);
      const panel = page.locator('[data-slot=trade-panel]');
      await panel.getByRole('button', { name: say('trade', 'review.confirmBuy') }).click();
      // the first order of the shots' session asks for the unlock; the next ones do not
      const unlock = page.getByRole('dialog', { name: say('security', 'stepUp.title') });
      const placed = panel.locator('[data-slot=trade-placed]');
      await unlock.or(placed).first().waitFor({ timeout: 15_000 });
      if (await unlock.isVisible()) {
        await unlock
          .getByLabel(say('security', 'stepUp.password'), { exact: true })
          .fill(server.password);
        await unlock.getByRole('button', { name: say('security', 'stepUp.submit') }).click();
      }
      await placed.waitFor({ timeout: 15_000 });
    },
  },
  'dashboard_support-chat': {
    route: '/dashboard',
    /** The support chat open from the footer: the greeting and a message with an image. */
    async act(page) {
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: say('shell', 'footer.customerService') })
        .click();
      const chat = page.locator('[data-slot=support-chat]');
      await chat.getByRole('log').waitFor({ timeout: 15_000 });
      await chat
        .locator('img[data-slot=attachment]')
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(() => {});
    },
  },
};

/** Every path in apps/web/src/paths.ts, the one list of the router's routes. */
function routesOfTheApp() {
  const source = readFileSync(join(root, 'apps/web/src/paths.ts'), 'utf8');
  const block = source.slice(source.indexOf('export const paths'), source.indexOf('} as const'));
  const found = [...block.matchAll(/:\s*'([^']+)'/g)].map((m) => m[1]);
  // LOGIN_ROUTE, KYC_ROUTE, DEFAULT_ROUTE come from @invest/domain
  // a route with an :id needs an example (EXAMPLES) to be taken
  return [...new Set(['/login', '/kyc', '/dashboard', ...found])].filter(
    (p) => p !== '/' && (!p.includes(':') || p in EXAMPLES),
  );
}

/** An order of the demo client's, for /orders/:id (the first of the list: the newest). */
async function exampleOrder(server, tokens) {
  const res = await fetch(`${server.url}/trade/app/v1/orders`, {
    headers: { authorization: `Bearer ${tokens.access_token}`, 'x-tenant-id': 'demo' },
  });
  const body = await res.json();
  const id = body.data?.list?.[0]?.id;
  if (id) EXAMPLES['/orders/:id'] = `/orders/${id}`;
}

/** An offering open now, for /discover/offerings/:id (the one closing soonest). */
async function exampleOffering(server, tokens) {
  const res = await fetch(`${server.url}/product/app/v1/subscriptions?tab=now`, {
    headers: { authorization: `Bearer ${tokens.access_token}`, 'x-tenant-id': 'demo' },
  });
  const body = await res.json();
  const id = body.data?.list?.[0]?.id;
  if (id) EXAMPLES['/discover/offerings/:id'] = `/discover/offerings/${id}`;
}

/** A message of the demo client's in the support chat with an image, for the open chat's picture. */
async function exampleChat(server, tokens) {
  const auth = { authorization: `Bearer ${tokens.access_token}`, 'x-tenant-id': 'demo' };
  const form = new FormData();
  form.append('purpose', 'chat_image');
  const png = readFileSync(join(root, 'apps/web/public/icon-192.png'));
  form.append('file', new Blob([png], { type: 'image/png' }), 'screenshot.png');
  const upload = await fetch(`${server.url}/upload/app/v1/image`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const id = (await upload.json()).data?.id;
  if (!id) return;
  await fetch(`${server.url}/chat/app/v1/messages`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      client_message_id: 'shots-1',
      text: 'Here is what the app shows me.',
      attachments: [id],
    }),
  });
}

function sh(cmd, argv) {
  console.log(`$ ${cmd} ${argv.join(' ')}`);
  execFileSync(cmd, argv, { cwd: root, stdio: 'inherit' });
}

function build() {
  const packages = ['tokens', 'domain', 'i18n', 'api', 'ui'];
  if (packages.some((p) => !existsSync(join(root, 'packages', p, 'dist')))) sh('pnpm', ['build']);
  sh('pnpm', ['--filter', '@invest/web', 'build']);
}

function startServer() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'apps/web/bench/serve.ts')],
    {
      cwd: join(root, 'apps/server'),
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('message', (info) => resolve({ ...info, child }));
    child.once('exit', (code) => reject(new Error(`shots server exited (${code})`)));
  });
}

async function signIn(server) {
  const res = await fetch(`${server.url}/auth/app/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': 'demo' },
    body: JSON.stringify({ username: server.username, password: server.password }),
  });
  const body = await res.json();
  if (!body.success) throw new Error(`shots sign-in failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** What the browser holds: the theme, the cookie choice and today's startup check seen. */
function storageFor(theme, tokens) {
  return {
    'invest.theme': theme,
    'invest.locale': args.locale,
    'cookie-consents': JSON.stringify({
      necessary: true,
      functional: false,
      targeting: false,
      performance: false,
    }),
    'invest.boot.shownAt': String(Date.now()),
    ...(tokens ? { invest_tokens: JSON.stringify(tokens) } : {}),
  };
}

const fileName = (route) =>
  route
    .replace(/^\//, '')
    .replace(/[?&=/:]+/g, '_')
    .replace(/_+$/, '') || 'root';

async function shoot(browser, server, tokens, theme, viewport, route, scene) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile ?? false,
    hasTouch: viewport.hasTouch ?? false,
    deviceScaleFactor: 1,
    locale: args.locale,
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
  });
  await context.addInitScript(
    (entries) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    },
    storageFor(theme, GUEST.has(route) ? null : tokens),
  );
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}${EXAMPLES[route] ?? route}`, { waitUntil: 'networkidle' });
    // the boot shell goes once the first route has rendered; then fonts and lazy parts settle
    await page
      .waitForSelector('#boot-shell', { state: 'detached', timeout: 15_000 })
      .catch(() => {});
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(400);
    if (scene) {
      await scene.act(page, viewport, server);
      await page.waitForTimeout(400);
    }
    const name = scene ? scene.name : fileName(route);
    const file = join(args.out, theme, String(viewport.width), `${name}.png`);
    // a full-page picture keeps a fixed bar where the first viewport ends, over the middle of
    // the page: the phone's bottom navigation is drawn at the page's foot instead (the space
    // AppShell reserves for it), as the user sees it scrolled to the end
    await page.addStyleTag({
      content:
        '[data-slot="app-shell"] { position: relative; }' +
        '[data-slot="bottom-nav"] { position: absolute !important; }',
    });
    // a scene with a dialog open (the phone's sheet) is what the screen shows, not the page
    await page.screenshot({ path: file, fullPage: !scene });
    return file;
  } finally {
    await context.close();
  }
}

if (!args['no-build']) build();
// the built package (the root does not depend on it): every locale and namespace bundled
i18n = (await import(pathToFileURL(join(root, 'packages/i18n/dist/index.js')).href)).createI18n({
  lng: args.locale,
});
const themes = args.themes.split(',').filter(Boolean);
const routes = args.routes ? args.routes.split(',').filter(Boolean) : routesOfTheApp();
rmSync(args.out, { recursive: true, force: true });
for (const theme of themes)
  for (const v of VIEWPORTS) mkdirSync(join(args.out, theme, String(v.width)), { recursive: true });

const server = await startServer();
const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
let count = 0;
try {
  const tokens = await signIn(server);
  await exampleOrder(server, tokens);
  await exampleOffering(server, tokens);
  await exampleChat(server, tokens);
  const scenes = Object.entries(SCENES)
    .filter(([, scene]) => routes.includes(scene.route))
    .map(([name, scene]) => ({ ...scene, name }));
  for (const theme of themes)
    for (const viewport of VIEWPORTS) {
      const shots = [
        ...routes.map((route) => ({ route })),
        ...scenes.map((scene) => ({ route: scene.route, scene })),
      ];
      for (const { route, scene } of shots) {
        try {
          await shoot(browser, server, tokens, theme, viewport, route, scene);
          count += 1;
        } catch (error) {
          const what = scene ? scene.name : route;
          console.error(`shots: ${theme} ${viewport.width} ${what}: ${error.message}`);
        }
      }
    }
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
}
console.log(`shots: ${count} screenshots in ${args.out}/<theme>/<width>/<route>.png`);
