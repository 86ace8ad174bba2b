import type { CandleInterval } from '@invest/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { storyCandles } from '../../storybook/candles';
import { PriceChart, type PriceChartProps } from './PriceChart';

const candles = storyCandles(60);
const daily = storyCandles(30, { start: Date.UTC(2025, 3, 1), stepMs: 86_400_000, base: 150 });

/** Holds the interval and pause state like the page does (the candles change with the interval). */
function Controlled(args: PriceChartProps) {
  const [interval, setInterval] = useState<CandleInterval>(args.interval);
  const [paused, setPaused] = useState(args.paused ?? false);
  return (
    <PriceChart
      {...args}
      interval={interval}
      candles={args.candles && (interval === '1d' ? daily : args.candles)}
      range={interval === '1d' ? '1Y' : args.range}
      onIntervalChange={(next) => {
        setInterval(next);
        args.onIntervalChange?.(next);
      }}
      paused={paused}
      onPausedChange={
        args.onPausedChange &&
        ((next) => {
          setPaused(next);
          args.onPausedChange?.(next);
        })
      }
    />
  );
}

const meta = {
  title: 'Patterns/PriceChart',
  component: PriceChart,
  args: {
    symbol: 'AAPL',
    currency: 'USD',
    interval: '5m',
    range: '1D',
    candles,
    onIntervalChange: fn(),
    onRetry: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PriceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Before the client reaches for the chart: the candles, volume and SMA as an SVG preview, with the
 * price and time axes; the charting library is not loaded and its attribution not shown.
 */
export const Preview: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('application', { name: 'AAPL price chart' });
    const preview = region.querySelector('[data-slot="chart-preview"]')!;
    await expect(preview).toHaveAttribute('aria-hidden', 'true');
    // a body per candle, a volume bar per candle, the SMA line
    await expect(preview.querySelectorAll('g rect')).toHaveLength(candles.length);
    await expect(preview.querySelectorAll('polyline')).toHaveLength(1);
    // the last close is marked on the price axis; times under the candles
    await expect(preview).toHaveTextContent(candles.at(-1)!.close);
    await expect(region.querySelector('canvas')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Charts by TradingView' })).toBeNull();
    await expect(canvas.getByText('Range: 1 day')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="chart-table"] table')).toBeNull();
  },
};

/** A pointer over the chart: lightweight-charts draws it (the crosshair), with its attribution. */
export const Ready: Story = {
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('application', { name: 'AAPL price chart' });
    await userEvent.hover(region);
    await waitFor(() => expect(region.querySelector('canvas')).not.toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(region.querySelector('[data-slot="chart-preview"]')).toBeNull());
    await expect(canvas.getByRole('radio', { name: '5m' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('link', { name: 'Charts by TradingView' })).toHaveAttribute(
      'href',
      'https://www.tradingview.com/',
    );
  },
};

/**
 * The keyboard moves a point over the candles; a polite live region announces it. The focus brings
 * the charting library in for the crosshair.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const region = canvas.getByRole('application', { name: 'AAPL price chart' });
    region.focus();
    await waitFor(() => expect(region.querySelector('canvas')).not.toBeNull(), { timeout: 5000 });
    await userEvent.keyboard('{End}');
    const live = canvasElement.querySelector('[aria-live="polite"]')!;
    const lastClose = candles.at(-1)!.close;
    await waitFor(() => expect(live).toHaveTextContent(`close $${lastClose}`));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(live).toHaveTextContent(`close $${candles[0]!.close}`));
    await expect(live).toHaveTextContent('change $0.00');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(live).toHaveTextContent(`close $${candles[1]!.close}`));
    await expect(live).toHaveTextContent(/change [+-]\$\d/);
  },
};

/** The intervals switch the data; the data table reads the candles. */
export const IntervalsAndTable: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Daily' }));
    await expect(args.onIntervalChange).toHaveBeenCalledWith('1d');
    await expect(canvas.getByText('Range: 1 year')).toBeVisible();
    await userEvent.click(canvas.getByText('Show data table'));
    const table = canvas.getByRole('table', { name: 'AAPL prices, interval Daily' });
    const rows = within(table).getAllByRole('row');
    // a header row and one row per daily candle
    await expect(rows).toHaveLength(daily.length + 1);
    await expect(within(table).getByRole('columnheader', { name: 'Close' })).toBeVisible();
    await expect(canvas.getByText('Hide data table')).toBeVisible();
  },
};

