// The quote page in Chromium against the built web app and a freshly
// seeded server. A GUEST from an EMPTY browser (startup overlay, cookie choice) opens the symbol
// search with Ctrl+K, types a symbol, picks a result with the keyboard and lands on the quote
// page; switches intervals (the chart's data changes); opens the data table; reads the chart by
// keyboard (the live region announces the point); then keeps opening quotes until the guest's
// daily view_quote quota (spec 6: 10) is spent and meets the log-in prompt. Another guest spends
// the stock reads (read_stock: 5) and finds the notice where the company profile was; logs in
// from it, and after logging out its spent quota is not inherited (spec 4/6: reset on login).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../server/src/testing/fixtures';
import { startE2E, type E2E } from './harness';
import { hidden, meetFirstVisit, onPath, visible } from './steps';

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
    // the candles show as a preview; the mouse over the chart brings the charting library in
    await visible(chart.locator('[data-slot="chart-preview"] svg'));
    await chart.hover();
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

  it('a guest whose stock reads are spent sees why where the company was; a sign-in resets the count', async () => {
    const client = await insertUser(e2e.db.db, 'demo', {
      full_name: 'Ines Vale',
      kyc_status: 'approved',
    });
    const { context, page } = await e2e.newPage({ width: 1280, height: 900 });
    await page.goto('/');
    await meetFirstVisit(page);

    // spec 6: a guest reads 5 stocks' company profiles a day
    const company = page.getByRole('region', { name: 'Company' });
    for (const symbol of ['AAPL', 'NVDA', 'AMZN', 'GOOGL', 'META']) {
      await page.goto(`/quote?symbol=${symbol}`);
      await visible(company.getByText('Sector'));
    }
    await page.goto('/quote?symbol=TSLA');
    // the quote is still here; in the company's place, what happened and the way on
    await visible(page.getByRole('heading', { level: 1, name: /Tesla/ }));
    await visible(company.getByText('Daily guest limit reached, log in to continue'));
    await visible(company.getByText(/Log in for unlimited access, or come back tomorrow/));
    expect(await company.getByText('Sector').count()).toBe(0);

    // logging in from the notice lifts it, back on the same quote
    await company.getByRole('button', { name: 'Log in' }).click();
    await onPath(page, '/login');
    await page.getByRole('textbox', { name: /username/i }).fill(client.username);
    await page
      .getByLabel(/Password/)
      .first()
      .fill(client.password);
    await page.keyboard.press('Enter');
    await onPath(page, '/quote');
    await visible(company.getByText('Sector'));

    // signed out again, this browser starts the guest day afresh (spec 4/6: reset on login)
    await page.goto('/profile');
    await page
      .getByRole('main')
      .getByRole('navigation', { name: 'Settings' })
      .getByRole('button', { name: 'Log out' })
      .click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).not.toBe('/profile');
    await page.goto('/quote?symbol=KO');
    await visible(page.getByRole('heading', { level: 1, name: /Coca-Cola/ }));
    await visible(company.getByText('Sector'));
    expect(await company.getByText('Daily guest limit reached, log in to continue').count()).toBe(
      0,
    );
    await context.close();
  });

  it('a guest reading in Polish finds the company described and its news written in Polish', async () => {
    const polish = JSON.parse(
      readFileSync(
        new URL('../../../packages/i18n/src/resources/pl-PL/companies.json', import.meta.url),
        'utf8',
      ),
    ) as Record<string, Record<string, string>>;
    const { context, page } = await e2e.newPage({ width: 1280, height: 900 });
    await page.goto('/');
    await meetFirstVisit(page);

    // the language is the client's choice in the settings (by keyboard: the radio and Space)
    await page.getByRole('contentinfo').locator('a[href="/profile/settings"]').click();
    await onPath(page, '/profile/settings');
    await page.getByRole('radio', { name: /Polski/ }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('pl-PL');

    await page.goto('/quote?symbol=AAPL');
    const company = page.getByRole('region', { name: 'Spółka' });
    await visible(company.getByText(polish.NASDAQ!.AAPL!));
    await hidden(company.getByText(/^Designs smartphones/));

    // and its news headlines are written in Polish from their templates, not sent English
    const news = page.getByRole('region', { name: 'Wiadomości' }).getByRole('link');
    await visible(news);
    const headlines = await news.allTextContents();
    expect(headlines.filter((h) => /\b(as|the|to|after|on)\b/.test(h))).toEqual([]);
    await context.close();
  });
});
