// Journeys through the built web app and a freshly seeded server, in Chromium.
import { randomInt } from 'node:crypto';
import { TOTP } from 'otpauth';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness';
import { hasText, logIn, onPath, returningVisitor, submitKyc, visible } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** A page whose visitor already answered the cookie modal and saw the startup overlay today. */
async function quietPage(options?: Parameters<E2E['newPage']>[0]) {
  const { context, page } = await e2e.newPage(options);
  await returningVisitor(context);
  return { context, page };
}

const demo = () => e2e.seeded.clients.find((c) => c.kyc === 'approved')!;

describe('journeys', () => {
  let context: BrowserContext;
  afterAll(async () => context?.close());

  it('register with an invitation code, log in, forced KYC, submit, back office approves, greeted by name', async () => {
    ({ context } = await quietPage());
    const page = await context.newPage();
    const mobile = `202555${randomInt(1000, 9999)}`;
    await page.goto(`/register?code=${encodeURIComponent(e2e.seeded.invitationCode)}`);
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill('Journey-pass-1');
    await page.getByLabel('Confirm password').fill('Journey-pass-1');
    await expect
      .poll(() => page.getByLabel('Invitation code').inputValue())
      .toBe(e2e.seeded.invitationCode);
    await page.getByRole('button', { name: 'Register' }).click();
    await onPath(page, '/login');
    // The login page says the account was created, and the number is filled in
    await hasText(page.getByRole('main').getByRole('status'), `mobile number ${mobile}`);
    expect(
      await page.getByRole('textbox', { name: 'Mobile number or username' }).inputValue(),
    ).toBe(mobile);

    await logIn(page, { username: mobile, password: 'Journey-pass-1' });
    // kyc_force is the tenant default for new clients: the guard sends them to /kyc
    await onPath(page, '/kyc');

    await submitKyc(page, { fullName: 'Jordan Lee', mobile });
    await visible(page.getByText(/under review/i).first());

    await e2e.backoffice(['kyc:approve', '--tenant', 'demo', '--client', mobile]);
    await page.goto('/dashboard');
    await hasText(page.getByRole('heading', { level: 1 }), 'Jordan Lee');
  });

  it('logs in with MFA (TOTP computed here)', async () => {
    // bind TOTP for the demo client through the API, as the security screen would
    const api = async (path: string, init: RequestInit & { token?: string } = {}) => {
      const res = await fetch(`${e2e.url}${path}`, {
        ...init,
        headers: {
          'x-tenant-id': 'demo',
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
      });
      return (await res.json()) as { data: Record<string, string> };
    };
    const mobile = `202556${randomInt(1000, 9999)}`;
    const code = (await e2e.backoffice(['invite', '--tenant', 'demo', '--advisor', 'e2e'])).match(
      /INV-[A-Z0-9-]+/,
    )![0];
    await api('/auth/app/v1/register', {
      method: 'POST',
      body: JSON.stringify({
        country_code: '1',
        mobile,
        password: 'Mfa-pass-12',
        confirm_password: 'Mfa-pass-12',
        invitation_code: code,
      }),
    });
    await e2e.backoffice([
      'client:set',
      '--tenant',
      'demo',
      '--client',
      mobile,
      '--kyc-force',
      'false',
    ]);
    const login = await api('/auth/app/v1/login', {
      method: 'POST',
      body: JSON.stringify({ username: mobile, password: 'Mfa-pass-12' }),
    });
    // a factor of a client with neither PIN nor second factor: the password's step-up
    const bind = await api('/user/v1/mfa/bind', {
      method: 'POST',
      token: login.data.access_token,
      body: JSON.stringify({ step_up: { password: 'Mfa-pass-12' } }),
    });
    const totp = new TOTP({ secret: bind.data.secret, digits: 6, period: 30 });
    await api('/user/v1/mfa/bind/verify', {
      method: 'POST',
      token: login.data.access_token,
      body: JSON.stringify({ code: totp.generate() }),
    });

    const { context: ctx, page } = await quietPage();
    await page.goto('/login');
    await logIn(page, { username: mobile, password: 'Mfa-pass-12' });
    await visible(page.getByText('Additional verification required'));
    // a code of the next window: the one used to bind cannot be replayed
    await page
      .getByLabel('Verification code')
      .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await onPath(page, '/dashboard');
    await visible(page.getByRole('button', { name: /account menu/i }));
    await ctx.close();
  });

  it('refreshes an access token that expires mid-session without the user noticing', async () => {
    const { context: ctx, page } = await quietPage();
    await page.goto('/login');
    await logIn(page, demo());
    await onPath(page, '/dashboard');
    await hasText(page.getByRole('heading', { level: 1 }), 'Alex Morgan');
    const refreshes: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/auth/app/v1/refresh')) refreshes.push(r.url());
    });
    e2e.advanceClock(16 * 60_000); // the access token (15 min) is now expired
    // a client-side navigation to a page whose data is not cached yet: its first call meets
    // the expired token, the client refreshes once and retries, and the page just shows
    await page.evaluate(() => {
      window.history.pushState({}, '', '/kyc');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await onPath(page, '/kyc');
    await visible(page.getByText('Identity verified'));
    expect(await page.getByText('Session expired. Please sign in again.').count()).toBe(0);
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    await ctx.close();
  });

  it('sends a guest from /portfolio to login with the redirect, and back after login', async () => {
    const { context: ctx, page } = await quietPage();
    await page.goto('/portfolio');
    await onPath(page, '/login');
    expect(new URL(page.url()).search).toBe('?redirect=%2Fportfolio');
    await logIn(page, demo());
    await onPath(page, '/portfolio');
    await ctx.close();
  });

  it('keeps theme and locale over a reload; a server theme does not override the choice', async () => {
    await e2e.backoffice(['tenant:set', '--tenant', 'demo', '--theme', 'dark']);
    const { context: ctx, page } = await quietPage();
    await page.goto('/dashboard');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('dark');
    await page.goto('/profile/settings');
    await page.locator('label').filter({ hasText: /^Neo/ }).click();
    await page
      .locator('label')
      .filter({ hasText: /Polski/ })
      .click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('pl-PL');
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('neo');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pl-PL');
    await e2e.backoffice(['tenant:set', '--tenant', 'demo', '--theme', 'none']);
    await ctx.close();
  });

  it('a guest changes the theme from the footer; after a reject it holds for the visit only', async () => {
    const { context: ctx, page } = await quietPage();
    await page.goto('/about');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Appearance and language' })
      .click();
    await onPath(page, '/profile/settings');
    await page.locator('label').filter({ hasText: /^Dark/ }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('dark');
    // Functional was rejected (spec 3): nothing of the choice in persistent storage
    expect(await page.evaluate(() => localStorage.getItem('invest.theme'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('invest.theme'))).toBe('dark');
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('dark');
    await ctx.close();
  });

  it('spec 2 Scroll: back restores where a page was left; a new page starts at the top', async () => {
    const { context: ctx, page } = await quietPage({ width: 390, height: 600 });
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await page.goto('/privacy');
    await visible(page.getByRole('heading', { name: 'Privacy policy' }));
    // well down the policy (longer than the window at this width)
    const room = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    expect(room).toBeGreaterThan(400);
    const left = Math.round(room * 0.6);
    await page.evaluate((y) => window.scrollTo(0, y), left);
    await expect.poll(scrollY).toBe(left);
    // the bottom bar is fixed: following its link scrolls nothing first
    const bottomBar = page.getByRole('navigation', { name: 'Main, bottom bar' });
    await bottomBar.getByRole('link', { name: 'Market' }).click();
    await onPath(page, '/market');
    await expect.poll(scrollY).toBe(0);
    await page.goBack();
    await onPath(page, '/privacy');
    await expect.poll(scrollY).toBe(left);
    // forward again: that entry was left at the top
    await page.goForward();
    await onPath(page, '/market');
    await expect.poll(scrollY).toBe(0);
    await ctx.close();
  });

  it('stores the spec shape under cookie-consents when rejecting all', async () => {
    const { context: ctx, page } = await e2e.newPage();
    await ctx.addInitScript(() => localStorage.setItem('invest.boot.shownAt', String(Date.now())));
    await page.goto('/about');
    await page.getByRole('button', { name: /reject all/i }).click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('cookie-consents')))
      .not.toBeNull();
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('cookie-consents')))!,
    );
    expect(stored).toMatchObject({ functional: false, targeting: false, performance: false });
    await ctx.close();
  });

  it('shows the bottom bar and full-width drawers at 390 px', async () => {
    const { context: ctx, page } = await quietPage({ width: 390, height: 844 });
    await page.goto('/login');
    await logIn(page, demo());
    await onPath(page, '/dashboard');
    const bottom = page.getByRole('navigation').last();
    await visible(bottom);
    const box = await bottom.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(844 - 120);
    await page.getByRole('button', { name: /account menu/i }).click();
    const drawer = page.getByRole('dialog');
    await visible(drawer);
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(390);
    await ctx.close();
  });
});
