// What a client meets on first use, in Chromium against the built web app: the nominees screen
// shows what the server holds after a save (no reload), the dashboard's deposit step is a link
// and only for a client with nothing in the account, and the login page keeps its redirect.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../server/src/testing/fixtures';
import { startE2E, type E2E } from './harness';
import { hidden, logIn, loginToken, onPath, visible, returningVisitor } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** A page whose visitor already answered the cookie modal and saw the startup overlay today. */
async function quietPage() {
  const { context, page } = await e2e.newPage();
  await returningVisitor(context);
  return { context, page };
}

async function logInAt(page: Page, who: { username: string; password: string }) {
  await page.goto('/login');
  await logIn(page, who);
  await onPath(page, '/dashboard');
}

const shareValues = (page: Page) =>
  page
    .getByRole('textbox', { name: /^Share/ })
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

const nameValues = (page: Page) =>
  page
    .getByRole('textbox', { name: /^Name/ })
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

describe('first use', () => {
  it('nominees: after each save the screen shows the list the server holds, without a reload', async () => {
    const { context, page } = await quietPage();
    const client = await insertUser(e2e.db.db, 'demo', { kyc_status: 'approved' });
    await logInAt(page, client);
    const token = await loginToken(e2e.url, client.username, client.password);
    const serverList = async () => {
      const res = await fetch(`${e2e.url}/nominee/app/v1/list`, {
        headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${token}` },
      });
      const json = (await res.json()) as { data: { name: string; share: string }[] };
      return json.data;
    };

    await page.goto('/beneficiary');
    await page.getByRole('button', { name: 'Add nominee' }).click();
    const fill = async (i: number, name: string, relation: string, phone: string) => {
      await page.getByRole('textbox', { name: /^Name/ }).nth(i).fill(name);
      await page
        .getByRole('textbox', { name: /^Relationship/ })
        .nth(i)
        .fill(relation);
      await page
        .getByRole('textbox', { name: /^Phone/ })
        .nth(i)
        .fill(phone);
    };
    await fill(0, 'Wei Chen', 'Spouse', '4155550101');
    await page.getByRole('button', { name: 'Add nominee' }).click();
    await fill(1, 'Lin Chen', 'Daughter', '4155550102');
    await page.getByRole('button', { name: 'Distribute equally' }).click();
    await page.getByRole('button', { name: 'Save nominees' }).click();
    await visible(page.getByText('Nominees saved'));
    await expect.poll(() => shareValues(page), { timeout: 20_000 }).toEqual(['50', '50']);

    // two more, shared equally, saved: the screen shows the four at 25 % the server holds
    await page.getByRole('button', { name: 'Add nominee' }).click();
    await fill(2, 'Mei Chen', 'Son', '4155550103');
    await page.getByRole('button', { name: 'Add nominee' }).click();
    await fill(3, 'Jun Chen', 'Son', '4155550104');
    await page.getByRole('button', { name: 'Distribute equally' }).click();
    await page.getByRole('button', { name: 'Save nominees' }).click();
    // the first save's "Nominees saved" may still be showing: wait for the server to hold the
    // second save, not for a message that was already there
    await expect
      .poll(async () => (await serverList()).map((n) => n.share), { timeout: 20_000 })
      .toEqual(['25', '25', '25', '25']);
    await visible(page.getByText('Nominees saved'));
    const held = await serverList();
    await expect
      .poll(() => shareValues(page), { timeout: 20_000 })
      .toEqual(['25', '25', '25', '25']);
    expect(await nameValues(page)).toEqual(held.map((n) => n.name));
    // nothing was lost on the way: a reload shows the same
    await page.reload();
    await visible(page.getByRole('textbox', { name: /^Share/ }).nth(3));
    expect(await shareValues(page)).toEqual(['25', '25', '25', '25']);
    await context.close();
  });

  it('dashboard: a new client gets "Make your first deposit" as a link to the deposit page; a funded client does not see it', async () => {
    const { context, page } = await quietPage();
    const client = await insertUser(e2e.db.db, 'demo', { kyc_status: 'approved' });
    // the gated permissions a registered client starts with (the fixture starts with none)
    await e2e.backoffice([
      'client:set',
      '--tenant',
      'demo',
      '--client',
      client.username,
      '--perms',
      'deposit,withdraw,fx,trade,subscribe,loan',
    ]);
    await logInAt(page, client);
    const portfolio = page.getByRole('region', { name: 'Your portfolio' });
    const first = portfolio.getByRole('link', { name: 'Make your first deposit' });
    await visible(first);
    expect(await first.getAttribute('href')).toBe('/deposit');
    await first.click();
    await onPath(page, '/deposit');

    // funded: the money is in the account, no "first deposit" anywhere on the dashboard
    await e2e.backoffice([
      'ledger:adjust',
      '--tenant',
      'demo',
      '--client',
      client.username,
      '--currency',
      'USD',
      '--amount',
      '1000',
      '--reason',
      'e2e funding',
    ]);
    await page.goto('/dashboard');
    await visible(page.getByText('$1,000.00'));
    await visible(page.getByRole('region', { name: 'IPOs' }));
    expect(await page.getByText('Make your first deposit').count()).toBe(0);
    await context.close();
  });

  it('login page: no header "Log in" that would wrap the redirect in another; the redirect is kept', async () => {
    const { context, page } = await quietPage();
    await page.goto('/login?redirect=/profile');
    await visible(page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }));
    await hidden(page.getByRole('banner').getByRole('button', { name: 'Log in' }));
    expect(await page.getByRole('banner').getByRole('button', { name: 'Log in' }).count()).toBe(0);
    const client = await insertUser(e2e.db.db, 'demo', { kyc_status: 'approved' });
    await logIn(page, client);
    await onPath(page, '/profile');
    await context.close();
  });

  it('registration page: the header "Log in" keeps the redirect the page has', async () => {
    const { context, page } = await quietPage();
    await page.goto('/register?redirect=/profile');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await onPath(page, '/login');
    expect(new URL(page.url()).search).toBe('?redirect=%2Fprofile');
    await context.close();
  });
});
