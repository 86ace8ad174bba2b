import { resources } from '@invest/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AllThemes as Themes, Row } from '../../storybook/AllThemes';
import { expectTabularFigures } from '../../storybook/figures';
import { PriceChange } from './PriceChange';

const root = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="price-change"]')!;
/** The spoken text only (the visible part is aria-hidden). */
const spoken = (canvasElement: HTMLElement) =>
  root(canvasElement).querySelector('.sr-only')!.textContent;
/** The start of a locale's label, before its {{value}}. */
const labelStart = (locale: 'pl-PL' | 'de-DE', key: 'up' | 'down') =>
  String((resources[locale].ui!.priceChange as Record<string, string>)[key]).split('{{')[0]!;

const meta = {
  title: 'Primitives/PriceChange',
  component: PriceChange,
  args: { value: '3.40', percent: '1.25' },
} satisfies Meta<typeof PriceChange>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gain: Story = {
  play: async ({ canvasElement }) => {
    const el = root(canvasElement);
    await expect(el).toHaveAttribute('data-direction', 'up');
    await expect(el).toHaveClass('text-up');
    await expect(el.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(el).toHaveTextContent('+3.40 (+1.25%)');
    await expect(spoken(canvasElement)).toBe('Up 3.40 (1.25%)');
    await expectTabularFigures(canvasElement);
  },
};

export const Loss: Story = {
  args: { value: '-1.25', percent: '-0.85' },
  play: async ({ canvasElement }) => {
    const el = root(canvasElement);
    await expect(el).toHaveAttribute('data-direction', 'down');
    await expect(el).toHaveClass('text-down');
    await expect(el.textContent).toMatch(/[-−]1\.25 \([-−]0\.85%\)/);
    await expect(spoken(canvasElement)).toBe('Down 1.25 (0.85%)');
  },
};

export const Unchanged: Story = {
  args: { value: '0.00', percent: '0' },
  play: async ({ canvasElement }) => {
    const el = root(canvasElement);
    await expect(el).toHaveAttribute('data-direction', 'unchanged');
    await expect(el).toHaveClass('text-fg-muted');
    await expect(el.textContent).not.toMatch(/[+\-−]/);
    await expect(spoken(canvasElement)).toBe('Unchanged 0.00 (0%)');
  },
};

export const NegativeZero: Story = {
  args: { value: '-0.000', percent: undefined },
  play: async ({ canvasElement }) => {
    // '-0.000' is no loss: the direction comes from the digits, not from the leading '-'
    await expect(root(canvasElement)).toHaveAttribute('data-direction', 'unchanged');
    await expect(root(canvasElement).textContent).not.toMatch(/[+\-−]/);
  },
};

export const WithCurrency: Story = {
  args: { value: '-12.5', percent: '-2.10', currency: 'USD' },
  play: async ({ canvasElement }) => {
    // the percentage keeps the two digits it came with (2.10 %, not 2.1 %)
    await expect(root(canvasElement).textContent).toMatch(/[-−]\$12\.50 \([-−]2\.10%\)/);
    await expect(spoken(canvasElement)).toBe('Down $12.50 (2.10%)');
  },
};

export const PercentOnly: Story = {
  args: { value: undefined, percent: '0.85' },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-direction', 'up');
    await expect(root(canvasElement)).toHaveTextContent('+0.85%');
    await expect(spoken(canvasElement)).toBe('Up 0.85%');
  },
};

export const ExactDecimals: Story = {
  args: { value: '12345678901234567.89', percent: undefined },
  render: (args) => (
    <Row>
      <PriceChange {...args} />
      <PriceChange value="0.0025" currency="USD" />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const [big, small] = canvasElement.querySelectorAll('[data-slot="price-change"]');
    // a JS number would print 12,345,678,901,234,568
    await expect(big).toHaveTextContent('+12,345,678,901,234,567.89');
    await expect(small).toHaveTextContent('+$0.0025');
  },
};

