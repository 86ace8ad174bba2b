import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { performance, performanceDays as days } from '../../storybook/performance';
import { allThemesParameters } from '../money/fixtures';
import { PerformanceChart } from './PerformanceChart';

const meta = {
  title: 'Views/PortfolioView/PerformanceChart',
  component: PerformanceChart,
  args: { performance, range: '1M', onRangeChange: fn(), onRetry: fn() },
} satisfies Meta<typeof PerformanceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Value over the month against the index: both returns with sign and arrow (a gain reads
 * "Up", a loss "Down", never by colour alone), the summary sentence, the chart drawn.
 */
export const Ready: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Performance' })).toBeVisible();
    const twr = find(canvasElement, '[data-slot="performance-twr"] [data-slot="price-change"]');
    await expect(twr).toHaveAttribute('data-direction', 'up');
    await expect(twr).toHaveTextContent('+3.12%');
    const index = find(
      canvasElement,
      '[data-slot="performance-index-twr"] [data-slot="price-change"]',
    );
    await expect(index).toHaveAttribute('data-direction', 'down');
    await expect(index).toHaveTextContent('-1.05%');
    await expect(find(canvasElement, '[data-slot="performance-summary"]')).toHaveTextContent(
      '1 month: your portfolio returned +3.12% (time-weighted); US Large Cap (sim) returned -1.05%. Value now: $12,675.00.',
    );
    // the drawing is lightweight-charts' canvas, hidden from assistive tech (the text says it)
    await waitFor(() =>
      expect(
        find(canvasElement, '[data-slot="performance-canvas"]').querySelector('canvas'),
      ).not.toBeNull(),
    );
    await expect(find(canvasElement, '[data-slot="performance-canvas"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

/** The tabs: the selected range is pressed; another asks the page for it. */
export const Ranges: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const ranges = canvas.getByRole('radiogroup', { name: 'Period' });
    await expect(within(ranges).getByRole('radio', { name: '1 month' })).toBeChecked();
    await userEvent.click(within(ranges).getByRole('radio', { name: '1 year' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith('1Y');
    // by keyboard too
    within(ranges).getByRole('radio', { name: 'All time' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRangeChange).toHaveBeenLastCalledWith('ALL');
  },
};

/** The text alternative: every point with its value, its flows and the index level. */
export const DataTable: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Show data table'));
    const table = canvas.getByRole('table', {
      name: 'Portfolio value, deposits and withdrawals, and US Large Cap (sim) (1 month)',
    });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(days + 1);
    await expect(within(table).getByText('+$2,000.00')).toBeVisible();
    await expect(within(table).getByText('+$10,000.00')).toBeVisible();
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Value', 'Deposits and withdrawals', 'Index level']);
    await userEvent.click(canvas.getByText('Hide data table'));
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** One valuation only (money just came in): no return yet, said in words. */
export const NoReturnYet: Story = {
  args: {
    performance: {
      ...performance,
      points: performance.points.slice(0, 1),
      index: { ...performance.index, points: performance.index.points.slice(0, 1) },
      twr: null,
      index_twr: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Not enough history')).toHaveLength(2);
    await expect(
      canvas.getByText('1 month: not enough history for a return yet. Value now: $10,000.00.'),
    ).toBeVisible();
  },
};

/** No money yet: nothing is invented, the chart starts with the first deposit. */
export const Empty: Story = {
  args: {
    performance: {
      ...performance,
      points: [],
      index: { ...performance.index, points: [] },
      twr: null,
      index_twr: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No performance yet')).toBeVisible();
    await expect(canvas.getByText('The chart starts with your first deposit.')).toBeVisible();
    await expect(canvas.queryByText('Your return')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', performance: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading performance');
    // the tabs stay: a range can be chosen while one loads
    await expect(canvas.getByRole('radiogroup', { name: 'Period' })).toBeVisible();
  },
};

/** The series failed: a retry. */
export const LoadFailed: Story = {
  args: { status: 'error', performance: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Unable to fetch performance')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Retry|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A loss over the year in German: the sign, the arrow and the words say it. */
export const LossInGerman: Story = {
  args: { performance: { ...performance, range: '1Y', twr: '-4.20' }, range: '1Y' },
  globals: { locale: 'de-DE' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Wertentwicklung' })).toBeVisible();
    const twr = find(canvasElement, '[data-slot="performance-twr"] [data-slot="price-change"]');
    await expect(twr).toHaveAttribute('data-direction', 'down');
    await expect(find(canvasElement, '[data-slot="performance-summary"]')).toHaveTextContent(
      /^Zeitraum 1 Jahr: Ihr Depot erzielte -4,2 ?% \(zeitgewichtet\)/,
    );
  },
};

export const AllThemes: Story = {
  parameters: allThemesParameters,
  render: (args) => <Themes>{() => <PerformanceChart {...args} />}</Themes>,
};

/** The element under the story's root that `selector` finds (parts without a role). */
function find(root: HTMLElement, selector: string): HTMLElement {
  const found = root.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}
