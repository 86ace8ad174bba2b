import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AllThemes as Themes, Row } from '../../storybook/AllThemes';
import { expectTabularFigures } from '../../storybook/figures';
import { Amount } from './Amount';

const amounts = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLElement>('[data-slot="amount"]'),
];
const first = (root: HTMLElement) => amounts(root)[0]!;

const meta = {
  title: 'Primitives/Amount',
  component: Amount,
  args: { value: '1250.5', currency: 'USD' },
  argTypes: {
    signDisplay: { control: 'inline-radio', options: ['auto', 'always', 'exceptZero'] },
    notation: { control: 'inline-radio', options: ['standard', 'compact'] },
    size: { control: 'select', options: ['inherit', 'caption', 'body', 'figure', 'display'] },
  },
} satisfies Meta<typeof Amount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Positive: Story = {
  play: async ({ canvasElement }) => {
    await expect(first(canvasElement)).toHaveTextContent('$1,250.50');
    await expectTabularFigures(canvasElement);
  },
};

export const Negative: Story = {
  args: { value: '-1250.5' },
  play: async ({ canvasElement }) => {
    await expect(first(canvasElement).textContent).toMatch(/^[-−]\$1,250\.50$/);
  },
};

export const Zero: Story = {
  args: { value: '0', signDisplay: 'exceptZero' },
  play: async ({ canvasElement }) => {
    // no sign on nothing, even when signs are shown
    await expect(first(canvasElement)).toHaveTextContent(/^\$0\.00$/);
  },
};

export const SignAlways: Story = {
  args: { value: '42', signDisplay: 'always' },
  play: async ({ canvasElement }) => {
    await expect(first(canvasElement)).toHaveTextContent('+$42.00');
  },
};

export const Compact: Story = {
  args: { value: '1250000', notation: 'compact' },
  play: async ({ canvasElement }) => {
    await expect(first(canvasElement)).toHaveTextContent('$1.3M');
    await expect(first(canvasElement)).toHaveAttribute('data-notation', 'compact');
  },
};

/** Exact from the string: a JS number would print 12,345,678,901,234,568. */
export const LongValues: Story = {
  args: { value: '12345678901234567.89' },
  render: (args) => (
    <div className="flex w-48 flex-col items-start gap-2">
      <Amount {...args} size="figure" />
      <Amount value="0.0025" currency="USD" />
      <Amount value="1500" currency="JPY" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [big, small, yen] = amounts(canvasElement);
    await expect(big).toHaveTextContent('$12,345,678,901,234,567.89');
    // an amount does not break inside, however narrow its box
    await expect(getComputedStyle(big!).whiteSpace).toBe('nowrap');
    await expect(small).toHaveTextContent('$0.0025');
    await expect(yen).toHaveTextContent('¥1,500');
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  args: { value: '-1234.5', currency: 'EUR' },
  play: async ({ canvasElement }) => {
    await expect(first(canvasElement).textContent).toMatch(/^[-−]1\.234,50\s€$/);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { value: '98210.4', currency: 'CNY' },
  play: async ({ canvasElement }) => {
    await expect(first(canvasElement)).toHaveTextContent('¥98,210.40');
  },
};

/** In right-to-left text the amount stays one isolated run: its sign does not move. */
export const RightToLeft: Story = {
  args: { value: '-1250.5' },
  render: (args) => (
    <p dir="rtl" className="text-body">
      {'\u05e1\u05da '}
      <Amount {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(first(canvasElement)).unicodeBidi).toBe('isolate');
    await expect(first(canvasElement).textContent).toMatch(/^[-−]\$1,250\.50$/);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col items-start gap-2">
      {(['caption', 'body', 'figure', 'display'] as const).map((size) => (
        <Amount key={size} {...args} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const heights = amounts(canvasElement).map((el) => parseFloat(getComputedStyle(el).fontSize));
    // each step of the type scale is larger than the one before
    for (let i = 1; i < heights.length; i++) {
      await expect(heights[i]).toBeGreaterThan(heights[i - 1]!);
    }
    await expectTabularFigures(canvasElement, { atLeast: 4 });
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <Row>
        <Amount {...args} size="figure" />
        <Amount value="-98.1" currency="EUR" />
        <Amount value="2500000" currency="USD" notation="compact" />
      </Row>
    </Themes>
  ),
  play: async ({ canvasElement }) => {
    await expect(amounts(canvasElement)).toHaveLength(24);
    await expectTabularFigures(canvasElement, { atLeast: 24 });
  },
};
