import { resources } from '@invest/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AllThemes as Themes, Row } from '../../storybook/AllThemes';
import { expectTabularFigures } from '../../storybook/figures';
import { Percent } from './Percent';

const root = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="percent"]')!;
const spoken = (canvasElement: HTMLElement) =>
  root(canvasElement).querySelector('.sr-only')?.textContent;
const words = (locale: 'de-DE' | 'zh-CN', key: 'up' | 'down', value: string) =>
  String((resources[locale].ui!.percent as Record<string, string>)[key]).replace(
    '{{value}}',
    value,
  );

const meta = {
  title: 'Primitives/Percent',
  component: Percent,
  args: { value: '1.25' },
} satisfies Meta<typeof Percent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A share (an allocation): no sign, no arrow, no colour. */
export const Share: Story = {
  play: async ({ canvasElement }) => {
    const el = root(canvasElement);
    await expect(el).toHaveTextContent('1.25%');
    await expect(el).not.toHaveAttribute('data-direction');
    await expect(el.querySelector('svg')).toBeNull();
    await expectTabularFigures(canvasElement);
  },
};

export const Up: Story = {
  args: { signed: true },
  play: async ({ canvasElement }) => {
    const el = root(canvasElement);
    await expect(el).toHaveAttribute('data-direction', 'up');
    await expect(el).toHaveClass('text-up');
    // never colour alone: the sign and the arrow say it too
    await expect(el.querySelector('[aria-hidden="true"]:not(svg)')).toHaveTextContent('+1.25%');
    await expect(el.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(spoken(canvasElement)).toBe('Up 1.25 percent');
    await expectTabularFigures(canvasElement);
  },
};

export const Down: Story = {
  args: { value: '-0.8', signed: true },
  play: async ({ canvasElement }) => {
    const el = root(canvasElement);
    await expect(el).toHaveAttribute('data-direction', 'down');
    await expect(el).toHaveClass('text-down');
    await expect(el.textContent).toMatch(/[-−]0\.8%/);
    await expect(spoken(canvasElement)).toBe('Down 0.8 percent');
  },
};

export const Zero: Story = {
  args: { value: '-0.00', signed: true },
  play: async ({ canvasElement }) => {
    const el = root(canvasElement);
    await expect(el).toHaveAttribute('data-direction', 'unchanged');
    await expect(el).toHaveClass('text-fg-muted');
    await expect(el.querySelector('[aria-hidden="true"]:not(svg)')?.textContent).toBe('0%');
    await expect(spoken(canvasElement)).toBe('Unchanged 0 percent');
  },
};

/** Exact from the string, rounded to two fraction digits by default. */
export const LongValues: Story = {
  args: { value: '123456789.123456', signed: true },
  render: (args) => (
    <Row>
      <Percent {...args} />
      <Percent value="0.004" maximumFractionDigits={3} />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const [big, small] = canvasElement.querySelectorAll('[data-slot="percent"]');
    await expect(big).toHaveTextContent('+123,456,789.12%');
    await expect(small).toHaveTextContent('0.004%');
  },
};

export const German: Story = {
  globals: { locale: 'de-DE' },
  args: { value: '-2.5', signed: true },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement).textContent).toMatch(/[-−]2,5\s%/);
    await expect(spoken(canvasElement)).toBe(words('de-DE', 'down', '2,5'));
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { value: '3.1', signed: true },
  play: async ({ canvasElement }) => {
    await expect(spoken(canvasElement)).toBe(words('zh-CN', 'up', '3.1'));
  },
};

export const RightToLeft: Story = {
  args: { value: '-1.5', signed: true },
  render: (args) => (
    <p dir="rtl" className="text-body">
      {'\u05e9\u05d9\u05e0\u05d5\u05d9 '}
      <Percent {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(root(canvasElement)).unicodeBidi).toBe('isolate');
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <Row>
        <Percent {...args} signed />
        <Percent value="-0.85" signed />
        <Percent value="0" signed />
        <Percent value="35" />
      </Row>
    </Themes>
  ),
  play: async ({ canvasElement }) => {
    for (const direction of ['up', 'down', 'unchanged']) {
      await expect(canvasElement.querySelectorAll(`[data-direction="${direction}"]`)).toHaveLength(
        8,
      );
    }
    await expectTabularFigures(canvasElement, { atLeast: 32 });
  },
};
