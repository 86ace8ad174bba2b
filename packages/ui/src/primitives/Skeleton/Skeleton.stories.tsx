import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AllThemes as Themes, Row } from '../../storybook/AllThemes';
import { Amount } from '../Amount';
import { Card } from '../Card';
import { Figure } from '../Figure';
import { PriceChange } from '../PriceChange';
import { Skeleton } from './Skeleton';
import { skeletonPulse } from './Skeleton.variants';
import { cn } from '../../lib/cn';

const shapesOf = (root: HTMLElement) =>
  root.querySelectorAll('[data-slot="skeleton"] > [aria-hidden="true"]');

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: {},
  argTypes: {
    shape: {
      control: 'inline-radio',
      options: ['text', 'rect', 'circle', 'figure', 'table', 'card'],
    },
    lines: { control: { type: 'number', min: 1, max: 10 } },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading content');
    const lines = shapesOf(canvasElement);
    await expect(lines).toHaveLength(3);
    // the last line is shorter, like the end of a paragraph
    await expect(lines[2]!.getBoundingClientRect().width).toBeLessThan(
      lines[0]!.getBoundingClientRect().width,
    );
  },
};

export const FiveLines: Story = {
  args: { lines: 5 },
  play: async ({ canvas, canvasElement }) => {
    await expect(shapesOf(canvasElement)).toHaveLength(5);
    // one status message, however many shapes
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
  },
};

export const Rect: Story = {
  args: { shape: 'rect', width: 240, height: 120 },
  play: async ({ canvasElement }) => {
    const [rect] = shapesOf(canvasElement);
    await expect(rect!.getBoundingClientRect()).toMatchObject({ width: 240, height: 120 });
  },
};

export const Circle: Story = {
  args: { shape: 'circle', width: 56 },
  play: async ({ canvas, canvasElement }) => {
    const [circle] = shapesOf(canvasElement);
    await expect(circle!.getBoundingClientRect()).toMatchObject({ width: 56, height: 56 });
    await expect(circle).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading content');
  },
};

const height = (el: Element) => el.getBoundingClientRect().height;

/** A figure's skeleton: the height of the figure it stands for, at every size. */
export const FigureShape: Story = {
  render: () => (
    <div className="grid grid-cols-2 items-start gap-6">
      {(['sm', 'md', 'lg'] as const).map((size) => [
        <Figure
          key={`f-${size}`}
          size={size}
          label="Portfolio value"
          value={<Amount value="125400.5" currency="USD" />}
          delta={<PriceChange value="12.5" currency="USD" />}
        />,
        <Skeleton key={`s-${size}`} shape="figure" figureSize={size} lines={1} />,
      ])}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const figures = canvasElement.querySelectorAll('[data-slot="figure"]');
    const skeletons = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    await expect(skeletons).toHaveLength(3);
    for (let i = 0; i < 3; i++) {
      await expect(height(skeletons[i]!)).toBeCloseTo(height(figures[i]!), 0);
    }
  },
};

export const TableShape: Story = {
  args: { shape: 'table', lines: 5 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(
      canvasElement.querySelectorAll('[data-shape="table"] [aria-hidden="true"] > span > span'),
    ).toHaveLength(5);
    // both columns of every row show their bar: the first column's takes 2/5 of the row
    const bars = [...canvasElement.querySelectorAll('[data-shape="table"] .bg-border')];
    await expect(bars).toHaveLength(10);
    for (const bar of bars) await expect(bar.getBoundingClientRect().width).toBeGreaterThan(20);
  },
};

/** A card's skeleton: a card with a title and three lines is as tall. */
export const CardShape: Story = {
  render: () => (
    <div className="grid grid-cols-2 items-start gap-6">
      <Card title="Watchlist">
        <div className="flex flex-col gap-2">
          <p className="text-body">Apple</p>
          <p className="text-body">Microsoft</p>
          <p className="text-body">Tesla</p>
        </div>
      </Card>
      <Skeleton shape="card" lines={3} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="card"]')!;
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]')!;
    await expect(height(skeleton)).toBeCloseTo(height(card), 0);
  },
};

/**
 * Each skeleton pulses as one block, whatever its bars, and a skeleton inside another skeleton
 * block pulses with it: every CSS animation that starts is an event the page's React root
 * handles, one a block rather than one a bar.
 */
export const PulsesAsOneBlock: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <Skeleton shape="card" lines={4} />
      <Skeleton lines={3} />
      <div data-pulse className={cn(skeletonPulse, 'flex flex-col gap-4')}>
        <Skeleton shape="figure" lines={2} />
        <Skeleton shape="table" lines={3} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const pulsing = canvasElement
      .getAnimations({ subtree: true })
      .map((animation) => (animation.effect as KeyframeEffect | null)?.target);
    // the card, the text and the outer block; none of their 20 bars, nor the inner skeletons
    await expect(pulsing).toHaveLength(3);
    await expect(
      pulsing.every((el) => el instanceof HTMLElement && el.hasAttribute('data-pulse')),
    ).toBe(true);
    await expect(
      canvasElement.querySelectorAll('[data-pulse] [data-pulse]').length,
    ).toBeGreaterThan(0);
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <Row>
        <Skeleton {...args} shape="circle" />
        <div className="flex-1">
          <Skeleton {...args} shape="text" lines={2} />
        </div>
      </Row>
      <Skeleton {...args} shape="rect" height={64} />
      <Skeleton {...args} shape="figure" />
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(32);
  },
};
