// Trading in Chromium against the built web app and a freshly seeded server, during an open US
// session. From an EMPTY browser, by mouse: the demo client logs in, finds AAPL with Ctrl+K,
// buys 2 at market through review, the trading unlock (the password: no PIN or second factor is
// set) and confirm, sees the order filled, the position (5 seeded, then 7) and the cash in
// /portfolio, sells 1 from the position's Sell and sees the realised P&L move; then the orders
// list, filtered by side.
// One journey by keyboard only, one at 390 px by touch (the panel is a bottom sheet there), and
// a quote that expires on a controlled clock: confirm is disabled until the price is refreshed.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { DEMO_CLIENT } from '../../server/src/seed';
import { startE2E, US_SESSION_OPEN, type E2E } from './harness';
import { hidden, meetFirstVisit, onPath, tabTo, visible } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ marketTime: US_SESSION_OPEN });
});
afterAll(async () => {
  await e2e?.close();
});

/** The text of the summary's figure labelled `label` on /portfolio. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Summary' })
    .locator(`dt:text-is("${label}") + dd`)
    .textContent();
/** The realised P&L, the unrealised figure's hint. */
const realised = (page: Page) =>
  page.getByRole('region', { name: 'Summary' }).locator('[data-slot=figure-hint]').textContent();

/** The positions table's row of `symbol` and its quantity (the symbol's column heads the row). */
const positionRow = (page: Page, symbol: string) =>
  page.getByRole('row', { name: new RegExp(`^${symbol}\\b`) });
const quantityOf = (page: Page, symbol: string) =>
  positionRow(page, symbol).getByRole('gridcell').nth(0).textContent();

/** A fresh browser of `options`; on a failure its picture is kept as /tmp/trading-<name>.png. */
async function browse(name: string, options?: Parameters<E2E['newPage']>[0]) {
  const opened = await e2e.newPage(options ?? { width: 1280, height: 900 });
  onTestFailed(async () => {
    await opened.page.screenshot({ path: `/tmp/trading-${name}.png`, fullPage: true });
  });
  return opened;
}

/** On /login: the demo client's username and password, by mouse or by touch. */
async function logIn(page: Page, by: 'mouse' | 'touch' = 'mouse') {
  const username = page.getByRole('textbox', { name: /username/i });
  const password = page.getByLabel(/Password/).first();
  const submit = page.getByRole('button', { name: 'Log in', exact: true });
  if (by === 'touch') {
    await username.tap();
    await page.keyboard.type(DEMO_CLIENT.username);
    await password.tap();
    await page.keyboard.type(DEMO_CLIENT.password);
    await submit.tap();
  } else {
    await username.fill(DEMO_CLIENT.username);
    await password.fill(DEMO_CLIENT.password);
    await submit.click();
  }
}

