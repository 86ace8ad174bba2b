// The security centre end to end, in Chromium against a freshly seeded server.
// A client starts from an empty browser (the startup check and the cookie modal answered by
// hand), sets a first PIN (the password asked), turns two-step verification on with that PIN and
// a code computed here, signs in with a code and with a backup code (refused the second time),
// registers a passkey on Chromium's virtual authenticator after the step-up and signs in with
// it, ends another session, whose next call gets 401, and changes the password with the step-up.
// Every factor change is in the sign-in history.
import { TOTP } from 'otpauth';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness';
import { hidden as hideWithin, logIn, onPath, visible } from './steps';

let e2e: E2E;
/** WebAuthn refuses an IP address as the relying party: the app is opened as localhost. */
let origin: string;
beforeAll(async () => {
  e2e = await startE2E();
  origin = e2e.url.replace('127.0.0.1', 'localhost');
});
afterAll(async () => {
  await e2e?.close();
});

// this file's dialogs keep the 40 s they always had to close
const hidden = (locator: Locator) => hideWithin(locator, 40_000);

/** The API as another device would call it (a second session of the same client). */
async function api<T = Record<string, unknown>>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; data: T }> {
  const res = await fetch(`${e2e.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'x-tenant-id': 'demo',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await res.json()) as { data: T };
  return { status: res.status, data: json.data };
}

/** The first visit's cookie modal, answered with the mouse, then the startup check. */
async function throughFirstVisit(page: Page) {
  const startup = page.getByRole('dialog', { name: 'Preparing your session' });
  const cookies = page.getByRole('dialog', { name: 'Cookie preferences' });
  await visible(cookies);
  await cookies.getByRole('button', { name: /reject/i }).click();
  await hidden(cookies);
  await expect
    .poll(
      async () =>
        !(await startup.isVisible()) ||
        (await startup.getByRole('button', { name: 'Continue' }).isVisible()),
      { timeout: 40_000 },
    )
    .toBe(true);
  if (await startup.isVisible()) {
    await startup.getByRole('button', { name: 'Continue' }).click();
    await hidden(startup);
  }
}

/** The profile page's settings menu. */
const settings = (page: Page) =>
  page.getByRole('main').getByRole('navigation', { name: 'Settings' });

async function logOut(page: Page) {
  await page.goto(`${origin}/profile`);
  await settings(page).getByRole('button', { name: 'Log out' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).not.toBe('/profile');
}

/** The step-up dialog of a sensitive action. */
const stepUpDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm it is you' });

describe('security centre', () => {
  it('a first PIN, TOTP on with it, sign-ins, a passkey, another session, a new password', async () => {
    const demo = e2e.seeded.clients.find((c) => c.kyc === 'approved')!;
    const { context, page } = await e2e.newPage();
    // nothing preset: the first visit as a person meets it
    await page.goto(`${origin}/login`);
    await throughFirstVisit(page);
    await logIn(page, demo);
    await onPath(page, '/dashboard');

    // a first PIN from the profile menu: a new factor, so the password is asked (by keyboard)
    const PIN = '482916';
    await page.goto(`${origin}/profile`);
    await settings(page).getByRole('button', { name: 'Set PIN' }).click();
    await onPath(page, '/profile/pin');
    await page
      .getByLabel(/^New PIN/)
      .first()
      .click();
    await page.keyboard.type(PIN);
    await page
      .getByLabel(/^Repeat the new PIN/)
      .first()
      .click();
    await page.keyboard.type(PIN);
    await page.getByRole('button', { name: 'Set PIN' }).click();
    await visible(stepUpDialog(page).getByText('Enter your password to continue.'));
    await page.keyboard.type(demo.password);
    await page.keyboard.press('Enter');
    await hidden(stepUpDialog(page));
    await visible(page.getByText('Your PIN was saved.'));

    // the profile menu's "Security" entry leads to the security centre
    await page.goto(`${origin}/profile`);
    await settings(page).getByRole('button', { name: 'Security' }).click();
    await onPath(page, '/profile/security');
    const twoStep = page.getByRole('region', { name: 'Two-step verification' });
    await twoStep.getByRole('button', { name: 'Turn on' }).click();
    // turning it on is a factor change: the PIN first, and no secret is shown before it
    await visible(stepUpDialog(page).getByText('Enter your PIN to continue.'));
    expect(await twoStep.locator('[data-slot="two-step-secret"]').count()).toBe(0);
    await stepUpDialog(page).getByLabel(/^PIN/).first().click();
    await page.keyboard.type(PIN);
    await stepUpDialog(page).getByRole('button', { name: 'Continue' }).click();
    await hidden(stepUpDialog(page));
    await visible(twoStep.getByRole('img', { name: 'QR code for your authenticator app' }));
    const secret = (
      (await twoStep.locator('[data-slot="two-step-secret"]').textContent()) ?? ''
    ).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    const totp = new TOTP({ secret, digits: 6, period: 30 });
    await twoStep.getByLabel('Verification code').fill(totp.generate());
    await twoStep.getByRole('button', { name: 'Confirm and turn on' }).click();
    const codesList = twoStep.getByRole('list', { name: 'Backup codes' });
    await visible(codesList);
    const codes = (await codesList.getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    // the text file holds the same codes
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      twoStep.getByRole('button', { name: 'Download as text file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('backup-codes.txt');
    await twoStep.getByRole('button', { name: 'I have saved them' }).click();
    await visible(twoStep.getByText('Backup codes left: 10'));

    // sign out, sign in with a code (of the next window: the confirming one cannot be replayed)
    await logOut(page);
    await page.goto(`${origin}/login`);
    await logIn(page, demo);
    await visible(page.getByText('Additional verification required'));
    await page
      .getByLabel('Verification code')
      .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await onPath(page, '/dashboard');

    // then with a backup code, which works once
    for (const attempt of ['first', 'second'] as const) {
      await logOut(page);
      await page.goto(`${origin}/login`);
      await logIn(page, demo);
      await visible(page.getByText('Additional verification required'));
      await page.getByRole('button', { name: 'Use a backup code' }).click();
      await page.getByLabel('Backup code').fill(codes[0]!);
      await page.getByRole('button', { name: 'Verify' }).click();
      if (attempt === 'first') await onPath(page, '/dashboard');
      else {
        await visible(page.getByRole('alert').filter({ hasText: 'Verification failed' }));
        expect(new URL(page.url()).pathname).toBe('/login');
        await page.getByLabel('Backup code').fill(codes[1]!);
        await page.getByRole('button', { name: 'Verify' }).click();
        await onPath(page, '/dashboard');
      }
    }

    // a passkey on Chromium's virtual authenticator (no mock of the library)
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await page.goto(`${origin}/profile/security`);
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    // a passkey is a factor: the second factor first (here a backup code), then the ceremony
    await visible(stepUpDialog(page).getByText('Enter the code from your authenticator app'));
    await stepUpDialog(page).getByRole('button', { name: 'Use a backup code' }).click();
    await stepUpDialog(page).getByLabel('Backup code').fill(codes[3]!);
    await stepUpDialog(page).getByRole('button', { name: 'Continue' }).click();
    await hidden(stepUpDialog(page));
    await visible(passkeys.getByRole('status').filter({ hasText: /Passkey ".+" added/ }));
    // the history lists the factor changes with the sign-ins
    const history = page.getByRole('region', { name: 'Sign-in history' });
    for (const change of [
      'A passkey was added',
      'Two-step verification was turned on',
      'A PIN was set',
    ]) {
      await visible(history.getByText(change));
    }
    await logOut(page);
    await page.goto(`${origin}/login`);
    await logIn(page, demo);
    await visible(page.getByText('Additional verification required'));
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await onPath(page, '/dashboard');

    // another session (another device, through the API with a backup code) is ended from here
    const login = await api<{ mfa: boolean; mfa_token?: string }>('/auth/app/v1/login', {
      method: 'POST',
      body: { username: demo.username, password: demo.password },
    });
    const other = await api<{ access_token: string }>('/user/v1/mfa/bind/verify', {
      method: 'POST',
      token: login.data.mfa_token,
      body: { code: codes[2] },
    });
    expect(other.status).toBe(200);
    const token = other.data.access_token;
    expect((await api('/user/v1/security', { token })).status).toBe(200);
    await page.goto(`${origin}/profile/security`);
    const devices = page.getByRole('region', { name: 'Devices and sessions' });
    const end = devices.getByRole('button', { name: /^Sign out Firefox/ });
    const session = devices
      .getByRole('listitem')
      .filter({ hasText: 'Firefox', has: page.getByRole('button', { name: /^Sign(ing)? out/ }) });
    await visible(session);
    await end.click();
    // the button says "Signing out" while the request runs; the row leaves the list when the
    // server has ended the session and the list is read again
    await hidden(session);
    expect((await api('/user/v1/security', { token })).status).toBe(401);

    // a new password: with two-step verification on, the second factor is asked too
    const newPassword = 'Fresh-pass-73';
    await page.goto(`${origin}/profile`);
    await settings(page).getByRole('button', { name: 'Change password' }).click();
    await onPath(page, '/profile/password');
    await page.getByLabel('Current password', { exact: true }).fill(demo.password);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await visible(stepUpDialog(page).getByText('Enter the code from your authenticator app'));
    await stepUpDialog(page).getByRole('button', { name: 'Use a backup code' }).click();
    await stepUpDialog(page).getByLabel('Backup code').fill(codes[4]!);
    await stepUpDialog(page).getByRole('button', { name: 'Continue' }).click();
    await visible(page.getByText('Password changed'));
    await page.getByRole('button', { name: 'Log in again' }).click();
    await onPath(page, '/login');
    await logIn(page, { username: demo.username, password: newPassword });
    await visible(page.getByText('Additional verification required'));
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    // signed in again (the way back to the profile passes the KYC screen's check)
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).not.toBe('/login');
    await visible(page.getByRole('button', { name: /account menu/i }));
    await context.close();
  });
});