/** The ranges 1D to 5Y as a choice beside the intervals. */
export const RangeChoice: Story = {
  args: { onRangeChange: fn(), interval: '1d', range: '5Y', candles: daily },
  render: (args) => <PriceChart {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    const ranges = canvas.getByRole('radiogroup', { name: 'Range' });
    await expect(within(ranges).getByRole('radio', { name: '5 years' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Daily' })).toBeChecked();
    await userEvent.click(within(ranges).getByRole('radio', { name: '1 month' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith('1M');
    // a candle's width and the period shown never read alike: daily candles are 'Daily', the
    // day-long period is '1D' (the convention of charting platforms' interval and range bars)
    const shown = (group: HTMLElement) =>
      within(group)
        .getAllByRole('radio')
        .map((r) => r.textContent);
    const intervals = shown(canvas.getByRole('radiogroup', { name: 'Interval' }));
    await expect(shown(ranges).filter((text) => intervals.includes(text))).toEqual([]);
  },
};

/** The line style and the EMA overlay toggle (drawn in the preview as well). */
export const LineWithEma: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Line' }));
    const preview = () => canvasElement.querySelector('[data-slot="chart-preview"]')!;
    // the close as a line and the SMA
    await waitFor(() => expect(preview().querySelectorAll('polyline')).toHaveLength(2));
    await expect(preview().querySelectorAll('g rect')).toHaveLength(0);
    await expect(canvas.getByRole('radio', { name: 'Line' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const ema = canvas.getByRole('button', { name: 'EMA 50' });
    await expect(ema).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(ema);
    await expect(ema).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(preview().querySelectorAll('polyline')).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: 'SMA 20' }));
    await expect(canvas.getByRole('button', { name: 'SMA 20' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** WCAG 2.2.2: live updates pause and resume. */
export const LiveAndPaused: Story = {
  args: { onPausedChange: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Live')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause live prices' }));
    await expect(args.onPausedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByText('Paused')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resume live prices' })).toBeVisible();
  },
};

/** The candles load: a skeleton, announced. */
export const Loading: Story = {
  args: { status: 'loading', candles: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the chart');
    await expect(canvas.queryByRole('application')).toBeNull();
  },
};

/** spec 8 'Cannot get stock data' with a retry. */
export const Error: Story = {
  args: { status: 'error', candles: undefined },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Cannot get stock data')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No candles for the interval. */
export const Empty: Story = {
  args: { candles: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No prices for this interval')).toBeVisible();
    await expect(canvas.queryByText('Show data table')).toBeNull();
  },
};

/** The colours come from each theme's tokens: the preview's, and the library's once reached for. */
export const AllThemes: Story = {
  parameters: {
    a11y: { test: 'error', config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => <Themes>{() => <Controlled {...args} height={200} />}</Themes>,
  play: async ({ canvasElement, userEvent }) => {
    const charts = [...canvasElement.querySelectorAll('[data-slot="chart-canvas"]')];
    await expect(charts).toHaveLength(8);
    await expect(canvasElement.querySelectorAll('[data-slot="chart-preview"]')).toHaveLength(8);
    for (const chart of charts) await userEvent.hover(chart);
    await waitFor(
      () =>
        expect(
          canvasElement.querySelectorAll('[data-slot="chart-canvas"] canvas').length,
        ).toBeGreaterThanOrEqual(8),
      { timeout: 8000 },
    );
  },
};
