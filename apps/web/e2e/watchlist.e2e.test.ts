// A client signs in through the UI from an EMPTY
// browser (startup overlay, cookie choice), stars two results of the Ctrl+K search, sees both on
// /market with prices that move (the live stream), reorders them by keyboard, pauses the live
// prices (they stop), removes one; then switches the up colour in /profile/settings and a gain's computed
// colour follows.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../server/src/testing/fixtures';
import { startE2E, US_SESSION_OPEN, type E2E } from './harness';
import {
  hidden,
  logInFromWatchlistPrompt,
  loginToken,
  meetFirstVisit,
  onPath,
  visible,
} from './steps';

let e2e: E2E;
beforeAll(async () => {
  // prices move only while NASDAQ trades: the simulator's clock starts in a session (MARKET_TIME)
  e2e = await startE2E({ marketTime: US_SESSION_OPEN });
});
afterAll(async () => {
  await e2e?.close();
});

/** The watchlist as the server holds it, in its order. */
async function serverList(token: string): Promise<string[]> {
  const res = await fetch(`${e2e.url}/watchlist/app/v1`, {
    headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${token}` },
  });
  const json = (await res.json()) as { data: { symbol: string }[] };
  return json.data.map((i) => i.symbol);
}

const rowsOf = (page: Page) =>
  page
    .getByRole('list', { name: 'Watchlist' })
    .locator('li')
    .evaluateAll((lis) => lis.map((li) => li.getAttribute('data-symbol')));
const rowText = (page: Page, symbol: string) =>
  page.locator(`[data-slot="watchlist"] li[data-symbol="${symbol}"]`).innerText();

/** Whether every gain and loss on the page takes the colour the orientation gives it. */
const colours = (page: Page) =>
  page.evaluate(() => {
    const probe = (token: string) => {
      const el = document.createElement('span');
      el.style.color = `var(${token})`;
      document.body.appendChild(el);
      const c = getComputedStyle(el).color;
      el.remove();
      return c;
    };
    const positive = probe('--iv-positive');
    const negative = probe('--iv-negative');
    const changes = [
      ...document.querySelectorAll<HTMLElement>(
        '[data-slot="price-change"][data-direction="up"], [data-slot="price-change"][data-direction="down"]',
      ),
    ];
    return {
      positive,
      negative,
      count: changes.length,
      ups: changes
        .filter((c) => c.dataset.direction === 'up')
        .map((c) => getComputedStyle(c).color),
      downs: changes
        .filter((c) => c.dataset.direction === 'down')
        .map((c) => getComputedStyle(c).color),
    };
  });

describe('watchlist', () => {
  it('stars two results, sees them move on /market, reorders, pauses, removes; the up colour follows the setting', async () => {
    const client = await insertUser(e2e.db.db, 'demo', {
      full_name: 'Tove Lind',
      kyc_status: 'approved',
    });
    const token = await loginToken(e2e.url, client.username, client.password);

    // an EMPTY browser: the startup overlay, then the cookie choice
    const { page } = await e2e.newPage();
    await page.goto('/');
    await meetFirstVisit(page);

    // to the market by the header menu, and log in from the watchlist's prompt
    await page.getByRole('banner').getByRole('link', { name: 'Market' }).click();
    await onPath(page, '/market');
    await logInFromWatchlistPrompt(page, client);
    await visible(page.getByText('Your watchlist is empty'));

    // Ctrl+K opens the search; a star beside each result adds it
    await page.keyboard.press('Control+k');
    const search = page.getByRole('dialog', { name: 'Search symbols' });
    await visible(search);
    const field = search.getByRole('searchbox');
    for (const symbol of ['AAPL', 'MSFT']) {
      await field.fill(symbol);
      const star = search.getByRole('button', { name: `Add ${symbol} to watchlist` });
      await visible(star);
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
      await star.click();
      const starred = search.getByRole('button', { name: `Remove ${symbol} from watchlist` });
      await visible(starred);
      await expect.poll(() => starred.getAttribute('aria-pressed')).toBe('true');
    }
    await page.keyboard.press('Escape');
    await hidden(search);
    await expect.poll(() => serverList(token)).toEqual(['AAPL', 'MSFT']);

    // both rows on /market, with prices that move (the live stream)
    await expect.poll(() => rowsOf(page), { timeout: 20_000 }).toEqual(['AAPL', 'MSFT']);
    const first = await rowText(page, 'AAPL');
    await expect
      .poll(async () => (await rowText(page, 'AAPL')) !== first, { timeout: 40_000 })
      .toBe(true);

    // reorder by keyboard: MSFT up; focus stays on the row (now first: its down button)
    await page.getByRole('button', { name: 'Move MSFT up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rowsOf(page)).toEqual(['MSFT', 'AAPL']);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move MSFT down');
    await expect.poll(() => serverList(token)).toEqual(['MSFT', 'AAPL']);

    // WCAG 2.2.2: paused, the prices stop changing
    await page.getByRole('button', { name: 'Pause live prices' }).click();
    await visible(page.getByRole('button', { name: 'Resume live prices' }));
    const pausedAt = [await rowText(page, 'MSFT'), await rowText(page, 'AAPL')];
    await page.waitForTimeout(4_000);
    expect([await rowText(page, 'MSFT'), await rowText(page, 'AAPL')]).toEqual(pausedAt);

    // remove one
    await page.getByRole('button', { name: 'Remove AAPL from watchlist' }).click();
    await expect.poll(() => rowsOf(page)).toEqual(['MSFT']);
    await expect.poll(() => serverList(token)).toEqual(['MSFT']);

    // Green up by default in en-US; red up once chosen in the settings
    const before = await colours(page);
    expect(before.count).toBeGreaterThan(0);
    expect(before.positive).not.toBe(before.negative);
    for (const c of before.ups) expect(c).toBe(before.positive);
    for (const c of before.downs) expect(c).toBe(before.negative);

    await page.goto('/profile/settings');
    const upColor = page.getByRole('radiogroup', { name: 'Price colours' });
    await visible(upColor);
    await upColor.getByText('Red up, green down').click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.upColor))
      .toBe('red');
    await page.goBack();
    await onPath(page, '/market');
    await visible(page.getByRole('list', { name: 'Watchlist' }));
    const after = await colours(page);
    expect(after.count).toBeGreaterThan(0);
    for (const c of after.ups) expect(c).toBe(after.negative);
    for (const c of after.downs) expect(c).toBe(after.positive);
    // the choice lasts: a new visit keeps red up
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.upColor))
      .toBe('red');
  });
});
