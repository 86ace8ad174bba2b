// The loans journey (spec 1-6) in Chromium against the built web app and a freshly seeded server,
// from an EMPTY browser: a new client (KYC approved, the loan feature granted) opens /loan,
// applies for a loan product by keyboard (purpose, amount, review, submit); the advisor approves
// and pays it out through the back office; the cash arrives on the dashboard; the client repays the
// next instalment from the screen. The next instalment falls overdue on a controlled clock
// (`loan:overdue --at`): the withdrawal is blocked with the spec 8 texts and the spec 6
// consequences show on the loans, trust and withdraw screens; paying the outstanding amount from
// the screen lifts them and the withdrawal form is usable again. A phone (390 px, touch) applies too.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { insertUser } from '../../server/src/testing/fixtures';
import { startE2E, US_SESSION_OPEN, type E2E } from './harness';
import {
  hasText,
  hidden,
  loginToken,
  meetFirstVisit,
  onPath,
  tabTo,
  visible,
  returningVisitor,
} from './steps';

let e2e: E2E;
beforeAll(async () => {
  // an open US session: the buy refused for the outstanding balance is a market order
  e2e = await startE2E({ marketTime: US_SESSION_OPEN });
});
afterAll(async () => {
  await e2e?.close();
});

const DAY = 86_400_000;

