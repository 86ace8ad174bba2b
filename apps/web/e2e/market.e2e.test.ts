// The market page in Chromium against the built web app and a freshly
// seeded server. From an EMPTY browser (startup overlay, cookie choice) a guest opens /market by
// the header menu and sees the indices and the movers, with a log-in prompt for the watchlist;
// signed in (a listing added over the API), the watchlist shows it with a live price, which the
// client can pause (WCAG 2.2.2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../server/src/testing/fixtures';
import { startE2E, type E2E } from './harness';
import { logInFromWatchlistPrompt, loginToken, meetFirstVisit, onPath, visible } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('market', () => {
  it('a guest opens /market by the menu and sees indices and movers; signed in, the watchlist shows', async () => {
    const client = await insertUser(e2e.db.db, 'demo', {
      full_name: 'Mara Quill',
      kyc_status: 'approved',
    });
    // the watchlist is seeded over the API (adding from a quote page is a later step)
    const token = await loginToken(e2e.url, client.username, client.password);
    const added = await fetch(`${e2e.url}/watchlist/app/v1`, {
      method: 'POST',
      headers: {
        'x-tenant-id': 'demo',
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ symbol: 'AAPL', market: 'NASDAQ' }),
    });
    expect(added.status).toBe(200);

    // an EMPTY browser: the startup overlay, then the cookie choice
    const { page } = await e2e.newPage();
    await page.goto('/');
    await meetFirstVisit(page);

    // a guest, by the header menu
    await page.getByRole('banner').getByRole('link', { name: 'Market' }).click();
    await onPath(page, '/market');
    await visible(page.getByRole('heading', { level: 1, name: 'Market' }));
    await visible(page.getByRole('region', { name: 'Indices' }));
    await visible(page.getByRole('list', { name: 'Top gainers' }).getByRole('listitem'));
    await visible(page.getByRole('region', { name: 'Top losers' }));
    await visible(page.getByText('Log in to see your watchlist'));

    // log in from the watchlist's prompt, back to the market
    await logInFromWatchlistPrompt(page, client);
    const watchlist = page.getByRole('list', { name: 'Watchlist' });
    await visible(watchlist.getByText('AAPL'));
    // WCAG 2.2.2: the live prices pause and resume
    await page.getByRole('button', { name: 'Pause live prices' }).click();
    await visible(page.getByRole('button', { name: 'Resume live prices' }));
    await page.getByRole('button', { name: 'Resume live prices' }).click();
    await visible(page.getByRole('button', { name: 'Pause live prices' }));
  });
});
