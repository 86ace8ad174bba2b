// spec 6 Feature access, end to end: the advisor takes the demo client's `withdraw` permission
// away through the back office; from an EMPTY browser the client logs in and finds the withdraw
// action disabled with its reason (no form), and the server refuses a direct call all the same.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { startE2E, type E2E } from './harness';
import { loginToken, meetFirstVisit, onPath, visible } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('feature access', () => {
  it('a client whose withdraw permission the advisor removed: the withdraw action disabled with its reason, and the server refusing a direct call', async () => {
    const demo = e2e.seeded.clients.find((c) => c.kyc === 'approved')!;
    // the advisor keeps every other permission and removes 'withdraw' (client:set, spec 6)
    const out = await e2e.backoffice([
      'client:set',
      '--tenant',
      'demo',
      '--client',
      demo.username,
      '--perms',
      'trade,deposit,ipo,subscribe,fx,loan',
    ]);
    expect(out).toMatch(/perms trade, deposit, ipo, subscribe, fx, loan$/m);

    // an EMPTY browser: the first visit, then the login form
    const { context, page } = await e2e.newPage();
    onTestFailed(async () => {
      await page
        .screenshot({ path: join(tmpdir(), 'permissions-e2e.png'), fullPage: true })
        .catch(() => undefined);
    });
    await page.goto('/login');
    await meetFirstVisit(page);
    await page.getByRole('textbox', { name: /username/i }).fill(demo.username);
    await page
      .getByLabel(/Password/)
      .first()
      .fill(demo.password);
    await page.keyboard.press('Enter');
    await onPath(page, '/dashboard');

    // the withdraw screen: the reason instead of the form, the action disabled and described by it
    await page.goto('/withdraw');
    const form = page.getByRole('region', { name: 'New withdrawal' });
    const reason = 'Withdrawals are not enabled for your account. Contact your advisor.';
    await visible(form.getByText(reason));
    const action = form.getByRole('button', { name: 'Withdraw' });
    expect(await action.isDisabled()).toBe(true);
    const describedBy = (await action.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(reason);
    expect(await form.getByRole('textbox', { name: /Amount/ }).count()).toBe(0);
    // the records stay: the seeded pending withdrawal can still be cancelled
    await visible(
      page
        .getByRole('region', { name: 'Withdrawal records' })
        .getByRole('button', { name: 'Cancel withdrawal' }),
    );

    // the server refuses a direct call, whatever the page shows: 403 naming the feature
    const token = await loginToken(e2e.url, demo.username, demo.password);
    const res = await fetch(`${e2e.url}/withdraw/app/v1`, {
      method: 'POST',
      headers: {
        'x-tenant-id': 'demo',
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ currency: 'USD', amount: '10.00', bank_id: 'any', pin: '000000' }),
    });
    const body = (await res.json()) as {
      code?: string;
      errors?: { code?: string; params?: Record<string, unknown> }[];
    };
    expect(res.status).toBe(403);
    expect(body.code).toBe('PERMISSION_DENIED');
    expect(body.errors?.[0]).toMatchObject({
      code: 'missing_permission',
      params: { feature: 'withdraw', permission: 'withdraw' },
    });
    await context.close();
  });
});