/** An API call as the client, for what the journey sets up but does not drive. */
async function api<T>(token: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${e2e.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-tenant-id': 'demo',
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; message?: string };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${json.message}`);
  return json.data;
}

interface LoanRow {
  id: string;
  status: string;
  instalments: { due_date: string; amount: string }[];
}
const loansOf = async (token: string) =>
  (await api<{ list: LoanRow[] }>(token, '/loan/app/v1/applications')).list;

/** A new client as the back office leaves them: KYC approved, a score, the gated features. */
async function newClient() {
  const client = await insertUser(e2e.db.db, 'demo', { kyc_status: 'approved' });
  await e2e.backoffice(
    `client:set --tenant demo --client ${client.username} --score 720 --perms deposit,withdraw,fx,trade,subscribe,loan`.split(
      ' ',
    ),
  );
  return client;
}

async function logIn(page: Page, who: { username: string; password: string }) {
  await page.getByRole('textbox', { name: /username/i }).fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.keyboard.press('Enter');
}

const product = (name: string) => ({
  name,
  description: 'A personal loan repaid in equal monthly instalments.',
  currency: 'USD',
  min_amount: '500.00',
  max_amount: '20000.00',
  term_months: 12,
  annual_rate: '12',
  schedule_kind: 'annuity',
  min_vip: 0,
  min_score: 0,
  active: true,
});

describe('loans', () => {
  it('a new client applies, the back office approves and pays out, the client repays an instalment; one falls overdue and blocks withdrawals until paid from the screen', async () => {
    await e2e.backoffice([
      'loan-product:create',
      '--tenant',
      'demo',
      '--json',
      JSON.stringify(product('Personal 12')),
    ]);
    const client = await newClient();
    const token = await loginToken(e2e.url, client.username, client.password);
    // a bank account for the withdrawal at the end (the journey of money.e2e adds one by hand)
    await api(token, '/bank/app/v1', {
      bank_name: 'Chase',
      bank_acc: '000123456789',
      bank_holder: 'Robin Vale',
      country: 'US',
      is_default: true,
      step_up: { password: client.password },
    });

    // an EMPTY browser: the startup overlay, the cookie choice, then /loan asks for a login
    const { context, page } = await e2e.newPage({ width: 1280, height: 900 });
    onTestFailed(async () => {
      await page.screenshot({ path: '/tmp/loans-journey.png', fullPage: true });
    });
    await page.goto('/loan');
    await meetFirstVisit(page);
    await onPath(page, '/login');
    await logIn(page, client);
    await onPath(page, '/loan');
    await visible(page.getByRole('heading', { level: 1, name: 'Loans' }));
    await visible(page.getByText('No applications yet'));

    // apply by keyboard: purpose, amount, review, submit
    const card = page.locator('li[data-product]', { hasText: 'Personal 12' });
    await visible(card);
    await card.getByRole('button', { name: 'Apply for Personal 12' }).focus();
    await page.keyboard.press('Enter');
    await tabTo(page, /^Purpose/);
    await page.keyboard.type('New car');
    await tabTo(page, /^Application amount/);
    await page.keyboard.type('1200');
    await hasText(card.locator('[data-slot="loan-cost"]'), '$106.62');
    await tabTo(page, /^Review application$/);
    await page.keyboard.press('Enter');
    const review = card.locator('[data-slot="loan-review"]');
    await visible(review.getByRole('heading', { name: 'Check your application' }));
    await hasText(review, '$1,200.00');
    await tabTo(page, /^Submit application$/);
    await page.keyboard.press('Enter');
    await visible(page.getByText('Application submitted. An advisor will review it.'));
    const loan = page.locator('li[data-loan]').first();
    await visible(loan);
    await hasText(loan, 'Waiting for an advisor');
    await expect.poll(() => loan.getAttribute('data-status')).toBe('awaiting');

    // the advisor approves and pays it out through the back office
    const [applied] = await loansOf(token);
    expect(applied?.status).toBe('awaiting');
    const id = applied!.id;
    await e2e.backoffice(['loan:approve', id, '--tenant', 'demo', '--remark', 'Welcome aboard']);
    const paidOut = await e2e.backoffice(['loan:disburse', id, '--tenant', 'demo']);
    expect(paidOut).toContain('paid out: 1200.00 USD');

    // the cash arrives: the dashboard's available cash
    await page.goto('/dashboard');
    await hasText(page.getByRole('region', { name: 'Available cash' }), '$1,200.00');

    // the loan with its schedule; the next instalment repaid from the screen
    await page.goto('/loan');
    await expect.poll(() => loan.getAttribute('data-status')).toBe('using');
    await hasText(loan, 'Welcome aboard');
    const repayForm = loan.locator('[data-slot="repay-form"]');
    await visible(repayForm);
    await repayForm.getByRole('radio', { name: /Pay the next instalment/ }).check();
    await repayForm.getByRole('button', { name: 'Review repayment' }).click();
    const repayReview = loan.locator('[data-slot="repay-review"]');
    await hasText(repayReview, '$106.62');
    await repayReview.getByRole('button', { name: 'Confirm repayment' }).click();
    await visible(page.getByText('Repayment received'));
    await expect.poll(() => loan.getAttribute('data-status')).toBe('using');
    await hasText(loan.locator('dl').first(), /Repaid\s*\$106\.62/);
    await page.goto('/dashboard');
    await hasText(page.getByRole('region', { name: 'Available cash' }), '$1,093.38');

    // the next instalment falls due, then overdue a day later, on the back office's clock
    const [disbursed] = await loansOf(token);
    const due = new Date(disbursed!.instalments[1]!.due_date).getTime();
    await e2e.backoffice(['loan:overdue', '--tenant', 'demo', '--at', new Date(due).toISOString()]);
    const overdue = await e2e.backoffice([
      'loan:overdue',
      '--tenant',
      'demo',
      '--at',
      new Date(due + DAY + 1_000).toISOString(),
    ]);
    expect(overdue).toContain('overdue: 1');

    // the withdrawal is blocked with the spec 8 texts and the spec 6 consequences
    await page.goto('/withdraw');
    const blocked = page.locator('[role="alert"][data-refusal="outstanding_balance"]');
    await visible(blocked);
    await visible(blocked.getByText('Outstanding balance detected'));
    await visible(blocked.getByText(/Withdrawal blocked with outstanding balance/));
    await visible(blocked.getByText('Trading is suspended'));
    await hasText(blocked, '$106.62');
    expect(await page.getByRole('textbox', { name: /Amount/ }).count()).toBe(0);

    // trading is suspended: a buy is refused with what lifts it, not a call to the advisor
    await page.goto('/quote?symbol=AAPL&ex=NASDAQ');
    const panel = page.locator('[data-slot=trade-panel]');
    await visible(panel.getByRole('heading', { name: 'Trade AAPL' }));
    await panel.getByRole('textbox', { name: 'Quantity' }).fill('1');
    await panel.getByRole('button', { name: 'Review order' }).click();
    await visible(
      panel.getByText(
        'Trading is suspended while an outstanding balance is unpaid. Pay it on the Loans page.',
      ),
    );

    // the trust profile says it too
    await page.goto('/profile/trust');
    const trust = page.locator('[role="alert"][data-refusal="outstanding_balance"]');
    await visible(trust.getByText('Outstanding balance detected'));
    await visible(trust.getByText('Trading is suspended'));

    // the loans screen: the outstanding balance, the loan's status in words, what is due
    await page.goto('/loan');
    const alert = page.locator('[role="alert"][data-refusal="outstanding_balance"]');
    await visible(alert.getByText('Outstanding balance detected'));
    await visible(alert.getByText('Trading is suspended'));
    await hasText(alert, '$106.62');
    await expect.poll(() => loan.getAttribute('data-status')).toBe('recycled');
    await hasText(loan, 'An instalment is overdue');

    // pay what is due (the outstanding amount) from the screen
    const due2 = loan.locator('[data-slot="repay-form"]');
    await visible(due2.getByRole('radio', { name: /Pay what is due/ }));
    await due2.getByRole('radio', { name: /Pay what is due/ }).check();
    await due2.getByRole('button', { name: 'Review repayment' }).click();
    await hasText(loan.locator('[data-slot="repay-review"]'), '$106.62');
    await loan.getByRole('button', { name: 'Confirm repayment' }).click();
    await visible(page.getByText('Repayment received'));
    await hidden(alert);
    await expect.poll(() => loan.getAttribute('data-status')).toBe('repayment');

    // the block is lifted: the withdrawal form is usable again
    await page.goto('/withdraw');
    await visible(page.getByRole('textbox', { name: /Amount/ }));
    expect(await page.locator('[data-refusal="outstanding_balance"]').count()).toBe(0);
    await context.close();
  }, 240_000);

  it('a product raised above the client’s level after the page loaded: the refusal names the level it takes and the client’s', async () => {
    const created = await e2e.backoffice([
      'loan-product:create',
      '--tenant',
      'demo',
      '--json',
      JSON.stringify(product('Gold 12')),
    ]);
    const productId = /Loan product created: (\S+)/.exec(created)?.[1];
    expect(productId).toBeDefined();
    const client = await newClient();
    const { context, page } = await e2e.newPage();
    await returningVisitor(context);
    onTestFailed(async () => {
      await page.screenshot({ path: '/tmp/loans-refused.png', fullPage: true });
    });
    await page.goto('/loan');
    await onPath(page, '/login');
    await logIn(page, client);
    await onPath(page, '/loan');
    const card = page.locator('li[data-product]', { hasText: 'Gold 12' });
    await card.getByRole('button', { name: 'Apply for Gold 12' }).click();
    await card.getByRole('textbox', { name: /^Purpose/ }).fill('Studies');
    await card.getByRole('textbox', { name: /^Application amount/ }).fill('900');
    await card.getByRole('button', { name: 'Review application' }).click();
    // meanwhile the advisor reserves the product for VIP level 2
    await e2e.backoffice([
      'loan-product:edit',
      '--tenant',
      'demo',
      '--id',
      productId!,
      '--json',
      JSON.stringify({ min_vip: 2 }),
    ]);
    await card.getByRole('button', { name: 'Submit application' }).click();
    const refusal = card.getByRole('alert');
    await visible(
      refusal.getByText('You do not meet the eligibility requirements for this product.'),
    );
    await visible(refusal.getByText('This product requires VIP level 2; your level is 0.'));
    expect(await card.getByRole('button', { name: 'Submit application' }).count()).toBe(0);
    expect(await page.locator('li[data-loan]').count()).toBe(0);
    await context.close();
  }, 120_000);

  it('on a phone (390 px, touch): a client applies for a loan product by tapping', async () => {
    await e2e.backoffice([
      'loan-product:create',
      '--tenant',
      'demo',
      '--json',
      JSON.stringify(product('Phone 12')),
    ]);
    const client = await newClient();
    const { context, page } = await e2e.newPage({
      width: 390,
      height: 844,
      isMobile: true,
      hasTouch: true,
    });
    onTestFailed(async () => {
      await page.screenshot({ path: '/tmp/loans-phone.png', fullPage: true });
    });
    await page.goto('/loan');
    await meetFirstVisit(page);
    await onPath(page, '/login');
    await logIn(page, client);
    await onPath(page, '/loan');
    const card = page.locator('li[data-product]', { hasText: 'Phone 12' });
    await card.getByRole('button', { name: 'Apply for Phone 12' }).tap();
    await card.getByRole('textbox', { name: /^Purpose/ }).tap();
    await page.keyboard.type('Laptop');
    await card.getByRole('textbox', { name: /^Application amount/ }).tap();
    await page.keyboard.type('800');
    await card.getByRole('button', { name: 'Review application' }).tap();
    const review = card.locator('[data-slot="loan-review"]');
    await hasText(review, '$800.00');
    // nothing of the review is cut off at 390 px
    expect(
      await review.evaluate(
        (el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= 390,
      ),
    ).toBe(true);
    await card.getByRole('button', { name: 'Submit application' }).tap();
    await visible(page.getByText('Application submitted. An advisor will review it.'));
    await expect
      .poll(() => page.locator('li[data-loan]').first().getAttribute('data-status'))
      .toBe('awaiting');
    await context.close();
  }, 120_000);
});
