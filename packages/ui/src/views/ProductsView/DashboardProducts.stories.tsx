import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { allThemesParameters } from '../money/fixtures';
import { DashboardProducts } from './DashboardProducts';
import { products } from './fixtures';

const meta = {
  title: 'Views/DashboardProducts',
  component: DashboardProducts,
  args: {
    kind: 'recommendations',
    products,
    productHref: (p) => `#/discover/products/${p.id}`,
    listHref: '#/discover',
    onRetry: fn(),
    onLogin: fn(),
  },
} satisfies Meta<typeof DashboardProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Recommendations: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Details of Dollar Savings' })).toBeVisible();
    await expect(canvas.getByLabelText('Needs VIP level 3')).toBeVisible();
  },
};
export const Exclusive: Story = {
  args: { kind: 'exclusive', products: products.slice(2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Exclusive offers' })).toBeVisible();
  },
};
export const Guest: Story = {
  args: { isGuest: true },
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Log in' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogin).toHaveBeenCalled();
  },
};
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing to recommend yet')).toBeVisible();
  },
};
export const Loading: Story = { args: { status: 'loading' } };
export const LoadFailed: Story = { args: { status: 'error' } };
export const AllThemes: Story = {
  parameters: allThemesParameters,
  render: (args) => <Themes>{() => <DashboardProducts {...args} />}</Themes>,
};
