import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  args: {},
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('Please try again in a moment.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

export const Retrying: Story = {
  args: { onRetry: fn(), isRetrying: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Try again/ });
    await expect(button).toHaveAccessibleName('Loading… Try again');
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const CustomTexts: Story = {
  args: {
    title: 'Quotes are unavailable',
    description: 'The market data service did not answer.',
    onRetry: fn(),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Quotes are unavailable');
    await expect(alert).not.toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('The market data service did not answer.');
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <ErrorState {...args} onRetry={fn()} />
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(8);
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(8);
  },
};
