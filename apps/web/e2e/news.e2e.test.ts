// News and the dashboard's market sections in Chromium against
// the built web app and a freshly seeded server. From an EMPTY browser (startup overlay, cookie
// choice) a person logs in as the demo client, sees the dashboard's market summary, movers and
// breaking news filled, opens a headline by keyboard, reads it, goes back to the list; the back
// office then publishes a news item, which appears in the list and opens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness';
import { hidden, meetFirstVisit, onPath, visible } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const DEMO = { username: 'demo', password: 'Demo-pass-1', name: 'Alex Morgan' };

describe('news and the dashboard market sections', () => {
  it('the demo client sees the market sections, reads a headline, and a published item appears', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto('/');
    await meetFirstVisit(page);

    // log in from the header, by mouse and keyboard
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await onPath(page, '/login');
    await page.getByLabel('Username').fill(DEMO.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.keyboard.press('Enter');
    await onPath(page, '/dashboard');
    await expect
      .poll(
        async () => (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '',
        {
          timeout: 20_000,
        },
      )
      .toContain(DEMO.name);

    // the portfolio leads; the market sections are filled
    const portfolio = page.getByRole('region', { name: 'Your portfolio' });
    await visible(portfolio.locator('[data-slot="figure-value"]'));
    const summary = page.getByRole('region', { name: 'Market summary' });
    const level = summary.locator('[data-slot="figure-value"]').first();
    await visible(level);
    expect(await level.textContent()).toMatch(/\d/);
    await visible(summary.locator('[data-slot="price-change"]'));
    await visible(summary.getByText('Advances'));
    const movers = page.getByRole('region', { name: 'Market movers' });
    await visible(movers.getByRole('list', { name: 'Top gainers' }).getByRole('listitem'));
    const breaking = page
      .getByRole('region', { name: 'News' })
      .getByRole('list', { name: 'Breaking news' });
    const first = breaking.getByRole('listitem').first().getByRole('link').first();
    await visible(first);
    const headline = (await first.textContent())!.trim();
    expect(headline.length).toBeGreaterThan(5);

    // the demo client follows nothing yet: the watchlist's next step opens the symbol search
    const watch = page.getByRole('region', { name: 'Watchlist' });
    await watch.getByRole('button', { name: 'Search for a stock to follow' }).click();
    const search = page.getByRole('dialog', { name: 'Search symbols' });
    await visible(search);
    await page.keyboard.press('Escape');
    await hidden(search);

    // open the headline by keyboard and read it
    await first.focus();
    await page.keyboard.press('Enter');
    await onPath(page, /^\/news\/.+/);
    await visible(page.getByRole('heading', { level: 1, name: headline }));
    const article = page.getByRole('article');
    expect(
      ((await article.locator('[data-slot="news-body"]').textContent()) ?? '').length,
    ).toBeGreaterThan(headline.length);
    await visible(article.locator('time'));

    // back to the list: the headline is there
    await page.getByRole('link', { name: 'Back to news' }).click();
    await onPath(page, '/news');
    const list = page.getByRole('list', { name: 'News' });
    await visible(list.getByRole('link', { name: headline }));

    // "Load more" asks for older items, keeping the ones on screen
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 20_000 }).toBe(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect
      .poll(() => list.getByRole('listitem').count(), { timeout: 20_000 })
      .toBeGreaterThan(20);

    // "Filter by stock": a listing picked in the symbol search filters the list (in the URL);
    // the chip's clear button shows all stocks again
    const filter = page.getByRole('group', { name: 'Stock' });
    await visible(filter.getByText('All stocks'));
    await filter.getByRole('button', { name: 'Filter by stock' }).click();
    const picker = page.getByRole('dialog', { name: 'Filter news by stock' });
    await visible(picker);
    await page.keyboard.type('AAPL');
    await picker.getByRole('option', { name: /AAPL/ }).first().click();
    await hidden(picker);
    await onPath(page, '/news');
    expect(new URL(page.url()).searchParams.get('symbol')).toBe('AAPL');
    await visible(page.getByRole('heading', { level: 1, name: 'News about AAPL' }));
    await filter.getByRole('button', { name: 'Remove the filter AAPL, show all stocks' }).click();
    // exact: 'News' alone is also part of 'News about AAPL', which is still up until the
    // navigation (its guard first) has settled
    await visible(page.getByRole('heading', { level: 1, name: 'News', exact: true }));
    expect(new URL(page.url()).searchParams.get('symbol')).toBeNull();

    // the back office publishes an item: it appears in the list and opens
    const published = 'Invest extends trading hours for its clients';
    const out = await e2e.backoffice([
      'news:publish',
      '--tenant',
      'demo',
      '--headline',
      published,
      '--body',
      'From next month, orders are accepted from 07:00.\n\nThe change applies to every market.',
      '--symbol',
      'AAPL',
      '--market',
      'NASDAQ',
    ]);
    expect(out).toContain(published);
    await page.reload();
    const top = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: published }) });
    await visible(top.getByRole('link', { name: published }));
    await visible(top.getByText('Invest newsroom'));
    await top.getByRole('link', { name: published }).click();
    await onPath(page, /^\/news\/.+/);
    await visible(page.getByRole('heading', { level: 1, name: published }));
    await visible(page.getByText('The change applies to every market.'));
    // the listing it is about, with its price change (sign and arrow)
    const related = page.getByRole('list', { name: 'Related stocks' });
    await visible(related.getByRole('link', { name: 'Quote of AAPL' }));
    await visible(related.locator('[data-slot="price-change"]'));
    await context.close();
  });
});
