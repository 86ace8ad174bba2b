import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { allThemesParameters } from '../money/fixtures';
import { OfferingGuideView } from './OfferingGuideView';

const meta = {
  title: 'Views/OfferingGuideView',
  component: OfferingGuideView,
  args: { kind: 'ai_day_trading', listHref: '#/discover?tab=offerings' },
} satisfies Meta<typeof OfferingGuideView>;

export default meta;
type Story = StoryObj<typeof meta>;

const headings = (canvas: { getAllByRole: (role: 'heading', o: object) => HTMLElement[] }) =>
  canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

/** AI day trading: the subscription, the period in trading days, the daily return, the end. */
export const AiDayTrading: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'How AI day trading works' }),
    ).toBeVisible();
    await expect(headings(canvas)).toEqual([
      'Subscribing',
      'The period',
      'The daily return',
      'Weekends and market holidays',
      'At the end of the period',
      'Redeeming early',
    ]);
    await expect(canvas.getByText(/rounded down to the cent/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All offerings' })).toHaveAttribute(
      'href',
      '#/discover?tab=offerings',
    );
  },
};

/** APO: the spec 3 timeline in order, the hold, the pro-rata allotment, the refund. */
export const Apo: Story = {
  args: { kind: 'apo' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'How an APO works' })).toBeVisible();
    await expect(headings(canvas)).toEqual([
      'What you subscribe to',
      'The timeline',
      'The hold on your cash',
      'Pro-rata allotment in whole lots',
      'The refund',
      'At the listing',
    ]);
    const steps = [...canvasElement.querySelectorAll('[data-step]')].map((li) =>
      li.getAttribute('data-step'),
    );
    await expect(steps).toEqual(['start', 'end', 'pub', 'refund', 'listed']);
  },
};

export const Phone: Story = {
  args: { kind: 'apo' },
  parameters: {
    viewport: {
      options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } } },
    },
  },
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const PhoneAiDayTrading: Story = { ...Phone, args: { kind: 'ai_day_trading' } };

export const AllThemes: Story = {
  parameters: allThemesParameters,
  render: (args) => <Themes>{() => <OfferingGuideView {...args} />}</Themes>,
};
