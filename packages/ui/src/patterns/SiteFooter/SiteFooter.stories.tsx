import { latencyRatings } from '@invest/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Patterns/SiteFooter',
  component: SiteFooter,
  args: {
    companyName: 'Invest Ltd',
    latencyMs: 85,
    locale: 'en-US',
    timeZone: 'America/New_York',
    language: 'English',
    onOpenCookiePreferences: fn(),
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The footer landmark: connection, locale, time zone, language, copyright 2025, cookies. */
export const Default: Story = {
  args: { copyrightYear: 2025 },
  play: async ({ args, canvas, userEvent }) => {
    const footer = canvas.getByRole('contentinfo');
    const connection = footer.querySelector('[data-slot="connection"]')!;
    await expect(connection).toHaveTextContent('Connection: Excellent (85ms)');
    await expect(connection).toHaveAttribute('data-rating', 'excellent');
    await expect(footer).toHaveTextContent('Locale: en-US');
    await expect(footer).toHaveTextContent('Time zone: America/New_York');
    await expect(footer).toHaveTextContent('Language: English');
    await expect(footer).toHaveTextContent('© 2025 Invest Ltd. All rights reserved.');
    await userEvent.click(within(footer).getByRole('button', { name: 'Cookie preferences' }));
    await expect(args.onOpenCookiePreferences).toHaveBeenCalledTimes(1);
  },
};

/**
 * Issue 11: without a year from the company settings the copyright line says the current year;
 * with `onOpenCustomerService` a "Customer service" link leads to the chat or contact details.
 */
export const CurrentYearAndCustomerService: Story = {
  args: { onOpenCustomerService: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} Invest Ltd. All rights reserved.`,
    );
    await userEvent.click(within(footer).getByRole('button', { name: 'Customer service' }));
    await expect(args.onOpenCustomerService).toHaveBeenCalledTimes(1);
  },
};

/** A failed ping (null) rates offline, with no time shown. */
export const Offline: Story = {
  args: { latencyMs: null },
  play: async ({ canvas }) => {
    const connection = canvas.getByRole('contentinfo').querySelector('[data-slot="connection"]')!;
    await expect(connection).toHaveTextContent(/^Connection: Offline$/);
    await expect(connection).toHaveAttribute('data-rating', 'offline');
  },
};

/** Before the first measurement. */
export const Checking: Story = {
  args: { latencyMs: undefined },
  play: async ({ canvas }) => {
    const connection = canvas.getByRole('contentinfo').querySelector('[data-slot="connection"]')!;
    await expect(connection).toHaveTextContent('Checking connection…');
    await expect(connection).not.toHaveAttribute('data-rating');
  },
};

/** spec 9 bounds (inclusive): 120 excellent, 250 good, 500 fair, 1500 poor, above offline. */
const samples = { excellent: 120, good: 250, fair: 500, poor: 1500, offline: 1501 } as const;

/**
 * Every rating in every theme: told by its text and the number of filled signal bars, the
 * colour only adding to them.
 */
export const AllRatings: Story = {
  render: (args) => (
    <Themes>
      {latencyRatings.map((rating) => (
        // an article makes each footer a plain section, not a second contentinfo landmark
        <article key={rating} aria-label={rating}>
          <SiteFooter {...args} latencyMs={samples[rating]} />
        </article>
      ))}
    </Themes>
  ),
  play: async ({ canvas }) => {
    const theme = within(canvas.getByTestId('theme-dark'));
    const expected = {
      excellent: ['Connection: Excellent', 4],
      good: ['Connection: Good', 3],
      fair: ['Connection: Fair', 2],
      poor: ['Connection: Poor', 1],
      offline: ['Connection: Offline', 0],
    } as const;
    for (const rating of latencyRatings) {
      const connection = theme
        .getByRole('article', { name: rating })
        .querySelector('[data-slot="connection"]')!;
      await expect(connection).toHaveAttribute('data-rating', rating);
      await expect(connection).toHaveTextContent(expected[rating][0]);
      await expect(connection.querySelector('svg')).toHaveAttribute(
        'data-filled',
        String(expected[rating][1]),
      );
    }
    await expect(canvas.getAllByText(/^Connection: Fair/)).toHaveLength(8);
  },
};
