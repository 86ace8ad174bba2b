// Trading in Chromium against the built web app and a freshly seeded server, during an open US
// session. From an EMPTY browser, by mouse: the demo client logs in, finds AAPL with Ctrl+K,
// buys 2 at market through review, the trading unlock (the password: no PIN or second factor is
// set) and confirm, sees the order filled, the position and the cash in /portfolio, sells 1 from
// the position's Sell and sees the realised P&L; then the orders list and the order's detail.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { DEMO_CLIENT } from '../../server/src/seed';
import { startE2E, US_SESSION_OPEN, type E2E } from './harness';
import { meetFirstVisit, onPath, visible } from './steps';

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

describe('trading', () => {
  it('a client buys 2 AAPL at market by mouse, sees the position and sells 1 for a realised P&L', async () => {
    const { context, page } = await e2e.newPage({ width: 1280, height: 900 });
    onTestFailed(async () => {
      await page.screenshot({ path: '/tmp/trading-failed.png', fullPage: true });
    });
    await page.goto('/portfolio');
    await meetFirstVisit(page);

    // the portfolio asks a guest to log in, and brings the client back
    await onPath(page, '/login');
    await page.getByRole('textbox', { name: /Username/ }).fill(DEMO_CLIENT.username);
    await page
      .getByLabel(/Password/)
      .first()
      .fill(DEMO_CLIENT.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await onPath(page, '/portfolio');
    await visible(page.getByRole('heading', { level: 1, name: 'Portfolio' }));
    await visible(page.getByText('You hold no stocks yet'));
    const cashBefore = await figure(page, 'Cash');

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
    await expect.poll(() => quantityOf(page, 'AAPL')).toBe('2');
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
    await expect.poll(() => quantityOf(page, 'AAPL')).toBe('1');
    // the sale's realised P&L: the quoted price against the average cost, less the fees (a
    // figure, whatever its sign)
    await expect.poll(() => realised(page)).toMatch(/^Realised P&L.*\$\d+\.\d\d/);
    await expect.poll(() => realised(page)).not.toMatch(/\$0\.00$/);

    // the orders list: both orders, filterable by side
    await page.getByRole('link', { name: 'Orders' }).click();
    await onPath(page, '/orders');
    await expect.poll(() => page.locator('[data-slot=orders-view] li').count()).toBe(2);
    await context.close();
  });
});
