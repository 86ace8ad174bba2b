// Registration from an empty browser, in Chromium against the built web app: a client who
// registers with a mobile number is told the account was created, finds the number in the login
// form's "Mobile number or username" field (never a username they did not choose), and signs in.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness';
import { meetFirstVisit, onPath, visible } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('registration', () => {
  it('registers with a mobile number, is told the account was created, and signs in with the number filled in', async () => {
    const { context, page } = await e2e.newPage();
    try {
      const code = (await e2e.backoffice(['invite', '--tenant', 'demo', '--advisor', 'e2e'])).match(
        /INV-[A-Z0-9-]+/,
      )![0];
      const mobile = `202557${randomInt(1000, 9999)}`;
      await page.goto(`/register?code=${encodeURIComponent(code)}`);
      await meetFirstVisit(page);
      await page.getByLabel('Mobile number').fill(mobile);
      await page.getByLabel('Password', { exact: true }).fill('Journey-pass-1');
      await page.getByLabel('Confirm password').fill('Journey-pass-1');
      await page.getByRole('button', { name: 'Register' }).click();

      await onPath(page, '/login');
      // the login page says so itself (not only a toast that goes away)
      const notice = page.getByRole('main').getByRole('status');
      await visible(notice);
      await expect.poll(() => notice.first().textContent()).toContain('Your account was created');
      await expect.poll(() => notice.first().textContent()).toContain(mobile);
      const field = page.getByRole('textbox', { name: 'Mobile number or username' });
      expect(await field.inputValue()).toBe(mobile);

      await page.getByLabel('Password', { exact: true }).fill('Journey-pass-1');
      await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
      // signed in: kyc_force is the tenant default for new clients, so the guard asks for KYC
      await onPath(page, '/kyc');
    } finally {
      await context.close();
    }
  });
});
