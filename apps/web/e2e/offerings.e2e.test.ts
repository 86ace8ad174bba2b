// Offerings in Chromium against the built web app and a freshly seeded server (spec 1-4). From
// an EMPTY browser the demo client opens Discover, sees the HOOD IPO open now, subscribes 2 lots
// by keyboard (review, confirm), finds it under "My subscriptions"; the back office then moves
// that offering's clock through its allotment and its listing (`offering:advance`, as an advisor
// would), and the client sees the allotment and the refund on the subscription, the listed
// holding in /portfolio, sells a share of it, and finds the dashboard's IPO card fed by the
// offerings open now. Then the PAC code of the NSE IPO: a wrong one refused beside its field, the
// one the advisor issued the demo client (printed by the seed) accepted.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { DEMO_CLIENT, DEMO_TENANT } from '../../server/src/seed';
import { startE2E, US_SESSION_OPEN, type E2E } from './harness';
import { logIn, meetFirstVisit, onPath, tabTo, visible, returningVisitor } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ marketTime: US_SESSION_OPEN });
});
afterAll(async () => {
  await e2e?.close();
});

/** The value of the subscription's line `label` (its figures are a description list). */
const line = (page: Page, label: string) =>
  page.locator('[data-slot=subscription]').locator(`dt:text-is("${label}") + dd`).textContent();

const positionRow = (page: Page, symbol: string) =>
  page.getByRole('row', { name: new RegExp(`^${symbol}\\b`) });
const quantityOf = (page: Page, symbol: string) =>
  positionRow(page, symbol).getByRole('gridcell').nth(0).textContent();