describe('trading', () => {
  it('a client buys 2 AAPL at market by mouse, sees the position and sells 1 for a realised P&L', async () => {
    const { context, page } = await browse('mouse');
    await page.goto('/portfolio');
    await meetFirstVisit(page);

    // the portfolio asks a guest to log in, and brings the client back
    await onPath(page, '/login');
    await logIn(page);
    await onPath(page, '/portfolio');
    await visible(page.getByRole('heading', { level: 1, name: 'Portfolio' }));
    // the demo client's holdings (seeded) and cash before
    await expect.poll(() => quantityOf(page, 'AAPL')).toBe('5');
    const cashBefore = await figure(page, 'Cash');
    const realisedBefore = await realised(page);

    // Ctrl+K, AAPL, its quote page
    await page.keyboard.press('Control+k');
    const search = page.getByRole('dialog');
    await visible(search);
    await page.keyboard.type('AAPL');
    await search.getByRole('option', { name: /AAPL/ }).first().click();
    await onPath(page, '/quote');
    const panel = page.locator('[data-slot=trade-panel]');
    await visible(panel.getByRole('heading', { name: 'Trade AAPL' }));

    // the ticket: buy 2 at market, reviewed with the server's expiring quote
    await panel.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await panel.getByRole('button', { name: 'Review order' }).click();
    await visible(panel.getByText(/Price held for \d+ s/));
    await panel.getByRole('button', { name: 'Confirm buy' }).click();

    // the session's trading unlock: the strongest proof the client has (here the password)
    const unlock = page.getByRole('dialog', { name: 'Confirm it is you' });
    await visible(unlock);
    await unlock.getByLabel('Password', { exact: true }).fill(DEMO_CLIENT.password);
    await unlock.getByRole('button', { name: 'Continue' }).click();

    await visible(panel.getByRole('heading', { name: 'Order placed' }));
    await panel.getByRole('link', { name: /View order/ }).click();
    await onPath(page, /^\/orders\/[\w-]+$/);
    await visible(page.getByText('Filled').first());

    // the position and the cash in /portfolio
    await page.getByRole('navigation').getByRole('link', { name: 'Portfolio' }).first().click();
    await onPath(page, '/portfolio');
    const row = positionRow(page, 'AAPL');
    await visible(row);
    await expect.poll(() => quantityOf(page, 'AAPL')).toBe('7');
    await expect.poll(() => figure(page, 'Cash')).not.toBe(cashBefore);

    // sell 1 from the position's Sell: the panel opens on sell; no second unlock in the session
    await row.getByRole('link', { name: 'Sell AAPL' }).click();
    await onPath(page, '/quote');
    await visible(panel.getByRole('heading', { name: 'Trade AAPL' }));
    await panel.getByRole('textbox', { name: 'Quantity' }).fill('1');
    await panel.getByRole('button', { name: 'Review order' }).click();
    await panel.getByRole('button', { name: 'Confirm sell' }).click();
    await visible(panel.getByRole('heading', { name: 'Order placed' }));

    await page.getByRole('navigation').getByRole('link', { name: 'Portfolio' }).first().click();
    await onPath(page, '/portfolio');
    await expect.poll(() => quantityOf(page, 'AAPL')).toBe('6');
    // the sale's realised P&L: the quoted price against the average cost, less the fees (a
    // figure, whatever its sign)
    await expect.poll(() => realised(page)).toMatch(/^Realised P&L.*\$\d+\.\d\d/);
    await expect.poll(() => realised(page)).not.toBe(realisedBefore);

    // the orders list: both orders, filterable by side
    await page.getByRole('link', { name: 'Orders' }).click();
    await onPath(page, '/orders');
    // the five orders of the demo's history and the two of this journey; the sales by the filter
    const rows = page.locator('[data-slot=orders-view] li');
    await expect.poll(() => rows.count()).toBe(7);
    await page.getByRole('button', { name: /Side/ }).click();
    await page.getByRole('option', { name: 'Sell' }).click();
    await expect.poll(() => rows.count()).toBe(2);

    // Home leads with the value and today's change of what the client holds, as /portfolio does
    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).first().click();
    await onPath(page, '/dashboard');
    const lead = page
      .locator('[data-slot=figure]')
      .filter({ has: page.locator('dt:text-is("Portfolio value")') });
    await visible(lead);
    await expect.poll(() => lead.locator('[data-slot=figure-hint]').textContent()).toBe('Today');
    await expect.poll(() => lead.locator('[data-slot=figure-delta]').textContent()).toMatch(/\$\d/);
    await context.close();
  });

  it('a client buys by keyboard only: log in from the panel, review, unlock and confirm', async () => {
    const { context, page } = await browse('keyboard');
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/quote?symbol=MSFT&ex=NASDAQ');
    await meetFirstVisit(page);
    const panel = page.locator('[data-slot=trade-panel]');
    await visible(panel.getByText('Log in to trade'));
    // a guest's way to trade is light: the panel's code is not loaded for it
    expect(scripts.filter((s) => /TradePart/.test(s))).toEqual([]);

    // the guest's way in is the panel's own 'Log in', and the login returns to the quote
    await tabTo(page, /^Log in$/);
    await page.keyboard.press('Enter');
    await onPath(page, '/login');
    // as a person does, the form is there before the keys go to it (the address changes before
    // the page has rendered)
    await visible(page.getByRole('textbox', { name: /username/i }));
    await tabTo(page, /username/i);
    await page.keyboard.type(DEMO_CLIENT.username);
    await tabTo(page, /Password/);
    await page.keyboard.type(DEMO_CLIENT.password);
    await page.keyboard.press('Enter');
    await onPath(page, '/quote');
    await visible(panel.getByRole('textbox', { name: /Quantity/ }));
    expect(scripts.filter((s) => /TradePart/.test(s))).toHaveLength(1);

    await tabTo(page, /Quantity/);
    await page.keyboard.type('1');
    await tabTo(page, /^Review order$/);
    await page.keyboard.press('Enter');
    // focus follows to the review, and the next stops are its actions
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Review your order');
    await tabTo(page, /^Confirm buy$/);
    await page.keyboard.press('Enter');

    const unlock = page.getByRole('dialog', { name: 'Confirm it is you' });
    await visible(unlock);
    await page.keyboard.type(DEMO_CLIENT.password);
    await page.keyboard.press('Enter');
    await hidden(unlock);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Order placed');
    await tabTo(page, /View order/);
    await page.keyboard.press('Enter');
    await onPath(page, /^\/orders\/[\w-]+$/);
    await visible(page.getByRole('heading', { level: 1, name: /Buy MSFT/ }));
    await context.close();
  });

  it('at 390 px by touch, the panel is a bottom sheet: a client buys from it', async () => {
    const { context, page } = await browse('touch', {
      width: 390,
      height: 844,
      isMobile: true,
      hasTouch: true,
    });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/login?redirect=%2Fquote%3Fsymbol%3DAAPL%26ex%3DNASDAQ');
    await meetFirstVisit(page);
    await logIn(page, 'touch');
    await onPath(page, '/quote');

    // no panel beside the quote at this width: a bar at the bottom opens it as a sheet, and the
    // panel's code comes only then (a phone that only reads the quote never loads it)
    const bar = page.getByRole('button', { name: 'Trade AAPL' });
    await visible(bar);
    expect(scripts.filter((s) => /TradePart/.test(s))).toEqual([]);
    await bar.tap();
    const sheet = page.getByRole('dialog', { name: 'Trade AAPL' });
    await visible(sheet);
    expect(scripts.filter((s) => /TradePart/.test(s))).toHaveLength(1);
    await sheet.getByRole('textbox', { name: 'Quantity' }).tap();
    await page.keyboard.type('1');
    await sheet.getByRole('button', { name: 'Review order' }).tap();
    await sheet.getByRole('button', { name: 'Confirm buy' }).tap();
    const unlock = page.getByRole('dialog', { name: 'Confirm it is you' });
    await visible(unlock);
    await unlock.getByLabel('Password', { exact: true }).tap();
    await page.keyboard.type(DEMO_CLIENT.password);
    await unlock.getByRole('button', { name: 'Continue' }).tap();
    await visible(sheet.getByRole('heading', { name: 'Order placed' }));
    await context.close();
  });

  it('a quote that expires disables confirm until the price is refreshed', async () => {
    const { context, page } = await browse('expiry');
    // the browser's clock is the test's: the countdown runs on it
    await page.clock.install();
    await page.goto('/login?redirect=%2Fquote%3Fsymbol%3DAAPL%26ex%3DNASDAQ');
    await meetFirstVisit(page);
    await logIn(page);
    await onPath(page, '/quote');
    const panel = page.locator('[data-slot=trade-panel]');
    await panel.getByRole('textbox', { name: 'Quantity' }).fill('1');
    await panel.getByRole('button', { name: 'Review order' }).click();
    const confirm = panel.getByRole('button', { name: 'Confirm buy' });
    await visible(panel.getByText(/Price held for \d+ s/));
    await expect.poll(() => confirm.isEnabled()).toBe(true);

    // the quote's life runs out on both clocks: the panel says so and confirm is disabled
    e2e.advanceClock(31_000);
    await page.clock.fastForward(31_000);
    await visible(panel.getByText('Quotation expired'));
    await visible(panel.getByText('Please get the latest quotation again.'));
    await expect.poll(() => confirm.isEnabled()).toBe(false);

    // a fresh price: the countdown starts again and the order goes through
    await panel.getByRole('button', { name: 'Refresh price' }).click();
    await visible(panel.getByText(/Price held for \d+ s/));
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await confirm.click();
    const unlock = page.getByRole('dialog', { name: 'Confirm it is you' });
    await visible(unlock);
    await unlock.getByLabel('Password', { exact: true }).fill(DEMO_CLIENT.password);
    await unlock.getByRole('button', { name: 'Continue' }).click();
    await visible(panel.getByRole('heading', { name: 'Order placed' }));
    await context.close();
  });
});
