import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { Brand } from './Brand';

// a tenant logo as a data URL: a gold circle
const LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#b8860b"/></svg>',
  );

const meta = {
  title: 'Patterns/Brand',
  component: Brand,
  args: { appName: 'Invest' },
} satisfies Meta<typeof Brand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The designed default: the mark in the theme's primary colour and the wordmark. */
export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Invest')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="brand-mark"]')).not.toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A tenant's `web_logo` replaces the mark; the `app_name` stays the wordmark. */
export const TenantLogo: Story = {
  args: { appName: 'Acme Wealth', logoSrc: LOGO },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Acme Wealth')).toBeVisible();
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('src', LOGO);
    // decorative: the name beside it is the text
    await expect(img).toHaveAttribute('alt', '');
    await expect(canvasElement.querySelector('[data-slot="brand-mark"]')).toBeNull();
  },
};

/** The mark alone carries the app name as its accessible name. */
export const MarkOnly: Story = {
  args: { markOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Invest' })).toBeVisible();
    await expect(canvas.queryByText('Invest')).toBeNull();
  },
};

/** A long tenant name is cut with an ellipsis instead of pushing the header apart. */
export const LongName: Story = {
  args: { appName: 'Northern Lights Private Wealth Management' },
  render: (args) => (
    <div style={{ width: 220 }}>
      <Brand {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const name = canvas.getByText('Northern Lights Private Wealth Management');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};

/** All eight themes: the mark takes each theme's primary colour, the wordmark its display face. */
export const AllThemes: Story = {
  render: (args) => <Themes>{() => <Brand {...args} />}</Themes>,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Invest')).toHaveLength(8);
  },
};