describe('offerings', () => {
  it('a client subscribes to an open IPO, follows it through allotment and listing, and sells a share', async () => {
    const { context, page } = await e2e.newPage({ width: 1280, height: 900 });
    onTestFailed(async () => {
      await page.screenshot({ path: '/tmp/offerings-journey.png', fullPage: true });
    });
    await page.goto('/discover');
    await meetFirstVisit(page);

    // Discover needs a signed-in client, and brings the client back after the login
    await onPath(page, '/login');
    await logIn(page, DEMO_CLIENT);
    await onPath(page, '/discover');
    // Discover is the home of the products and of the public offerings, a tab each
    await visible(page.getByRole('heading', { level: 1, name: 'Discover' }));
    await page.getByRole('tab', { name: 'Public offerings' }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Open now' }).getAttribute('aria-selected'))
      .toBe('true');
    const hood = page.locator('[data-slot=offerings-view] li', { hasText: 'HOOD' });
    await visible(hood);
    await visible(hood.getByText('IPO', { exact: true }));

    // the detail by keyboard: 2 lots of 10 shares at $38.00, reviewed, then confirmed
    await tabTo(page, /Details of HOOD offering/);
    await page.keyboard.press('Enter');
    await onPath(page, /^\/discover\/offerings\/[\w-]+$/);
    const offeringId = new URL(page.url()).pathname.split('/').at(-1)!;
    await visible(page.getByRole('heading', { level: 1, name: 'HOOD' }));
    await expect
      .poll(() => page.locator('[aria-current=step]').textContent())
      .toMatch(/^Subscription opens/);
    await tabTo(page, /^Lots/);
    await page.keyboard.press('Control+a');
    await page.keyboard.type('2');
    await tabTo(page, /^Review$/);
    await page.keyboard.press('Enter');
    await visible(page.getByRole('heading', { name: 'Review your subscription' }));
    await expect
      .poll(() => page.locator('[data-slot=subscribe-review]').textContent())
      .toContain('$760.00');
    await tabTo(page, /^Confirm subscription$/);
    await page.keyboard.press('Enter');
    await visible(page.getByText('Subscription received'));
    await visible(page.getByText('Awaiting allocation'));
    await expect.poll(() => line(page, 'Held on your cash')).toBe('$760.00');

    // under "My subscriptions"
    await page.getByRole('link', { name: 'All offerings' }).click();
    await onPath(page, '/discover');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Public offerings' }).getAttribute('aria-selected'))
      .toBe('true');
    await page.getByRole('tab', { name: 'My subscriptions' }).click();
    const mine = page.locator('[data-slot=offerings-view] li', { hasText: 'HOOD' });
    await visible(mine);
    await visible(mine.getByText('Awaiting allocation'));

    // the back office moves this offering through its allotment: the client's 2 lots allotted in
    // full (far fewer than offered), nothing left to refund
    await e2e.backoffice([
      'offering:advance',
      '--tenant',
      DEMO_TENANT,
      '--id',
      offeringId,
      '--to',
      'allotted',
    ]);
    // the client comes back to the offering later (a fresh load of the page)
    await page.goto(`/discover/offerings/${offeringId}`);
    await visible(page.locator('[data-slot=subscription]').getByText('Listing', { exact: true }));
    await expect.poll(() => line(page, 'Allotted')).toBe('2 lots (20 shares)');
    await expect.poll(() => line(page, 'Allotted amount')).toBe('$760.00');
    await expect.poll(() => line(page, 'Refund')).toBe('$0.00');
    await expect.poll(() => page.locator('[aria-current=step]').textContent()).toMatch(/^Refund/);

    // then its listing: the shares are a holding
    await e2e.backoffice([
      'offering:advance',
      '--tenant',
      DEMO_TENANT,
      '--id',
      offeringId,
      '--to',
      'listed',
    ]);
    await page.reload();
    await visible(page.locator('[data-slot=subscription]').getByText('Holding', { exact: true }));
    // the listing is passed (with the settlement, the same day for this IPO)
    await expect
      .poll(() => page.locator('[data-step=listed_time]').getAttribute('data-phase'))
      .toMatch(/^(done|current)$/);
    await page.getByRole('link', { name: 'See it in your portfolio' }).click();
    await onPath(page, '/portfolio');
    await expect.poll(() => quantityOf(page, 'HOOD')).toBe('20');

    // and sells a share of it from the position, as any other
    await positionRow(page, 'HOOD').getByRole('link', { name: 'Sell HOOD' }).click();
    await onPath(page, '/quote');
    const panel = page.locator('[data-slot=trade-panel]');
    await visible(panel.getByRole('heading', { name: 'Trade HOOD' }));
    await panel.getByRole('textbox', { name: 'Quantity' }).fill('1');
    await panel.getByRole('button', { name: 'Review order' }).click();
    await panel.getByRole('button', { name: 'Confirm sell' }).click();
    const unlock = page.getByRole('dialog', { name: 'Confirm it is you' });
    await visible(unlock);
    await unlock.getByLabel('Password', { exact: true }).fill(DEMO_CLIENT.password);
    await unlock.getByRole('button', { name: 'Continue' }).click();
    await visible(panel.getByRole('heading', { name: 'Order placed' }));
    await page.getByRole('navigation').getByRole('link', { name: 'Portfolio' }).first().click();
    await onPath(page, '/portfolio');
    await expect.poll(() => quantityOf(page, 'HOOD')).toBe('19');

    // the dashboard's IPO card shows what is open now (HOOD has listed; the NSE IPO is open)
    await page.getByRole('navigation').getByRole('link', { name: 'Home' }).first().click();
    await onPath(page, '/dashboard');
    const ipos = page.getByRole('region', { name: 'IPOs' });
    await visible(ipos.getByRole('link', { name: 'Details of JIOFIN offering' }));
    expect(await ipos.getByRole('link', { name: 'Details of HOOD offering' }).count()).toBe(0);
    expect(await ipos.getByText(/A deposit gets you ready/).count()).toBe(0);
    await context.close();
  });

  it('a client reading Polish opens the APO guide from the offerings list, then goes back to it', async () => {
    const { context, page } = await e2e.newPage({ locale: 'pl-PL' });
    onTestFailed(async () => {
      await page.screenshot({ path: '/tmp/offerings-guide.png', fullPage: true });
    });
    // a returning client whose browser speaks Polish (one of the demo tenant's languages):
    // cookies answered, signed in (the first visit and the login are the other journeys')
    const res = await fetch(`${e2e.url}/auth/app/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-id': DEMO_TENANT },
      body: JSON.stringify({ username: DEMO_CLIENT.username, password: DEMO_CLIENT.password }),
    });
    const { data: tokens } = (await res.json()) as { data: Record<string, string> };
    await returningVisitor(context, { invest_tokens: JSON.stringify(tokens) });

    await page.goto('/discover');
    await page.getByRole('tab', { name: 'Oferty publiczne' }).click();
    const guides = page.locator('[data-slot=offering-guides]');
    await guides.getByRole('link', { name: 'Jak działa oferta wtórna' }).click();
    await onPath(page, '/discover/guides/apo');
    await visible(page.getByRole('heading', { level: 1, name: 'Jak działa oferta wtórna' }));
    await visible(page.getByText(/^Oferta wtórna \(APO\) to sprzedaż/));
    await visible(page.getByRole('heading', { level: 2, name: 'Blokada środków' }));

    // the browser's back button returns to the list it came from, on its tab
    await page.goBack();
    await onPath(page, '/discover');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Oferty publiczne' }).getAttribute('aria-selected'))
      .toBe('true');
    await visible(guides.getByRole('link', { name: 'Jak działa oferta wtórna' }));
    await context.close();
  });

  it("a client's wrong PAC code is refused beside the PAC field; the code the advisor issued subscribes", async () => {
    const jiofin = e2e.seeded.pacCodes.find((p) => p.label === 'IPO NSE:JIOFIN')!;
    const { context, page } = await e2e.newPage({ width: 1280, height: 900 });
    onTestFailed(async () => {
      await page.screenshot({ path: '/tmp/offerings-pac.png', fullPage: true });
    });
    await page.goto(`/discover/offerings/${jiofin.id}`);
    await meetFirstVisit(page);
    await onPath(page, '/login');
    await logIn(page, DEMO_CLIENT);
    await onPath(page, `/discover/offerings/${jiofin.id}`);
    await visible(page.getByRole('heading', { level: 1, name: 'JIOFIN' }));

    const pac = page.getByRole('textbox', { name: 'PAC code' });
    await pac.fill('PAC-AAAA-BBBB-CCCC');
    await page.getByRole('button', { name: 'Review', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    // spec 5: back on the form, the refusal beside the PAC field; nothing subscribed
    await expect.poll(() => pac.getAttribute('aria-invalid')).toBe('true');
    await visible(
      page.getByText('This PAC code is not valid. Check it, or ask your advisor for a new one.'),
    );
    expect(await page.getByText('Subscription received').count()).toBe(0);

    await pac.fill(jiofin.code);
    await page.getByRole('button', { name: 'Review', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await visible(page.getByText('Subscription received'));
    await context.close();
  });
});
