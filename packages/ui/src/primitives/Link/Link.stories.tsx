import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { Link } from './Link';

const navigate = fn();

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '#deposit-terms', children: 'deposit terms', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone'] } },
  // client-side routing keeps presses inside the story (a real navigation would unload it)
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  render: (args) => (
    <p className="max-w-prose text-sm text-fg">
      Read the <Link {...args} /> before you transfer funds.
    </p>
  ),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'deposit terms' });
    await expect(link).toHaveAttribute('href', '#deposit-terms');
    await expect(link).not.toHaveAttribute('target');
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenLastCalledWith('#deposit-terms', undefined);
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', href: '#records', children: 'View deposit records' },
  render: (args) => <Link {...args} />,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View deposit records' });
    await expect(link).toHaveAttribute('data-variant', 'standalone');
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
  },
};

export const External: Story = {
  args: { isExternal: true, href: 'https://www.sec.gov/', children: 'SEC filings' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'SEC filings (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'deposit terms' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'deposit terms' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <p className="text-sm text-fg">
        Read the <Link {...args} /> first.
      </p>
      <Link {...args} variant="standalone" href="#records">
        Deposit records
      </Link>
      <Link {...args} variant="standalone" isExternal href="https://www.sec.gov/">
        SEC filings
      </Link>
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: 'deposit terms' })).toHaveLength(8);
    for (const link of canvas.getAllByRole('link', { name: /SEC filings/ })) {
      await expect(link).toHaveAccessibleName('SEC filings (opens in a new tab)');
    }
  },
};
