import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { expectNothingOverflows, expectTabularFigures } from '../../storybook/figures';
import { Amount } from '../Amount';
import { Percent } from '../Percent';
import { PriceChange } from '../PriceChange';
import { Skeleton } from '../Skeleton';
import { Figure, FigureGrid } from './Figure';

const figures = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLElement>('[data-slot="figure"]'),
];

const meta = {
  title: 'Primitives/Figure',
  component: Figure,
  args: {
    label: 'Portfolio value',
    value: <Amount value="125400.50" currency="USD" />,
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Figure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the value (a description list): term and definition. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('term')).toHaveTextContent('Portfolio value');
    await expect(canvas.getByRole('definition')).toHaveTextContent('$125,400.50');
    await expectTabularFigures(canvasElement);
  },
};

/** The lead figure of a page: display size, today's change and a hint. */
export const LeadWithGain: Story = {
  args: {
    size: 'lg',
    delta: <PriceChange value="1250.40" percent="1.01" currency="USD" />,
    hint: 'Today',
  },
  play: async ({ canvas, canvasElement }) => {
    const [value, delta, hint] = canvas.getAllByRole('definition');
    await expect(value).toHaveTextContent('$125,400.50');
    await expect(delta).toHaveTextContent('+$1,250.40 (+1.01%)');
    await expect(hint).toHaveTextContent('Today');
    await expect(figures(canvasElement)[0]).toHaveAttribute('data-size', 'lg');
    await expectTabularFigures(canvasElement, { atLeast: 2 });
  },
};

export const WithLoss: Story = {
  args: {
    label: 'Profit and loss',
    value: <Amount value="-1789.6" currency="USD" />,
    delta: <Percent value="-1.79" signed />,
  },
  play: async ({ canvasElement }) => {
    const percent = canvasElement.querySelector('[data-slot="percent"]')!;
    await expect(percent).toHaveAttribute('data-direction', 'down');
    await expect(percent.querySelector('.sr-only')).toHaveTextContent('Down 1.79 percent');
  },
};

export const Zero: Story = {
  args: {
    label: 'Cash',
    value: <Amount value="0" currency="USD" />,
    delta: <PriceChange value="0" currency="USD" />,
  },
  play: async ({ canvas }) => {
    const [value, delta] = canvas.getAllByRole('definition');
    await expect(value).toHaveTextContent('$0.00');
    await expect(delta!.querySelector('[data-direction]')).toHaveAttribute(
      'data-direction',
      'unchanged',
    );
  },
};

export const Compact: Story = {
  args: {
    label: 'Assets under management',
    value: <Amount value="2450000000" currency="USD" notation="compact" />,
    size: 'sm',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('definition')).toHaveTextContent('$2.5B');
  },
};

/** A long label wraps; the value never breaks inside, even in a narrow column. */
export const LongValues: Story = {
  args: {
    label: 'Total value of all accounts, including pending settlements',
    value: <Amount value="12345678901234.56" currency="USD" />,
  },
  render: (args) => (
    <div className="w-56">
      <Figure {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const amount = canvasElement.querySelector<HTMLElement>('[data-slot="amount"]')!;
    await expect(amount).toHaveTextContent('$12,345,678,901,234.56');
    // one line: its height is one line box
    const line = parseFloat(getComputedStyle(amount).lineHeight);
    await expect(amount.getBoundingClientRect().height).toBeLessThanOrEqual(line + 1);
  },
};

/** The skeleton of a figure has the figure's size: nothing moves when the numbers arrive. */
export const Loading: Story = {
  args: { size: 'lg' },
  render: (args) => (
    <div className="flex items-start gap-8">
      <Figure {...args} />
      <Skeleton shape="figure" figureSize="lg" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading content');
    const real = figures(canvasElement)[0]!.getBoundingClientRect().height;
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]')!;
    await expect(skeleton.getBoundingClientRect().height).toBeCloseTo(real, 0);
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  args: {
    label: 'Depotwert',
    value: <Amount value="98210.4" currency="EUR" />,
    delta: <PriceChange value="-120.5" percent="-0.12" currency="EUR" />,
  },
  play: async ({ canvas }) => {
    const [value, delta] = canvas.getAllByRole('definition');
    await expect(value!.textContent).toMatch(/^98\.210,40\s€$/);
    await expect(delta!.textContent).toMatch(/[-−]120,50\s€/);
  },
};

export const RightToLeft: Story = {
  args: { delta: <Percent value="2.5" signed /> },
  render: (args) => (
    <div dir="rtl">
      <Figure {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const figure = figures(canvasElement)[0]!;
    // the label starts at the right edge; the amount keeps its own order
    await expect(getComputedStyle(figure).direction).toBe('rtl');
    await expect(within(figure).getAllByRole('definition')[0]).toHaveTextContent('$125,400.50');
  },
};

/** Every figure component, every number: tabular, lining figures. */
export const TabularFigures: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <Figure
        size="lg"
        label="Portfolio value"
        value={<Amount value="111111.11" currency="USD" />}
        delta={<PriceChange value="888.88" percent="0.81" currency="USD" />}
        hint={<Amount value="100000" currency="USD" />}
      />
      <Figure label="Allocation" value={<Percent value="11.11" />} />
      <Figure size="sm" label="Change" value={<Percent value="-88.8" signed />} />
      <PriceChange percent="1.11" />
      <Amount value="9999" currency="EUR" notation="compact" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectTabularFigures(canvasElement, { atLeast: 7 });
  },
};

export const AllThemes: Story = {
  args: {
    delta: <PriceChange value="-1250.4" percent="-1.01" currency="USD" />,
    hint: 'Today',
  },
  render: (args) => (
    <Themes>
      <Figure {...args} size="lg" />
      <Figure label="Invested value" value={<Amount value="110000" currency="USD" />} />
    </Themes>
  ),
  play: async ({ canvasElement }) => {
    await expect(figures(canvasElement)).toHaveLength(16);
    await expectTabularFigures(canvasElement, { atLeast: 24 });
  },
};

/**
 * The summary patterns in 280 and 320 px cards with long figures: a 9-digit value and a loss
 * with its percentage. The value scales down with its card and the change wraps between the
 * amount and the percentage; nothing runs into its neighbour or out of the card.
 */
export const FitsNarrowCards: Story = {
  render: () => (
    <div className="flex flex-wrap items-start gap-6">
      {[280, 320].map((width) => (
        <div
          key={width}
          data-testid={`card-${width}`}
          style={{ width }}
          className="flex flex-col gap-6 rounded-md border border-border p-4"
        >
          <Figure
            size="lg"
            label="Portfolio value"
            value={<Amount value="123456789.00" currency="USD" />}
            delta={<PriceChange value="-15400.50" percent="-12.35" currency="USD" />}
            hint="Today"
          />
          <FigureGrid>
            <Figure label="Invested value" value={<Amount value="110000000.00" currency="USD" />} />
            <Figure
              label="Profit and loss"
              value={<PriceChange value="-15400.50" percent="-12.35" currency="USD" />}
            />
          </FigureGrid>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const width of [280, 320]) {
      const card = canvas.getByTestId(`card-${width}`);
      await expect(card).toHaveTextContent('$123,456,789.00');
      await expect(card).toHaveTextContent('-$15,400.50 (-12.35%)');
      await expectNothingOverflows(card);
    }
  },
};
