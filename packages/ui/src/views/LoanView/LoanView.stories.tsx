import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { allThemesParameters } from '../money/fixtures';
import { awaiting, loan, loanProducts, recycled, rejected } from './fixtures';
import { LoanView } from './LoanView';

const meta = {
  title: 'Views/LoanView',
  component: LoanView,
  args: {
    products: loanProducts,
    loans: [loan(), awaiting, rejected],
    trustHref: '#/profile/trust',
    timeZone: 'America/New_York',
    onApply: fn(async () => true),
    onRepay: fn(),
    onProductsRetry: fn(),
    onLoansRetry: fn(),
  },
} satisfies Meta<typeof LoanView>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = {
  parameters: {
    viewport: {
      options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } } },
    },
  },
  globals: { viewport: { value: 'phone390' } },
};

const product = (canvas: HTMLElement, id: string) =>
  within(canvas.querySelector(`[data-product=${id}]`) as HTMLElement);
const loanCard = (canvas: HTMLElement, id: string) =>
  within(canvas.querySelector(`[data-loan=${id}]`) as HTMLElement);

/** The products: range, term, rate, what the largest loan costs; spec 6 refusal with its texts. */
export const Products: Story = {
  play: async ({ canvasElement }) => {
    const personal = product(canvasElement, 'lp-personal');
    await expect(personal.getByText('$1,000.00')).toBeVisible();
    await expect(personal.getByText('12 monthly instalments')).toBeVisible();
    await expect(personal.getByText('9.5%')).toBeVisible();
    // 20,000 over 12 months at 9.5 %: the domain's annuity
    await expect(personal.getByText('$1,753.67')).toBeVisible();
    await expect(personal.getByText('$1,044.03')).toBeVisible();
    const premier = product(canvasElement, 'lp-premier');
    await expect(premier.getByText('Not eligible for this product.')).toBeVisible();
    await expect(
      premier.getByText('You do not meet the eligibility requirements for this product.'),
    ).toBeVisible();
    await expect(premier.getByText(/requires VIP level 3; your level is 1/)).toBeVisible();
    await expect(premier.queryByRole('button')).toBeNull();
  },
};

/** Apply by keyboard: purpose, amount, the cost for it, review (WCAG 3.3.4), confirm. */
export const ApplyByKeyboard: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    canvas.getByRole('button', { name: 'Apply for Personal loan' }).focus();
    await userEvent.keyboard('{Enter}');
    const form = product(canvasElement, 'lp-personal');
    // an empty submit names both required fields and focuses the first
    await userEvent.click(form.getByRole('button', { name: 'Review application' }));
    await expect(form.getByText('Purpose is required')).toBeVisible();
    await expect(form.getByText('Amount is required')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Purpose/ })).toHaveFocus();
    await userEvent.keyboard('Kitchen renovation');
    await userEvent.tab();
    await userEvent.keyboard('New appliances');
    await userEvent.tab();
    await userEvent.keyboard('50000');
    await userEvent.tab();
    await expect(form.getByText('The maximum amount is 20000.00 USD')).toBeVisible();
    await userEvent.clear(form.getByRole('textbox', { name: /Application amount/ }));
    await userEvent.type(form.getByRole('textbox', { name: /Application amount/ }), '6000');
    const cost = within(canvasElement.querySelector('[data-slot=loan-cost]') as HTMLElement);
    await expect(cost.getByText('$6,000.00')).toBeVisible();
    await expect(cost.getByText('Monthly instalment')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(form.getByRole('heading', { name: 'Check your application' })).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(form.getByRole('button', { name: 'Submit application' }));
    await waitFor(() =>
      expect(args.onApply).toHaveBeenCalledWith({
        product_id: 'lp-personal',
        amount: '6000',
        purpose: 'Kitchen renovation',
        reason: 'New appliances',
      }),
    );
    // accepted: the form closes
    await waitFor(() =>
      expect(form.queryByRole('button', { name: 'Submit application' })).toBeNull(),
    );
  },
};

