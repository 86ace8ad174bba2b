// The first five seconds, as every new client meets them: an EMPTY browser
// (nothing preset in storage), through the cookie choice and the startup overlay to the signed-in
// dashboard, once per input kind (mouse at 1280x720, touch at 390x844, keyboard only), and once
// with storage that throws (private windows, blocked site data).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_ROOT, startE2E, type E2E } from './harness';
import { hidden, onPath, visible } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const DEMO = { username: 'demo', password: 'Demo-pass-1', name: 'Alex Morgan' };
type Input = 'mouse' | 'touch' | 'keyboard';

const startup = (page: Page) => page.getByRole('dialog', { name: 'Preparing your session' });
const cookies = (page: Page) => page.getByRole('dialog', { name: 'Cookie preferences' });

/** Whether the whole element lies inside the viewport (no scrolling needed to reach it). */
async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  return (
    box !== null &&
    box.y >= 0 &&
    box.x >= 0 &&
    box.y + box.height <= viewport.height &&
    box.x + box.width <= viewport.width
  );
}

/**
 * The focused element's accessible text and its computed focus ring: on the element itself, or
 * where the design system draws it for a hidden native control (a field's box, a switch's track).
 */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const candidates: Element[] = [];
    for (let node: Element | null = el, i = 0; node && i < 3; node = node.parentElement, i += 1) {
      candidates.push(node);
    }
    const label = el?.closest('label');
    if (label) candidates.push(...label.querySelectorAll('*'));
    const ring = candidates
      .map((c) => getComputedStyle(c))
      .find((s) => s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0);
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
      label: el?.id ? (document.querySelector(`label[for="${el.id}"]`)?.textContent ?? '') : '',
      outlineStyle: ring?.outlineStyle ?? 'none',
      outlineWidth: ring ? parseFloat(ring.outlineWidth) : 0,
    };
  });

/** Presses Tab (or Shift+Tab) until the focused element's text or label matches. */
async function tabTo(page: Page, name: RegExp, { back = false, max = 40 } = {}) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    if (name.test(f.text) || name.test(f.label)) {
      // A visible focus ring, at least 2 px, on whatever the keyboard reaches
      expect(f.outlineStyle, `focus ring of ${f.text}`).not.toBe('none');
      expect(f.outlineWidth, `focus ring width of ${f.text}`).toBeGreaterThanOrEqual(2);
      return;
    }
  }
  throw new Error(`Tab never reached ${name}`);
}

async function press(page: Page, locator: Locator, input: Input, key: 'Enter' | ' ' = 'Enter') {
  if (input === 'mouse') await locator.click();
  else if (input === 'touch') await locator.tap();
  else {
    await locator.focus();
    await page.keyboard.press(key === ' ' ? 'Space' : key);
  }
}

/**
 * The startup overlay, once the cookie choice is made (docs/decisions/0007): the only dialog on
 * screen, focused; it closes by itself when every check passed, else it shows what went wrong
 * with Run check and Continue on screen.
 */
async function throughStartup(page: Page, input: Input) {
  const overlay = startup(page);
  await visible(overlay);
  // one dialog at a time: no cookie modal under it
  expect(await cookies(page).count()).toBe(0);
  // whatever is on top has focus
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')))
    .toBe(true);
  const phase = await expect
    .poll(() => overlay.getAttribute('data-phase').catch(() => 'closed'), { timeout: 40_000 })
    .toMatch(/^(done|failed|poor|closed)$/)
    .then(() => overlay.getAttribute('data-phase').catch(() => 'closed'));
  if (phase === 'done' || phase === 'closed') {
    // all passed: it closes by itself after the ready beat
    await hidden(overlay);
    return;
  }
  const run = overlay.getByRole('button', { name: 'Run check' });
  const go = overlay.getByRole('button', { name: 'Continue' });
  expect(await inViewport(page, run), 'Run check on screen').toBe(true);
  expect(await inViewport(page, go), 'Continue on screen').toBe(true);
  await visible(overlay.locator('[data-slot="attention"]'));
  if (input === 'keyboard') await tabTo(page, /^Continue$/);
  await press(page, go, input);
  await hidden(overlay);
}

/** The cookie modal, the first dialog of a visit: alone, focused; the visitor answers it. */
async function throughCookies(page: Page, input: Input, answer: RegExp) {
  const modal = cookies(page);
  await visible(modal);
  expect(await startup(page).count()).toBe(0);
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')))
    .toBe(true);
  const button = modal.getByRole('button', { name: answer });
  expect(await inViewport(page, button), `${answer} on screen`).toBe(true);
  if (input === 'keyboard') {
    await tabTo(page, answer);
    await page.keyboard.press('Space');
  } else await press(page, button, input);
  await hidden(modal);
}