export const PolishGain: Story = {
  globals: { locale: 'pl-PL' },
  args: { value: '3.40', percent: '1.25', currency: 'PLN' },
  play: async ({ canvasElement }) => {
    const el = root(canvasElement);
    await expect(el.textContent).toContain('+');
    await expect(el.textContent).toContain('3,40');
    await expect(spoken(canvasElement)).toContain(labelStart('pl-PL', 'up'));
  },
};

export const GermanLoss: Story = {
  globals: { locale: 'de-DE' },
  args: { value: '-1234.5', percent: '-0.85', currency: 'EUR' },
  play: async ({ canvasElement }) => {
    const el = root(canvasElement);
    await expect(el.textContent).toMatch(/[-−]/);
    await expect(el.textContent).toContain('1.234,50');
    await expect(spoken(canvasElement)).toContain(labelStart('de-DE', 'down'));
  },
};

/** In right-to-left text the change stays one isolated run: sign and digits keep their order. */
export const RightToLeft: Story = {
  args: { value: '-1.25', percent: '-0.85', currency: 'USD' },
  render: (args) => (
    <p dir="rtl">
      {'\u05e9\u05d9\u05e0\u05d5\u05d9 '}
      <PriceChange {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(root(canvasElement)).unicodeBidi).toBe('isolate');
    await expect(root(canvasElement).textContent).toMatch(/^[-−]\$1\.25 \([-−]0\.85%\)/);
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <Row>
        <PriceChange {...args} />
        <PriceChange value="-1.25" percent="-0.85" currency="USD" />
        <PriceChange value="0" percent="0" />
      </Row>
    </Themes>
  ),
  play: async ({ canvasElement }) => {
    for (const direction of ['up', 'down', 'unchanged']) {
      await expect(canvasElement.querySelectorAll(`[data-direction="${direction}"]`)).toHaveLength(
        8,
      );
    }
    await expectTabularFigures(canvasElement, { atLeast: 24 });
  },
};

/** A token's colour as the browser computes it, read from a probe element. */
const tokenColor = (within: HTMLElement, token: string) => {
  const probe = document.createElement('span');
  probe.style.color = `var(${token})`;
  within.appendChild(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
};

/**
 * With `data-up-color="red"` (the Chinese markets' convention) a gain takes the
 * theme's `negative` colour and a loss its `positive` one; sign and arrow stay.
 */
export const RedUp: Story = {
  render: (args) => (
    <div data-up-color="red">
      <Row>
        <PriceChange {...args} />
        <PriceChange value="-1.25" percent="-0.85" />
      </Row>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [gain, loss] = canvasElement.querySelectorAll<HTMLElement>('[data-slot="price-change"]');
    const box = canvasElement.querySelector<HTMLElement>('[data-up-color]')!;
    await expect(getComputedStyle(gain!).color).toBe(tokenColor(box, '--iv-negative'));
    await expect(getComputedStyle(loss!).color).toBe(tokenColor(box, '--iv-positive'));
    await expect(gain).toHaveTextContent('+3.40 (+1.25%)');
    await expect(gain!.querySelector('svg')).not.toBeNull();
    await expect(loss!.textContent).toMatch(/[-−]1\.25/);
  },
};

/** The default orientation: a gain in `positive`, a loss in `negative`. */
export const GreenUp: Story = {
  render: (args) => (
    <div data-up-color="green">
      <Row>
        <PriceChange {...args} />
        <PriceChange value="-1.25" percent="-0.85" />
      </Row>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [gain, loss] = canvasElement.querySelectorAll<HTMLElement>('[data-slot="price-change"]');
    const box = canvasElement.querySelector<HTMLElement>('[data-up-color]')!;
    await expect(getComputedStyle(gain!).color).toBe(tokenColor(box, '--iv-positive'));
    await expect(getComputedStyle(loss!).color).toBe(tokenColor(box, '--iv-negative'));
    await expect(getComputedStyle(gain!).color).not.toBe(getComputedStyle(loss!).color);
  },
};