/** The server's field errors show on their fields, and a refusal in the form's alert. */
export const ServerErrors: Story = {
  args: {
    onApply: fn(async () => false),
    applyFieldErrors: [
      {
        path: 'amount',
        code: 'amount_exceeds_limit',
        message: 'Amount is above the product maximum',
      },
    ],
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for Personal loan' }));
    const form = product(canvasElement, 'lp-personal');
    await expect(form.getByText('Amount is above the product maximum')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Application amount/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/**
 * spec 6: the server refused the application (NOT_ELIGIBLE: the product's level rose after the
 * list was read): the refusal is announced on that product with the spec text, the level it
 * takes and the client's own; no form and no Apply button are left to try again.
 */
export const ApplyRefused: Story = {
  args: {
    onApply: fn(async () => false),
    applyRefusal: { product_id: 'lp-personal', reason: 'vip', required: 2, level: 1 },
  },
  play: async ({ canvasElement }) => {
    const personal = product(canvasElement, 'lp-personal');
    const alert = personal.getByRole('alert');
    await expect(alert).toHaveTextContent('Not eligible for this product.');
    await expect(alert).toHaveTextContent(
      'You do not meet the eligibility requirements for this product.',
    );
    await expect(alert).toHaveTextContent('This product requires VIP level 2; your level is 1.');
    await expect(personal.queryByRole('button')).toBeNull();
    await expect(personal.queryByRole('textbox')).toBeNull();
    // the refusal is the one product's: another keeps its own state (a note, not an alert)
    const premier = product(canvasElement, 'lp-premier');
    await expect(premier.queryByRole('alert')).toBeNull();
    await expect(premier.getByRole('note')).toHaveTextContent(/requires VIP level 3/);
  },
};

/** A refusal by score says the score it takes and the client's. */
export const ApplyRefusedByScore: Story = {
  args: {
    applyRefusal: { product_id: 'lp-personal', reason: 'score', required: 650, score: 610 },
  },
  play: async ({ canvasElement }) => {
    await expect(product(canvasElement, 'lp-personal').getByRole('alert')).toHaveTextContent(
      'This product requires a score of 650; your score is 610.',
    );
  },
};

/** spec 4: every status in words beside its badge; the remark of a rejection. */
export const Statuses: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      loanCard(canvasElement, 'ln-1').getByText('Being repaid on schedule.'),
    ).toBeVisible();
    await expect(
      loanCard(canvasElement, 'ln-2').getByText("Waiting for an advisor's decision."),
    ).toBeVisible();
    const no = loanCard(canvasElement, 'ln-4');
    await expect(no.getByText('Rejected by an advisor. Nothing was paid out.')).toBeVisible();
    await expect(no.getByText('Income could not be verified.')).toBeVisible();
    await expect(no.queryByRole('radiogroup')).toBeNull();
  },
};

/** The schedule by keyboard: due dates in the client's zone, paid and upcoming in words. */
export const ScheduleByKeyboard: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const card = loanCard(canvasElement, 'ln-1');
    card.getByRole('button', { name: 'Show schedule' }).focus();
    await userEvent.keyboard('{Enter}');
    const table = card.getByRole('table', { name: 'Repayment schedule of Personal loan' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(13);
    // 15 July 09:30 UTC is 15 July in New York
    await expect(within(rows[1]!).getByText('Jul 15, 2026')).toBeVisible();
    await expect(within(rows[1]!).getByText('Paid')).toBeVisible();
    await expect(within(rows[3]!).getByText('Upcoming')).toBeVisible();
  },
};

/** Repay the next instalment early by keyboard, after a review. */
export const RepayByKeyboard: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const card = loanCard(canvasElement, 'ln-1');
    const first = card.getByRole('radio', { name: /Pay the next instalment/ });
    await expect(first).toBeChecked();
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(card.getByRole('radio', { name: /Repay the whole loan/ })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.click(card.getByRole('button', { name: 'Review repayment' }));
    await expect(card.getByText('Check your repayment')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Confirm repayment' }));
    await waitFor(() =>
      expect(args.onRepay).toHaveBeenCalledWith(expect.objectContaining({ id: 'ln-1' }), {
        mode: 'instalment',
      }),
    );
  },
};

/** spec 6/8: an overdue instalment: the outstanding balance, its consequences, paying it. */
export const OutstandingBalance: Story = {
  args: { loans: [recycled] },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Outstanding balance detected');
    await expect(alert).toHaveTextContent('Withdrawal blocked with outstanding balance');
    await expect(alert).toHaveTextContent('Trading is suspended');
    await expect(alert).toHaveTextContent('$526.95');
    const card = loanCard(canvasElement, 'ln-3');
    await expect(card.getByText(/An instalment is overdue/)).toBeVisible();
    await expect(card.getByText('Overdue')).toBeVisible();
    await expect(card.getByRole('radio', { name: /Pay what is due/ })).toBeChecked();
    await userEvent.click(card.getByRole('button', { name: 'Review repayment' }));
    await userEvent.click(card.getByRole('button', { name: 'Confirm repayment' }));
    await waitFor(() => expect(args.onRepay).toHaveBeenCalledWith(recycled, { mode: 'due' }));
  },
};

/** A refused repayment is said on the loan. */
export const RepayFailed: Story = {
  args: { repayError: { loanId: 'ln-1', text: 'Insufficient balance' } },
  play: async ({ canvasElement }) => {
    await expect(loanCard(canvasElement, 'ln-1').getByRole('alert')).toHaveTextContent(
      'Insufficient balance',
    );
  },
};

export const Empty: Story = {
  args: { products: [], loans: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No loan products are open right now')).toBeVisible();
    await expect(canvas.getByText('No applications yet')).toBeVisible();
  },
};

export const Loading: Story = { args: { productsStatus: 'loading', loansStatus: 'loading' } };

export const LoadFailed: Story = {
  args: { productsStatus: 'error', loansStatus: 'error' },
  play: async ({ args, canvas, userEvent }) => {
    const retry = canvas.getAllByRole('button', { name: /Retry|Try again/ });
    await userEvent.click(retry[0]!);
    await expect(args.onProductsRetry).toHaveBeenCalled();
  },
};

/** At 390 px: the cards stack; the schedule scrolls on its own. */
export const Phone: Story = { ...phone, args: { loans: [recycled, awaiting] } };

export const AllThemes: Story = {
  parameters: allThemesParameters,
  render: (args) => <Themes>{() => <LoanView {...args} />}</Themes>,
};