async function logIn(page: Page, input: Input) {
  const header = page.getByRole('banner');
  const loginButton = header.getByRole('button', { name: 'Log in' });
  await visible(loginButton);
  if (input === 'keyboard') {
    await tabTo(page, /^Log in$/);
    await page.keyboard.press('Enter');
  } else await press(page, loginButton, input);
  await onPath(page, '/login');
  const username = page.getByLabel('Username');
  const password = page.getByLabel('Password', { exact: true });
  await visible(username);
  if (input === 'keyboard') {
    // After a route change focus is on the page's heading, not on <body>
    await expect.poll(async () => (await focused(page)).tag).toMatch(/^h[12]$/);
    await tabTo(page, /username/i);
    await page.keyboard.type(DEMO.username);
    await tabTo(page, /^Password/);
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');
  } else {
    if (input === 'touch') await username.tap();
    await username.fill(DEMO.username);
    if (input === 'touch') await password.tap();
    await password.fill(DEMO.password);
    await press(page, page.getByRole('main').getByRole('button', { name: 'Log in' }), input);
  }
  await onPath(page, '/dashboard');
  await expect
    .poll(async () => (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '', {
      timeout: 20_000,
    })
    .toContain(DEMO.name);
}

const stored = (page: Page, key: string) =>
  page.evaluate((k) => localStorage.getItem(k), key).catch(() => null);

describe('first visit from an empty browser', () => {
  it('by mouse at 1280x720: cookie choice, overlay, log in, dashboard; /register then opens (spec 2: any)', async () => {
    const { context, page } = await e2e.newPage({ width: 1280, height: 720 });
    await page.goto('/');
    await throughCookies(page, 'mouse', /^Accept all$/);
    await throughStartup(page, 'mouse');
    expect(JSON.parse((await stored(page, 'cookie-consents'))!)).toEqual({
      functional: true,
      targeting: true,
      performance: true,
    });
    await logIn(page, 'mouse');
    // a reload: neither dialog comes back (shown today, answered)
    await page.reload();
    await visible(page.getByRole('heading', { level: 1 }));
    expect(await startup(page).count()).toBe(0);
    expect(await cookies(page).count()).toBe(0);
    // spec 2: /register is open to anyone, a signed-in client too
    await page.goto('/register');
    await visible(page.getByRole('button', { name: 'Register' }));
    await onPath(page, '/register');
    await context.close();
  });

  it('by touch at 390x844: taps only', async () => {
    const { context, page } = await e2e.newPage({
      width: 390,
      height: 844,
      isMobile: true,
      hasTouch: true,
    });
    await page.goto('/');
    await throughCookies(page, 'touch', /^Reject all$/);
    await throughStartup(page, 'touch');
    expect(JSON.parse((await stored(page, 'cookie-consents'))!)).toEqual({
      functional: false,
      targeting: false,
      performance: false,
    });
    await logIn(page, 'touch');
    await context.close();
  });

  it('by keyboard only: Tab, Enter, Space, with a visible focus ring on every stop', async () => {
    const { context, page } = await e2e.newPage({ width: 1280, height: 720 });
    await page.goto('/');
    await throughCookies(page, 'keyboard', /^Save preferences$/);
    await throughStartup(page, 'keyboard');
    await logIn(page, 'keyboard');
    // Escape closes what it opened: the account menu drawer (in the header, before the heading)
    await tabTo(page, /^Account menu/, { back: true });
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await visible(drawer);
    await page.keyboard.press('Escape');
    await hidden(drawer);
    await context.close();
  });

  it('no moment between the two dialogs: a key typed as the cookie modal closes reaches the overlay', async () => {
    const { context, page } = await e2e.newPage({ width: 1280, height: 720 });
    // every frame from the first paint on: once a dialog has shown, a frame with none while the
    // cookie choice is unanswered or the overlay has not yet opened is a gap (a key press then
    // lands on nothing)
    await context.addInitScript(() => {
      const w = window as unknown as { gaps: number; seen: boolean };
      w.gaps = 0;
      w.seen = false;
      const tick = () => {
        const pending =
          !localStorage.getItem('cookie-consents') || !localStorage.getItem('invest.boot.shownAt');
        if (document.querySelector('dialog[open]')) w.seen = true;
        else if (w.seen && pending) w.gaps += 1;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.goto('/login');
    const modal = cookies(page);
    await visible(modal);
    // the first dialog is alone: the overlay waits for the choice
    expect(await startup(page).count()).toBe(0);
    await modal.getByRole('button', { name: 'Reject all' }).click();
    await hidden(modal);
    // typed the moment the cookie modal is gone: the overlay is already there and has it
    await page.keyboard.type('a');
    const overlay = startup(page);
    expect(await overlay.count()).toBe(1);
    expect(
      await page.evaluate(() => !!document.activeElement?.closest('dialog[open]')),
      'focus in the startup overlay',
    ).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { gaps: number }).gaps)).toBe(0);
    await expect
      .poll(() => overlay.getAttribute('data-phase').catch(() => 'closed'), { timeout: 40_000 })
      .toMatch(/^(done|failed|poor|closed)$/);
    // it closes by itself when every check passed, else Continue closes it
    if ((await overlay.count()) > 0) {
      await overlay
        .getByRole('button', { name: 'Continue' })
        .click({ timeout: 2_000 })
        .catch(() => undefined);
    }
    await hidden(overlay);
    // then the login form takes what is typed
    const username = page.getByLabel('Username');
    await username.click();
    await page.keyboard.type(DEMO.username);
    await expect.poll(() => username.inputValue()).toBe(DEMO.username);
    await context.close();
  });

  it('with storage that throws: both dialogs work for the visit and do not come back on navigation', async () => {
    const { context, page } = await e2e.newPage({ width: 1280, height: 720 });
    // the condition under test: site data blocked, every storage access throws
    await context.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage'] as const) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
    await page.goto('/');
    await throughCookies(page, 'mouse', /^Reject all$/);
    await throughStartup(page, 'mouse');
    // client-side navigations: neither dialog again
    await page.getByRole('banner').getByRole('link', { name: 'Market' }).click();
    await onPath(page, '/market');
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await onPath(page, '/dashboard');
    expect(await startup(page).count()).toBe(0);
    expect(await cookies(page).count()).toBe(0);
    await logIn(page, 'mouse');
    expect(await startup(page).count()).toBe(0);
    expect(await cookies(page).count()).toBe(0);
    await context.close();
  });
});

/**
 * The en-US chunk of an i18n namespace in the build under test, from the route-preload manifest
 * (scripts/route-preload.mjs), which maps each locale's namespaces to their chunks.
 */
function namespaceChunk(ns: string): string {
  const assets = join(WEB_ROOT, 'assets');
  const file = readdirSync(assets).find((f) => /^route-preload-.*\.js$/.test(f));
  if (!file) throw new Error('no route-preload script in the build');
  const source = readFileSync(join(assets, file), 'utf8');
  const manifest = JSON.parse(source.slice(source.lastIndexOf('})(') + 3, source.lastIndexOf(')')));
  const { ns: chunks, files } = manifest as {
    ns: Record<string, Record<string, number>>;
    files: string[];
  };
  const index = chunks['en-US']?.[ns];
  const chunk = index === undefined ? undefined : files[index];
  if (!chunk) throw new Error(`no en-US chunk for namespace ${ns}`);
  return `/${chunk}`;
}

/** A first visit of `path` through both dialogs; the paths of every script it requested. */
async function scriptsOfFirstVisit(path: string): Promise<string[]> {
  const { context, page } = await e2e.newPage({ width: 1280, height: 720 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await throughCookies(page, 'mouse', /^Reject all$/);
  await throughStartup(page, 'mouse');
  await visible(page.getByRole('heading', { level: 1 }));
  await page.waitForLoadState('networkidle');
  await context.close();
  return scripts;
}

describe('what a first visit loads', () => {
  it('/market fetches neither the form texts, a chart, the toast region nor the select; /login fetches the form texts', async () => {
    const validation = namespaceChunk('validation');
    const market = await scriptsOfFirstVisit('/market');
    expect(market.length).toBeGreaterThan(0);
    // the field errors' texts come with the pages that have a form
    expect(market).not.toContain(validation);
    // the quote page's chart library is its own chunk, never on /market
    expect(market.filter((p) => /lightweight-charts|PriceChart/i.test(p))).toEqual([]);
    // no toast was shown: the toast region's code is not fetched
    expect(market.filter((p) => /\/ToastHost-/.test(p))).toEqual([]);
    // the market picker's select (react-aria's select, list box and popover) is fetched when a
    // pointer or the focus reaches it
    expect(market.filter((p) => /\/(MarketPicker|Select)-/.test(p))).toEqual([]);
    const login = await scriptsOfFirstVisit('/login');
    expect(login).toContain(validation);
  });

  it('/quote draws its chart without the charting library, which comes when the chart is reached for', async () => {
    const quote = await scriptsOfFirstVisit('/quote?symbol=AAPL');
    expect(quote.length).toBeGreaterThan(0);
    expect(quote.filter((p) => /lightweight-charts/i.test(p))).toEqual([]);
  });
});

/**
 * The first paint, before the app's code has run: what index.html and theme-init.js show alone
 * (every module script is held back). On a first visit it is the cookie choice's notice, in the
 * language the app will start in; once a choice is stored, only the shell's frame.
 */
async function firstPaint(locale: string, storage: Record<string, string> = {}) {
  const { context, page } = await e2e.newPage({ width: 390, height: 844, locale });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/login');
  const notice = page.locator('#boot-shell .bs-cookie');
  const shown = page.locator('#boot-shell .bs-cookie-text:visible');
  return { context, page, notice, shown };
}

describe('the first paint, before any module has run', () => {
  it('paints before the app’s modules are requested, which then start it', async () => {
    const { context, page } = await e2e.newPage({ width: 390, height: 844 });
    await page.goto('/login');
    await visible(cookies(page));
    const { fcp, modules } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      modules: performance
        .getEntriesByType('resource')
        .filter((r) => /\/assets\/.*\.js$/.test(r.name) && !/route-preload-/.test(r.name))
        .map((r) => r.startTime),
    }));
    // scripts/route-preload.mjs: the entry and the route's chunks start after the first paint
    expect(fcp).toBeGreaterThan(0);
    expect(modules.length).toBeGreaterThan(3);
    expect(Math.min(...modules)).toBeGreaterThanOrEqual(fcp!);
    // and the entry is no longer named in index.html: only the script that starts it is
    const html = await (
      await page.request.get('/login', { headers: { accept: 'text/html' } })
    ).text();
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toMatch(/<script src="\/assets\/route-preload-[^"]+\.js" async>/);
    await context.close();
  });

  it('adds no stylesheet once it has started (react-aria finds its pressable style in index.html); Intl starts in a worker', async () => {
    const { context, page } = await e2e.newPage({ width: 390, height: 844 });
    // a stylesheet added at run time makes Chromium load the fonts again and style and lay out
    // the whole page a second time (index.html says why the style is there)
    await page.addInitScript(() => {
      // every <style> and stylesheet <link> the document gets, the parser's included: which of
      // them the parser inserted cannot be told by the time (the app's start is inserted by the
      // route preload, so the page has no deferred script, and Chromium may insert index.html's
      // last elements and fire DOMContentLoaded in one task, before an observer hears of them)
      const added: string[] = [];
      (window as unknown as { addedSheets: string[] }).addedSheets = added;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLStyleElement) added.push(sheetKey(node));
            if (node instanceof HTMLLinkElement && node.rel === 'stylesheet')
              added.push(sheetKey(node));
          }
        }
      }).observe(document, { childList: true, subtree: true });
      function sheetKey(node: HTMLStyleElement | HTMLLinkElement): string {
        if (node instanceof HTMLLinkElement) return `link ${node.getAttribute('href')}`;
        return node.id ? `style#${node.id}` : `style ${node.textContent}`;
      }
      (window as unknown as { sheetKey: typeof sheetKey }).sheetKey = sheetKey;
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    await page.goto('/dashboard');
    await visible(cookies(page));
    // the route preload's worker made the process's first Intl objects (its own thread's work)
    expect(workers.filter((path) => /^\/assets\/intl-warm-[\w-]+\.js$/.test(path))).toHaveLength(1);
    // a pressable of the page, so usePress has run: the bottom navigation's links
    await visible(page.getByRole('navigation').getByRole('link').first());
    const { added, declared, pressable } = await page.evaluate(async () => {
      const own = window as unknown as {
        addedSheets: string[];
        sheetKey: (node: HTMLStyleElement | HTMLLinkElement) => string;
      };
      // index.html as served: the styles the parser inserts (a <noscript>'s are not, with
      // scripting on; DOMParser parses with scripting off, so they are left out here)
      const html = await (await fetch(location.href, { headers: { accept: 'text/html' } })).text();
      const served = new DOMParser().parseFromString(html, 'text/html');
      const declared = [
        ...served.querySelectorAll<HTMLStyleElement | HTMLLinkElement>(
          'style, link[rel="stylesheet"]',
        ),
      ]
        .filter((node) => node.closest('noscript') === null)
        .map((node) => own.sheetKey(node));
      return {
        added: own.addedSheets,
        declared,
        pressable: document.querySelectorAll('[data-react-aria-pressable]').length,
      };
    });
    expect(pressable).toBeGreaterThan(0);
    expect(declared).toContain('style#react-aria-pressable-style');
    // the document's stylesheets are index.html's own, each once: none added at run time
    expect(added).toEqual(declared);
    expect(await page.locator('style#react-aria-pressable-style').count()).toBe(1);
    await context.close();
  });

  it('shows the cookie notice in the browser’s language, laid out where the app’s modal opens', async () => {
    const en = await firstPaint('en-US');
    await visible(en.notice);
    await expect.poll(() => en.shown.count()).toBe(1);
    expect(await en.shown.getAttribute('lang')).toBe('en-US');
    expect(await en.shown.locator('.bs-cookie-title').textContent()).toBe('Cookie preferences');
    // hidden from assistive technology: the app's own modal is the one to read and operate
    expect(await en.page.locator('#boot-shell').getAttribute('aria-hidden')).toBe('true');
    const staticIntro = await en.shown.locator('.bs-cookie-intro').boundingBox();
    await en.context.close();

    // the app's modal puts its introduction where the notice had it: nothing moves as it opens
    const { context, page } = await e2e.newPage({ width: 390, height: 844 });
    await page.goto('/login');
    const intro = cookies(page).getByText(/^We use cookies to keep you signed in/);
    await visible(intro);
    const appIntro = await intro.boundingBox();
    expect(appIntro && staticIntro).toBeTruthy();
    expect(Math.abs(appIntro!.x - staticIntro!.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(appIntro!.width - staticIntro!.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(appIntro!.height - staticIntro!.height)).toBeLessThanOrEqual(1);
    // and the frame with its notice is gone once the modal is up
    await hidden(page.locator('#boot-shell'));
    await context.close();

    const pl = await firstPaint('pl-PL');
    await expect.poll(() => pl.shown.getAttribute('lang')).toBe('pl-PL');
    expect(await pl.shown.locator('.bs-cookie-title').textContent()).toBe(
      'Ustawienia plików cookie',
    );
    await pl.context.close();

    // a language the app does not offer starts in the default one (spec 1: en-US)
    const fr = await firstPaint('fr-FR');
    await expect.poll(() => fr.shown.getAttribute('lang')).toBe('en-US');
    await fr.context.close();
  });

  it('keeps the notice over the app’s header and tab bar while the app renders under it', async () => {
    const { context, page } = await e2e.newPage({ width: 390, height: 844 });
    // the app starts and renders its shell and page, but its cookie modal cannot open: the frame
    // and its notice stay (main.tsx), with the app's header and tab bar mounted under them
    await page.route(/\/assets\/CookieHost-.*\.js$/, (route) => route.abort());
    await page.goto('/login');
    await visible(page.locator('#root [data-slot="main"] > *'));
    await visible(page.locator('#root nav[data-slot="bottom-nav"]'));
    // what is on top at a point: the frame lets pointer events through (pointer-events: none),
    // which elementFromPoint skips, so it takes them for the one look
    const covers = (x: number, y: number) =>
      page.evaluate(
        ([px, py]) => {
          const shell = document.getElementById('boot-shell')!;
          shell.style.pointerEvents = 'auto';
          const top = document.elementFromPoint(px!, py!);
          shell.style.pointerEvents = '';
          return top?.closest('#boot-shell') !== null;
        },
        [x, y],
      );
    const title = await page
      .locator('#boot-shell .bs-cookie-text:visible .bs-cookie-title')
      .boundingBox();
    const header = await page.locator('#root [data-slot="header"]').boundingBox();
    const tabBar = await page.locator('#root nav[data-slot="bottom-nav"]').boundingBox();
    expect(title && header && tabBar).toBeTruthy();
    // the notice's title (under the header's height), the header and the tab bar: the notice's
    expect(await covers(title!.x + 8, title!.y + title!.height / 2)).toBe(true);
    const middle = (box: { x: number; y: number; width: number; height: number }) =>
      covers(box.x + box.width / 2, box.y + box.height / 2);
    expect(await middle(header!)).toBe(true);
    expect(await middle(tabBar!)).toBe(true);
    await context.close();
  });

  it('shows no notice once a choice is stored, and the stored language over the browser’s', async () => {
    const answered = await firstPaint('en-US', {
      'cookie-consents': JSON.stringify({
        functional: false,
        targeting: false,
        performance: false,
      }),
    });
    await visible(answered.page.locator('#boot-shell .bs-header'));
    expect(await answered.notice.isVisible()).toBe(false);
    await answered.context.close();

    const stored = await firstPaint('en-US', { 'invest.locale': 'pl-PL' });
    await expect.poll(() => stored.shown.getAttribute('lang')).toBe('pl-PL');
    await stored.context.close();
  });
});
