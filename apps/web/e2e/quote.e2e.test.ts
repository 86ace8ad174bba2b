// The quote page in Chromium against the built web app and a freshly
// seeded server. A GUEST from an EMPTY browser (startup overlay, cookie choice) opens the symbol
// search with Ctrl+K, types a symbol, picks a result with the keyboard and lands on the quote
// page; switches intervals (the chart's data changes); opens the data table; reads the chart by
// keyboard (the live region announces the point); then keeps opening quotes until the guest's
// daily view_quote quota (spec 6: 10) is spent and meets the log-in prompt.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness';
import { meetFirstVisit, visible } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** The first row of the chart's data table (newest first): its time and close. */
async function firstRow(page: Page) {
  const row = page
    .getByRole('table', { name: /prices, interval/ })
    .getByRole('row')
    .nth(1);
  return (await row.textContent()) ?? '';
}

describe('quote', () => {
  it('a guest finds a stock with Ctrl+K, reads its chart by keyboard, and meets the guest limit', async () => {
    const { context, page } = await e2e.newPage({ width: 1280, height: 900 });
    await page.goto('/');
    await meetFirstVisit(page);

    // Ctrl+K opens the symbol search with focus in its field; the keyboard picks a result
    await page.keyboard.press('Control+k');
    const search = page.getByRole('dialog');
    await visible(search);
    await page.keyboard.type('MSFT');
    await visible(search.getByRole('option', { name: /MSFT/ }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('symbol'), { timeout: 20_000 })
      .toBe('MSFT');
    await visible(page.getByRole('heading', { level: 1, name: /Microsoft/ }));
    const main = page.getByRole('main');
    await visible(main.getByText(/Market (open|closed)/));
    const chart = page.getByRole('application', { name: 'MSFT price chart' });
    await visible(chart);
    await visible(chart.locator('canvas'));
    await visible(page.getByRole('link', { name: 'Charts by TradingView' }));

    // the data table alternative: its newest row changes with the interval
    await page.getByText('Show data table').click();
    const table = page.getByRole('table', { name: /MSFT prices, interval 5m/ });
    await visible(table);
    const fiveMinutes = await firstRow(page);
    const rowsOf5m = await table.getByRole('row').count();
    await page.getByRole('radio', { name: 'Daily' }).click();
    await visible(page.getByRole('table', { name: /MSFT prices, interval Daily/ }));
    const ranges = page.getByRole('radiogroup', { name: 'Range' });
    await expect.poll(() => ranges.getByRole('radio', { name: '1 year' }).isChecked()).toBe(true);
    await expect.poll(() => firstRow(page)).not.toBe(fiveMinutes);
    // a year of daily candles is not a day of five-minute ones
    await expect.poll(() => page.getByRole('table').getByRole('row').count()).not.toBe(rowsOf5m);
    // a range by keyboard: five years at its weekly default
    await ranges.getByRole('radio', { name: '5 years' }).focus();
    await page.keyboard.press('Enter');
    await visible(page.getByRole('table', { name: /MSFT prices, interval Weekly/ }));
    // minute candles over five years are no chart: the range gives way to the interval's own
    await page.getByRole('radio', { name: '1h' }).click();
    await visible(page.getByRole('table', { name: /MSFT prices, interval 1h/ }));
    await expect.poll(() => ranges.getByRole('radio', { name: '5 years' }).isChecked()).toBe(false);
    await page.getByRole('radio', { name: 'Daily' }).click();
    await visible(page.getByRole('table', { name: /MSFT prices, interval Daily/ }));
    await expect.poll(() => ranges.getByRole('radio', { name: '1 year' }).isChecked()).toBe(true);
    // the table's region takes the keyboard (it scrolls)
    const region = page.getByRole('region', { name: /MSFT prices, interval Daily/ });
    await region.focus();
    await page.keyboard.press('End');
    await expect.poll(() => region.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);

    // the chart by keyboard: focus it, move the point, the live region says where it is
    await chart.focus();
    const live = page.locator('[data-slot="chart-announcement"]');
    await page.keyboard.press('End');
    await expect.poll(() => live.textContent()).toMatch(/close \$[\d,]+\.\d+, change/);
    const atEnd = await live.textContent();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => live.textContent()).not.toBe(atEnd);
    await page.keyboard.press('Home');
    await expect.poll(() => live.textContent()).toMatch(/close \$[\d,]+\.\d+, change \$0\.00/);
    expect(await live.getAttribute('aria-live')).toBe('polite');

    // spec 6: a guest views 10 quotes a day; MSFT was the first
    const symbols = ['AAPL', 'NVDA', 'AMZN', 'GOOGL', 'META', 'TSLA', 'JPM', 'V', 'KO'];
    for (const symbol of symbols) {
      await page.goto(`/quote?symbol=${symbol}`);
      await visible(page.getByRole('application', { name: `${symbol} price chart` }));
    }
    await page.goto('/quote?symbol=PEP');
    const prompt = page.getByText('Daily guest limit reached, log in to continue');
    await visible(prompt);
    expect(await page.getByRole('application').count()).toBe(0);
    await main.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/login');
    await context.close();
  });
});
