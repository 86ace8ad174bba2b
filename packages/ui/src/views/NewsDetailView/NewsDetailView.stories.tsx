import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NewsDetailView, type NewsDetailItem } from './NewsDetailView';

const NOW = Date.parse('2026-03-10T15:00:00Z');

const item: NewsDetailItem = {
  id: 'gen:mover:NASDAQ:NVDA:20260310',
  kind: 'mover',
  headline: 'NVIDIA jumps 3.5% as chip makers lead the market',
  summary: 'Shares of NVIDIA rose to 912.50 in active trading.',
  symbol: 'NVDA',
  market: 'NASDAQ',
  published_at: '2026-03-10T14:00:00Z',
  body: 'Shares of NVIDIA rose 3.5% to 912.50 by the afternoon.\n\nChip makers led the technology sector, which gained 0.84% on the day.\n\nAdvancing stocks outnumbered declining ones 31 to 22.',
};

const meta = {
  title: 'Views/NewsDetailView',
  component: NewsDetailView,
  args: {
    status: 'ready',
    item,
    now: NOW,
    timeZone: 'UTC',
    related: [
      {
        symbol: 'NVDA',
        market: 'NASDAQ',
        name: 'NVIDIA Corp.',
        price: '912.50',
        currency: 'USD',
        change: '31.20',
        change_percent: '3.54',
      },
    ],
    listHref: '/news',
    quoteHref: (symbol: string, market?: string) => `/quote?symbol=${symbol}&ex=${market ?? ''}`,
    onRetry: fn(),
  },
} satisfies Meta<typeof NewsDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headline, source and time, paragraphs, the related listing with sign and arrow, back link. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'NVIDIA jumps 3.5% as chip makers lead the market',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('article')).toBeVisible();
    await expect(canvas.getByText('1 hour ago')).toHaveAttribute('datetime', item.published_at);
    await expect(canvasElement.querySelectorAll('[data-slot="news-body"] p')).toHaveLength(3);
    const related = canvas.getByRole('list', { name: 'Related stocks' });
    await expect(within(related).getByRole('link', { name: 'Quote of NVDA' })).toHaveAttribute(
      'href',
      '/quote?symbol=NVDA&ex=NASDAQ',
    );
    const change = related.querySelector('[data-slot="price-change"]')!;
    await expect(change).toHaveAttribute('data-direction', 'up');
    await expect(change).toHaveTextContent('+31.20 (+3.54%)');
    await expect(canvas.getByRole('link', { name: 'Back to news' })).toHaveAttribute(
      'href',
      '/news',
    );
  },
};

/** An item about no listing: no related section. */
export const WithoutSymbol: Story = {
  args: {
    item: { ...item, symbol: undefined, market: undefined, body: 'One line.\nAnother line.' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region', { name: 'Related stocks' })).toBeNull();
    await expect(canvasElement.querySelectorAll('[data-slot="news-body"] p')).toHaveLength(2);
  },
};

/** The related quote is still loading, or unavailable. */
export const RelatedQuoteStates: Story = {
  args: { related: undefined },
  play: async ({ canvas }) => {
    const related = canvas.getByRole('region', { name: 'Related stocks' });
    await expect(within(related).getByRole('status')).toBeInTheDocument();
  },
};

/** The related quote could not be had. */
export const RelatedQuoteUnavailable: Story = {
  args: { related: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Price not available')).toBeVisible();
  },
};

/** Loading: the headline and text as skeletons, announced once. */
export const Loading: Story = {
  args: { status: 'loading', item: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    // two pulsing blocks (the headline's, the text's), not one animation a bar
    await expect(canvasElement.getAnimations({ subtree: true })).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Back to news' })).toBeVisible();
  },
};

/** An unknown id: what happened and the way back. */
export const NotFound: Story = {
  args: { status: 'notFound', item: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This news item does not exist')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Back to news' })).toHaveLength(1);
  },
};

/** The item failed: an alert with retry. */
export const LoadError: Story = {
  args: { status: 'error', item: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load this news item.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
