// Steps of the e2e journeys that several files take as a person would.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits until the first element of `locator` shows. */
export const visible = (locator: Locator, timeout = 20_000) =>
  locator.first().waitFor({ state: 'visible', timeout });
/** Waits until the first element of `locator` is gone. */
export const hidden = (locator: Locator, timeout = 20_000) =>
  locator.first().waitFor({ state: 'hidden', timeout });
/** Waits until the first element of `locator` has `text` in its text (or matches it). */
export const hasText = (locator: Locator, text: string | RegExp) =>
  expect
    .poll(async () => (await locator.first().textContent()) ?? '', { timeout: 20_000 })
    .toMatch(
      typeof text === 'string' ? new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : text,
    );

/**
 * A returning visitor, set before each page of `context` loads: the cookie modal answered (every
 * optional category off; an answer a test stored is kept), the startup overlay seen today, and
 * `storage`'s entries besides (a theme, a language, a session's tokens).
 */
export async function returningVisitor(
  context: BrowserContext,
  storage: Record<string, string> = {},
): Promise<void> {
  await context.addInitScript((entries) => {
    if (!localStorage.getItem('cookie-consents')) {
      localStorage.setItem(
        'cookie-consents',
        JSON.stringify({
          necessary: true,
          functional: false,
          targeting: false,
          performance: false,
        }),
      );
    }
    localStorage.setItem('invest.boot.shownAt', String(Date.now()));
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
}

/** Fills the login form on screen with `who` and presses its Log in button, as a person does. */
export async function logIn(page: Page, who: { username: string; password: string }) {
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Waits until the page's path is `path` (or matches it). */
export async function onPath(page: Page, path: string | RegExp) {
  const at = () => new URL(page.url()).pathname;
  if (typeof path === 'string') await expect.poll(at, { timeout: 20_000 }).toBe(path);
  else await expect.poll(at, { timeout: 20_000 }).toMatch(path);
}

/**
 * What a person meets in an EMPTY browser: the cookie choice, answered "Reject all", then the
 * startup overlay (continued by hand when a check is slow or failed; docs/decisions/0007).
 */
export async function meetFirstVisit(page: Page) {
  const cookies = page.getByRole('dialog', { name: 'Cookie preferences' });
  await visible(cookies);
  await cookies.getByRole('button', { name: /Reject all/ }).click();
  await hidden(cookies);
  const overlay = page.getByRole('dialog', { name: 'Preparing your session' });
  await visible(overlay);
  await expect
    .poll(() => overlay.getAttribute('data-phase').catch(() => 'closed'), { timeout: 40_000 })
    .toMatch(/^(done|failed|poor|closed)$/);
  if ((await overlay.count()) > 0 && (await overlay.getAttribute('data-phase')) !== 'done') {
    await overlay.getByRole('button', { name: 'Continue' }).click();
  }
  await hidden(overlay);
}

/**
 * On /market as a guest: logs in from the watchlist's prompt ("Log in" in the Watchlist region)
 * with the login form, and waits until the login brings the person back to /market.
 */
export async function logInFromWatchlistPrompt(
  page: Page,
  who: { username: string; password: string },
) {
  await page
    .getByRole('region', { name: 'Watchlist' })
    .getByRole('button', { name: 'Log in' })
    .click();
  await onPath(page, '/login');
  await page.getByRole('textbox', { name: /username/i }).fill(who.username);
  await page
    .getByLabel(/Password/)
    .first()
    .fill(who.password);
  await page.keyboard.press('Enter');
  await onPath(page, '/market');
}

/** Presses Tab until the focused element's accessible text (its label, text or label element) matches. */
export async function tabTo(page: Page, name: RegExp, max = 60) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const label = el?.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : '';
      return `${el?.getAttribute('aria-label') ?? ''} ${el?.textContent ?? ''} ${label ?? ''}`.trim();
    });
    if (name.test(text)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** A real 1x1 PNG: the identity documents and the proof of a transfer. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * On /kyc: reads the agreement to its end, accepts it, fills the identity form (birth date typed
 * into the date field) and both document images, and submits. The caller waits for the answer.
 */
export async function submitKyc(page: Page, who: { fullName: string; mobile: string }) {
  const agreement = page.locator('[role=region][tabindex="0"]');
  await agreement.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await page.locator('label').filter({ hasText: 'I have read and accept the agreement' }).click();
  await page.getByLabel('Full name').fill(who.fullName);
  await page.getByLabel('Mobile number').fill(who.mobile);
  await page
    .getByLabel(/date of birth/i)
    .first()
    .click();
  await page.keyboard.type('01151990');
  // a US mobile number: the documents of the US market, a driver's licence first (spec 3)
  await page.getByLabel(/driver's licence number/i).fill('D1234567');
  const files = page.locator('input[type=file]');
  await files.nth(0).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await files.nth(1).setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: PNG });
  // as a person does: both images uploaded and the birth date in its field before submitting
  await expect.poll(() => page.getByText('Uploaded', { exact: true }).count()).toBe(2);
  await expect
    .poll(() =>
      page
        .getByLabel(/date of birth/i)
        .first()
        .evaluate((el) => el.textContent ?? ''),
    )
    .toMatch(/1990/);
  await page.getByRole('button', { name: /submit/i }).click();
}

/** A client's access token by the login call (for what a journey sets up, not what it drives). */
export async function loginToken(baseUrl: string, username: string, password: string) {
  const res = await fetch(`${baseUrl}/auth/app/v1/login`, {
    method: 'POST',
    headers: { 'x-tenant-id': 'demo', 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const json = (await res.json()) as { data: { access_token: string } };
  return json.data.access_token;
}
