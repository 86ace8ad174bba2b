// Products in Chromium against the built web app and a freshly seeded server (spec 2 Discover,
// spec 4-6). From an EMPTY browser the demo client (VIP level 1) opens Discover, browses the
// funds, opens one for VIP level 2 and is refused with the spec 6 text and both levels,
// subscribes to an eligible fund by keyboard (amount, review, confirm), finds it in /portfolio
// beside the stocks and redeems part of it there (an amount, reviewed: the toast and the units
// kept), then the rest.
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { DEMO_CLIENT } from '../../server/src/seed';
import { startE2E, US_SESSION_OPEN, type E2E } from './harness';
import { hidden, logIn, meetFirstVisit, onPath, tabTo, visible } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ marketTime: US_SESSION_OPEN });
});
afterAll(async () => {
  await e2e?.close();
});

describe('products', () => {
  it('a client discovers a fund, is refused one above their VIP level, subscribes to an eligible one, sees it in the portfolio, redeems part of it, then the rest', async () => {
    const { page } = await e2e.newPage({ width: 1280, height: 900 });
    onTestFailed(async () => {
      await page.screenshot({ path: '/tmp/products-journey.png', fullPage: true });
    });
    await page.goto('/discover');
    await meetFirstVisit(page);
    await onPath(page, '/login');
    await logIn(page, DEMO_CLIENT);
    await onPath(page, '/discover');
    await visible(page.getByRole('heading', { level: 1, name: 'Discover' }));
    await expect
      .poll(() =>
        page.getByRole('tab', { name: 'Products', exact: true }).getAttribute('aria-selected'),
      )
      .toBe('true');

    // the funds: the one for VIP level 2 shows its lock
    await page.getByRole('tab', { name: 'Funds' }).click();
    const products = page.locator('[data-slot=products-view] li');
    const alternative = products.filter({ hasText: 'Real Assets Alternative Fund' });
    await visible(alternative);
    await visible(alternative.getByLabel('Needs VIP level 2'));
    await expect.poll(() => products.filter({ hasText: 'Quant' }).count()).toBe(0);

    // above the client's level: refused with the spec's message, the level it takes and theirs
    await page.getByRole('link', { name: 'Details of Real Assets Alternative Fund' }).click();
    await onPath(page, /^\/discover\/products\/[\w-]+$/);
    const refusal = page.getByRole('alert').filter({ hasText: 'eligibility' });
    await visible(refusal);
    await visible(
      refusal.getByText('You do not meet the eligibility requirements for this product.'),
    );
    await visible(refusal.getByText('This product requires VIP level 2; your level is 1.'));
    await expect.poll(() => page.getByRole('textbox', { name: /^Amount/ }).count()).toBe(0);

    // an eligible fund, by keyboard: $500 reviewed, then confirmed
    await page
      .locator('[data-slot=product-detail-view]')
      .getByRole('link', { name: 'Discover' })
      .click();
    await onPath(page, '/discover');
    // as a person does: the list is on screen before the first Tab (it loads with the page)
    await visible(page.getByRole('link', { name: 'Details of Global Equity Fund' }));
    await tabTo(page, /Details of Global Equity Fund/);
    await page.keyboard.press('Enter');
    await onPath(page, /^\/discover\/products\/[\w-]+$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Global Equity Fund' }));
    await tabTo(page, /^Amount/);
    await page.keyboard.type('500');
    await tabTo(page, /^Review$/);
    await page.keyboard.press('Enter');
    await visible(page.getByRole('heading', { name: 'Review your subscription' }));
    await expect
      .poll(() => page.locator('[data-slot=subscribe-review]').textContent())
      .toContain('$500.00');
    await tabTo(page, /^Confirm subscription$/);
    await page.keyboard.press('Enter');
    await visible(page.getByText('Subscription confirmed'));

    // in the portfolio beside the stocks, then redeemed
    await page.getByRole('link', { name: 'See it in your portfolio' }).click();
    await onPath(page, '/portfolio');
    const holding = page
      .locator('[data-slot=product-holdings] li')
      .filter({ hasText: 'Global Equity Fund' });
    await visible(holding);
    await visible(holding.getByText('Redeem any day'));
    const units = async () =>
      Number(
        ((await holding.locator('dt:text-is("Units") + dd').textContent()) ?? '').replace(/,/g, ''),
      );
    const before = await units();
    await holding.getByRole('button', { name: 'Redeem Global Equity Fund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem Global Equity Fund?' });
    await visible(dialog);
    // part of it: $200 of it, reviewed, then confirmed
    await dialog.getByText('An amount', { exact: true }).click();
    await dialog.getByRole('textbox', { name: /Amount to redeem/ }).fill('200');
    await dialog.getByRole('button', { name: 'Review', exact: true }).click();
    await visible(dialog.getByRole('region', { name: 'Your redemption' }));
    await dialog.getByRole('button', { name: 'Redeem', exact: true }).click();
    await visible(page.getByText(/Redeemed [\d.]+ units: \$\d+\.\d\d paid to your cash/));
    await hidden(dialog);
    // the rest stays held, fewer units
    await visible(holding);
    await expect.poll(units).toBeLessThan(before);
    await expect.poll(units).toBeGreaterThan(0);
    // then the rest: all units
    await holding.getByRole('button', { name: 'Redeem Global Equity Fund' }).click();
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Review', exact: true }).click();
    await dialog.getByRole('button', { name: 'Redeem', exact: true }).click();
    await visible(page.getByText(/Redeemed: \$\d+\.\d\d paid to your cash/));
    // sold back: the holding leaves the portfolio
    await hidden(holding);
  });

  it('a catalogue longer than a server page: Show more goes on to its last fund', async () => {
    // 110 more funds, the lowest returns of all (the list's default sort puts them last): with
    // the seeded ones, more than the server's largest page (100)
    const LADDER = 110;
    for (let i = 1; i <= LADDER; i++) {
      const n = String(i).padStart(3, '0');
      await e2e.backoffice([
        'product:create',
        '--tenant',
        'demo',
        '--json',
        JSON.stringify({
          code: `LADDER${n}`,
          name: `Ladder Fund ${n}`,
          type: 'fund',
          subtype: 'fund',
          asset_class: 'fund',
          market: 'US',
          currency: 'USD',
          risk_level: 2,
          price: '10',
          annual_return: '0.01',
          key_information: { 'en-US': 'A fund of the ladder.' },
        }),
      ]);
    }
    // from an empty browser: the first visit's notice and checks, then the login Discover asks for
    const { page } = await e2e.newPage({ width: 1280, height: 900 });
    await page.goto('/discover');
    await meetFirstVisit(page);
    await onPath(page, '/login');
    await logIn(page, DEMO_CLIENT);
    await onPath(page, '/discover');
    await page.getByRole('tab', { name: 'Funds' }).click();
    const products = page.locator('[data-slot=products-view] li');
    await expect.poll(() => products.count()).toBe(20);

    const more = page.getByRole('button', { name: 'Show more' });
    // each press adds a page, past the hundredth fund too, until the button goes
    while ((await more.count()) > 0) {
      const before = await products.count();
      await more.click();
      await expect.poll(() => products.count()).toBeGreaterThan(before);
    }
    await expect.poll(() => products.filter({ hasText: 'Ladder Fund' }).count()).toBe(LADDER);
    await visible(page.getByRole('link', { name: 'Details of Ladder Fund 110' }));
    // every fund once
    const cards = await products.allTextContents();
    expect(new Set(cards).size).toBe(cards.length);
  });
});
