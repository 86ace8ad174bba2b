// Axe (WCAG 2.0/2.1/2.2 A and AA) over every route of the app: guest routes as a guest, the
// others signed in. The checks are shared by one test file per theme (a11y.stand and a11y.dark),
// which the e2e project runs side by side.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness';
import { returningVisitor } from './steps';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const GUEST_ROUTES = [
  '/login',
  '/register',
  '/forgot-password',
  '/dashboard',
  '/market',
  '/news',
  '/quote?symbol=AAPL&ex=NASDAQ',
  '/banking',
  '/test',
  '/about',
  '/privacy',
  '/cookie',
  '/no-such-page',
];
const USER_ROUTES = [
  '/dashboard',
  '/kyc',
  '/portfolio',
  '/orders',
  '/discover',
  '/profile',
  '/profile/security',
  '/profile/password',
  '/profile/pin',
  '/profile/settings',
  '/deposit',
  '/withdraw',
  '/loan',
  '/beneficiary',
];

interface Violation {
  id: string;
  impact: string;
  nodes: { target: string[] }[];
}

async function violations(page: Page): Promise<string[]> {
  // let lazy pages, texts and data settle; the first route of a tab loads the chunks and fills
  // the caches the others reuse, and on a loaded CI machine it has taken over 20 s to show its
  // heading
  await page.waitForLoadState('networkidle');
  await page.locator('main h1, [role=dialog] h1, main h2').first().waitFor({ timeout: 45_000 });
  await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (c: unknown, o: unknown) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  }, TAGS);
  return found;
}

/** Tabs of one visitor that check the routes side by side (most of a check is waiting). */
const TABS = 3;

/**
 * Each route's violations, the routes shared among TABS tabs of `first`'s browser context (one
 * visitor: the same storage), each tab taking the next route when done with one.
 */
async function eachRoute(
  first: Page,
  routes: readonly string[],
  check: (page: Page) => void = () => undefined,
): Promise<Record<string, string[]>> {
  const report: Record<string, string[]> = {};
  const queue = [...routes];
  const tabs = [first];
  while (tabs.length < Math.min(TABS, routes.length)) tabs.push(await first.context().newPage());
  await Promise.all(
    tabs.map(async (page) => {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        await page.goto(route);
        check(page);
        const found = await violations(page);
        if (found.length) report[route] = found;
      }
    }),
  );
  return report;
}

/**
 * Axe over every route in `theme`, in each of `locales`: the guest routes as a guest, the others
 * signed in as the demo client whose KYC is approved.
 */
export function axeOnEveryRoute(theme: 'stand' | 'dark', locales: readonly string[]): void {
  // the calling file's own server and browser (e2e files share modules, not servers)
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  describe.each(locales)(`axe in ${theme}, %s`, (locale) => {
    async function pageFor(signedIn: boolean) {
      const { context, page } = await e2e.newPage({ locale, bypassCSP: true });
      await returningVisitor(context, { 'invest.theme': theme, 'invest.locale': locale });
      if (signedIn) {
        const demo = e2e.seeded.clients.find((c) => c.kyc === 'approved')!;
        const res = await fetch(`${e2e.url}/auth/app/v1/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-tenant-id': 'demo' },
          body: JSON.stringify({ username: demo.username, password: demo.password }),
        });
        const { data } = (await res.json()) as {
          data: { access_token: string; refresh_token: string };
        };
        await context.addInitScript((tokens) => {
          localStorage.setItem('invest_tokens', JSON.stringify(tokens));
        }, data);
      }
      return { context, page };
    }

    it('guest routes have no violations', async () => {
      const { context, page } = await pageFor(false);
      const report = await eachRoute(page, GUEST_ROUTES);
      await context.close();
      expect(report).toEqual({});
    });

    it('signed-in routes have no violations', async () => {
      const { context, page } = await pageFor(true);
      const report = await eachRoute(page, USER_ROUTES, (at) =>
        expect(new URL(at.url()).pathname).not.toBe('/login'),
      );
      await context.close();
      expect(report).toEqual({});
    });
  });
}
