import { latencyRatings } from '@invest/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { SiteFooter } from './SiteFooter';

const links = {
  about: '/about',
  privacy: '/privacy',
  cookiePolicy: '/cookie',
  connection: '/test',
  appearance: '/profile/settings',
};

const meta = {
  title: 'Patterns/SiteFooter',
  component: SiteFooter,
  args: {
    companyName: 'Invest Ltd',
    latencyMs: 85,
    locale: 'en-US',
    timeZone: 'America/New_York',
    language: 'English (US)',
    links,
    onOpenCookiePreferences: fn(),
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The footer landmark: company and copyright, legal links, cookie
 * preferences; a small connection status leading to the test page; language and time zone.
 */
export const Default: Story = {
  args: { copyrightYear: 2025 },
  play: async ({ args, canvas, userEvent }) => {
    const footer = canvas.getByRole('contentinfo');
    const scope = within(footer);
    await expect(footer.querySelector('[data-slot="company"]')).toHaveTextContent('Invest Ltd');
    await expect(footer).toHaveTextContent('© 2025 Invest Ltd. All rights reserved.');
    const legal = within(scope.getByRole('navigation', { name: 'Legal and help' }));
    await expect(legal.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    await expect(legal.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(legal.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
      'href',
      '/cookie',
    );
    // the status: the rating in words beside a dot, its details on /test; no diagnostics line
    const connection = scope.getByRole('link', { name: 'Connection: Excellent' });
    await expect(connection).toHaveAttribute('href', '/test');
    await expect(connection).toHaveAttribute('data-rating', 'excellent');
    await expect(connection).toHaveAccessibleDescription('Connection details');
    await expect(connection.querySelector('[data-slot="connection-dot"]')).not.toBeNull();
    await expect(footer).not.toHaveTextContent('85');
    await expect(footer).not.toHaveTextContent('Locale:');
    // spec 2: language, locale and time zone are shown, as one quiet line
    const region = footer.querySelector('[data-slot="region"]')!;
    await expect(region).toHaveTextContent('English (US)');
    await expect(region).toHaveTextContent('America/New_York');
    await expect(region.querySelector('[lang="en-US"]')).toHaveTextContent('English (US)');
    // guests too reach the themes and the language from here (the settings page is public)
    await expect(
      within(region as HTMLElement).getByRole('link', { name: 'Appearance and language' }),
    ).toHaveAttribute('href', '/profile/settings');
    await userEvent.click(legal.getByRole('button', { name: 'Cookie preferences' }));
    await expect(args.onOpenCookiePreferences).toHaveBeenCalledTimes(1);
  },
};

/**
 * spec 2 Header and footer: without a year of its own the copyright line names the spec's year,
 * 2025, whatever today's date; with `onOpenCustomerService` a "Customer service" link leads to
 * the chat or contact details.
 */
export const SpecYearAndCustomerService: Story = {
  args: { onOpenCustomerService: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveTextContent('© 2025 Invest Ltd. All rights reserved.');
    await userEvent.click(within(footer).getByRole('button', { name: 'Customer service' }));
    await expect(args.onOpenCustomerService).toHaveBeenCalledTimes(1);
  },
};

/** Without links (a page outside a router): the status is plain text, no legal links. */
export const WithoutLinks: Story = {
  args: { links: undefined },
  play: async ({ canvas }) => {
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.queryAllByRole('link')).toHaveLength(0);
    await expect(footer.getByText('Connection: Excellent')).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Cookie preferences' })).toBeVisible();
  },
};

/** A failed ping (null) rates offline. */
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
 * Every rating in every theme: told by its word, the dot's colour only adding to it (without
 * links, so that the forty footers do not repeat one navigation landmark).
 */
export const AllRatings: Story = {
  args: { links: undefined },
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
      // spec 2: excellent green, good emerald (two colours, each beside its word)
      excellent: ['Connection: Excellent', 'bg-signal-excellent'],
      good: ['Connection: Good', 'bg-signal-good'],
      fair: ['Connection: Fair', 'bg-warning'],
      poor: ['Connection: Poor', 'bg-negative'],
      offline: ['Connection: Offline', 'bg-fg-muted'],
    } as const;
    for (const rating of latencyRatings) {
      const connection = theme
        .getByRole('article', { name: rating })
        .querySelector('[data-slot="connection"]')!;
      await expect(connection).toHaveAttribute('data-rating', rating);
      await expect(connection).toHaveTextContent(expected[rating][0]);
      await expect(connection.querySelector('[data-slot="connection-dot"]')).toHaveClass(
        expected[rating][1],
      );
    }
    await expect(canvas.getAllByText(/^Connection: Fair/)).toHaveLength(8);
  },
};

/**
 * Before the company settings have loaded (no name yet) the company line keeps its height, so
 * the footer does not grow when the name comes (it sits at the bottom of a short page).
 */
export const CompanyLoading: Story = {
  args: { companyName: '' },
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector<HTMLElement>('[data-slot="company"]');
    await expect(line).not.toBeNull();
    await expect(line!.getBoundingClientRect().height).toBeGreaterThan(0);
    const withName = document.createElement('p');
    withName.className = line!.className;
    withName.textContent = 'Invest Ltd';
    line!.after(withName);
    await expect(line!.getBoundingClientRect().height).toBe(
      withName.getBoundingClientRect().height,
    );
    withName.remove();
  },
};
