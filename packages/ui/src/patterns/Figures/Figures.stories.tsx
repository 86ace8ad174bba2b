import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Amount } from '../../primitives/Amount';
import { Percent } from '../../primitives/Percent';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { expectNothingOverflows, expectTabularFigures } from '../../storybook/figures';
import { Figures } from './Figures';

const usd = (value: string) => <Amount value={value} currency="USD" />;

/** The `dt`/`dd` pairs as a person reads them: label, then its value. */
const pairs = (list: HTMLElement) =>
  [...list.querySelectorAll(':scope > div')].map((row) => [
    within(row as HTMLElement).getByRole('term').textContent,
    within(row as HTMLElement).getByRole('definition').textContent,
  ]);

const list = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="figures"]')!;

const phone = {
  parameters: {
    viewport: {
      options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } } },
    },
  },
  globals: { viewport: { value: 'phone390' } },
};

const meta = {
  title: 'Patterns/Figures',
  component: Figures,
  args: {
    density: 'compact',
    rows: [
      { label: 'Price per lot', value: usd('1250') },
      { label: 'Lots', value: '4' },
      { label: 'Available', value: usd('10000') },
      { label: 'Total', value: usd('5000'), total: true },
    ],
  },
  argTypes: {
    density: { control: 'inline-radio', options: ['compact', 'relaxed'] },
    columns: { control: 'inline-radio', options: [1, 2] },
  },
} satisfies Meta<typeof Figures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A breakdown before a confirm: its lines, then the total they add up to. */
export const Breakdown: Story = {
  play: async ({ canvasElement }) => {
    const dl = list(canvasElement);
    await expect(pairs(dl)).toEqual([
      ['Price per lot', '$1,250.00'],
      ['Lots', '4'],
      ['Available', '$10,000.00'],
      ['Total', '$5,000.00'],
    ]);
    const [line, , , total] = [...dl.querySelectorAll<HTMLElement>(':scope > div')];
    // the total stands out by weight and a rule above it, not by colour alone
    await expect(Number(getComputedStyle(total!).fontWeight)).toBeGreaterThanOrEqual(600);
    await expect(Number(getComputedStyle(line!).fontWeight)).toBeLessThan(600);
    await expect(parseFloat(getComputedStyle(total!).borderTopWidth)).toBeGreaterThan(0);
    await expect(parseFloat(getComputedStyle(line!).borderTopWidth)).toBe(0);
    await expectTabularFigures(dl, { atLeast: 4 });
  },
};

/** The facts of a detail page: a fact without a value is left out, not shown empty. */
export const FactsWithLeftOutRows: Story = {
  args: {
    density: 'relaxed',
    rows: [
      { label: 'Offer price', value: usd('18.5') },
      { label: 'Period', value: null },
      { label: 'Utilisation', value: <Percent value="62.5" /> },
      { label: 'Market price', value: undefined },
      { label: 'PAC code required', value: 'Yes' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const dl = list(canvasElement);
    await expect(pairs(dl)).toEqual([
      ['Offer price', '$18.50'],
      ['Utilisation', '62.5%'],
      ['PAC code required', 'Yes'],
    ]);
    await expect(canvas.queryByText('Period')).toBeNull();
    await expect(canvas.queryByText('Market price')).toBeNull();
    // tests and end-to-end journeys find a fact by its label
    await expect(dl.querySelector('[data-field="Utilisation"] dd')).toHaveTextContent('62.5%');
    const row = dl.querySelector<HTMLElement>('[data-field="Offer price"]')!;
    await expect(parseFloat(getComputedStyle(row).paddingTop)).toBeGreaterThan(0);
  },
};

/** At 390 px a long label wraps under itself; its value stays whole at the end of the line. */
export const LongLabelAtPhoneWidth: Story = {
  ...phone,
  args: {
    rows: [
      {
        label: 'Estimated interest over the whole term of the loan, at the current annual rate',
        value: usd('1234567.89'),
      },
      { label: 'Total repaid', value: usd('11234567.89'), total: true },
    ],
  },
  render: (args) => (
    <div className="w-[358px]" data-testid="frame">
      <Figures {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const dt = within(list(canvasElement)).getAllByRole('term')[0]!;
    const dd = within(list(canvasElement)).getAllByRole('definition')[0]!;
    const lineHeight = parseFloat(getComputedStyle(dt).lineHeight);
    await expect(dt.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 1.5);
    // the amount never breaks inside
    await expect(dd.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    await expect(dd).toHaveTextContent('$1,234,567.89');
    await expectNothingOverflows(canvas.getByTestId('frame'));
  },
};

/** Right to left: labels start at the right edge, values end at the left (`text-end`). */
export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl" className="w-80">
      <Figures {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const dl = list(canvasElement);
    const row = dl.querySelector<HTMLElement>('[data-field="Price per lot"]')!;
    const dt = within(row).getByRole('term');
    const dd = within(row).getByRole('definition');
    await expect(getComputedStyle(dd).textAlign).toBe('end');
    await expect(dt.getBoundingClientRect().right).toBeCloseTo(
      row.getBoundingClientRect().right,
      0,
    );
    await expect(dd.getBoundingClientRect().left).toBeCloseTo(row.getBoundingClientRect().left, 0);
  },
};

/** A summary card's lines side by side from the small breakpoint on. */
export const TwoColumns: Story = {
  args: {
    columns: 2,
    rows: [
      { label: 'Applied', value: usd('5000') },
      { label: 'Approved', value: usd('5000') },
      { label: 'Repaid', value: usd('106.62') },
      { label: 'Outstanding', value: usd('4893.38'), total: true },
    ],
  },
  render: (args) => (
    <div className="w-[40rem]">
      <Figures {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [applied, approved] = [...list(canvasElement).querySelectorAll(':scope > div')];
    await expect(applied!.getBoundingClientRect().top).toBeCloseTo(
      approved!.getBoundingClientRect().top,
      0,
    );
  },
};

/** Both densities in every theme, for review: the total keeps its weight and rule in each. */
export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <Figures {...args} />
      <Figures density="relaxed" rows={args.rows} />
    </Themes>
  ),
  play: async ({ canvasElement }) => {
    const totals = [...canvasElement.querySelectorAll<HTMLElement>('[data-total]')];
    await expect(totals).toHaveLength(16);
    for (const total of totals) {
      await expect(Number(getComputedStyle(total).fontWeight)).toBeGreaterThanOrEqual(600);
      await expect(parseFloat(getComputedStyle(total).borderTopWidth)).toBeGreaterThan(0);
    }
  },
};
