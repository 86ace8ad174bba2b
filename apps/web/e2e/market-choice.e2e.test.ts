// The market follows the client's pick, not the language. From an EMPTY browser (startup
// overlay, cookies rejected) a guest picks Poland on the dashboard: the market summary and the
// breaking news turn to Warsaw; switching the language to Chinese and then to English leaves the
// market on Poland (the choice holds for the visit after "Reject all", spec 3), the news with it,
// and the market page opens on Poland too.
import type { Page } from 'playwright-core';
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

/** The dashboard's breaking news all about Poland: a Warsaw listing or the Polish index. */
async function newsOfPoland(page: Page, index: string) {
  const list = page.locator('[data-section="news"] [data-slot="news-list"]');
  await visible(list.getByRole('listitem').first());
  await expect
    .poll(async () => {
      const rows = await list.getByRole('listitem').all();
      const about = await Promise.all(
        rows.map(async (row) => {
          const quote = row.locator('a[href*="/quote"]');
          if ((await quote.count()) > 0) return (await quote.first().getAttribute('href')) ?? '';
          return (await row.textContent()) ?? '';
        }),
      );
      return about.length > 0 && about.every((a) => a.includes('ex=WSE') || a.includes(index));
    })
    .toBe(true);
}

async function chooseLanguage(page: Page, name: RegExp) {
  await page.getByRole('contentinfo').locator('a[href="/profile/settings"]').click();
  await onPath(page, '/profile/settings');
  await page.locator('label').filter({ hasText: name }).click();
}

describe('the market picker', () => {
  it('a guest picks Poland; the language changes, the market stays', async () => {
    const { context, page } = await e2e.newPage();
    await page.goto('/');
    await meetFirstVisit(page);
    await onPath(page, '/dashboard');

    // the first visit in English defaults to the US market
    const summary = page.locator('[data-section="market"]');
    const picker = summary.getByRole('button', { name: /Market/ });
    await visible(picker);
    await expect.poll(() => picker.textContent()).toContain('United States');
    await visible(summary.getByText('US Large Cap (sim)'));

    // pick Poland by keyboard
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    const options = page.getByRole('listbox');
    await visible(options);
    await options.getByRole('option', { name: 'Poland' }).click();
    await hidden(options);
    await visible(summary.getByText('Poland Large Cap (sim)'));
    await newsOfPoland(page, 'Poland Large Cap');

    // Chinese no longer means the Chinese market
    await chooseLanguage(page, /简体中文/);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await page.goto('/dashboard');
    await visible(summary.getByText('波兰大盘股（模拟）'));
    await expect.poll(() => summary.getByRole('button').first().textContent()).toContain('波兰');

    // and English does not mean the US
    await chooseLanguage(page, /English/);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await page.goto('/dashboard');
    await visible(summary.getByText('Poland Large Cap (sim)'));
    await expect.poll(() => picker.textContent()).toContain('Poland');
    await newsOfPoland(page, 'Poland Large Cap');

    // the market page follows the same pick; cookies were rejected: nothing persistent
    await page.goto('/market');
    await visible(page.getByText('Indices, sectors and movers of Poland'));
    expect(await page.evaluate(() => localStorage.getItem('invest.market'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('invest.market'))).toBe('PL');
    await context.close();
  });
});
