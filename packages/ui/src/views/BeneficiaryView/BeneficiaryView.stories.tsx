import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { allThemesParameters } from '../money/fixtures';
import { BeneficiaryView } from './BeneficiaryView';

const meta = {
  title: 'Views/BeneficiaryView',
  component: BeneficiaryView,
  args: {
    nominees: [
      { id: 'n1', name: 'Wei Chen', phone: '4155550101', relation: 'Spouse', share: '100' },
    ],
    onSave: fn(),
    onRetry: fn(),
    onTerms: fn(),
    today: '2026-11-24',
  },
} satisfies Meta<typeof BeneficiaryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nominees' })).toBeVisible();
    await expect(canvas.getByDisplayValue('Wei Chen')).toBeVisible();
  },
};

/** No nominees: what it is, and the action to add the first. */
export const Empty: Story = {
  args: { nominees: [] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('No nominees yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add nominee' }));
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading content');
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('We could not load your nominees.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const AllThemes: Story = {
  parameters: allThemesParameters,
  render: (args) => <Themes>{() => <BeneficiaryView {...args} />}</Themes>,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1, name: 'Nominees' })).toHaveLength(8);
  },
};
