import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { Switch } from './Switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { children: 'Price alerts', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The thumb's offset from the start of the track: the on state is told by position. */
const thumbOffset = (canvasElement: HTMLElement) => {
  const track = canvasElement.querySelector('[data-slot="track"]')!.getBoundingClientRect();
  const thumb = canvasElement.querySelector('[data-slot="thumb"]')!.getBoundingClientRect();
  return thumb.left - track.left;
};

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const control = canvas.getByRole('switch', { name: 'Price alerts' });
    await expect(control).not.toBeChecked();
    const off = thumbOffset(canvasElement);
    await userEvent.click(canvas.getByText('Price alerts'));
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // the thumb moved towards the end (allowing for the transition)
    await new Promise((r) => setTimeout(r, 300));
    await expect(thumbOffset(canvasElement)).toBeGreaterThan(off + 8);
    await userEvent.click(control);
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const KeyboardToggle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const control = canvas.getByRole('switch', { name: 'Price alerts' });
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Price alerts' })).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { children: 'Biometric login', description: 'Use Face ID or fingerprint to sign in.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('switch', { name: 'Biometric login' }),
    ).toHaveAccessibleDescription('Use Face ID or fingerprint to sign in.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const control = canvas.getByRole('switch', { name: 'Price alerts' });
    await expect(control).toBeDisabled();
    await userEvent.click(canvas.getByText('Price alerts'));
    await expect(control).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <Switch {...args} />
      <Switch {...args} defaultSelected>
        Dark mode
      </Switch>
      <Switch {...args} description="Use Face ID or fingerprint to sign in.">
        Biometric login
      </Switch>
      <Switch {...args} isDisabled>
        Disabled
      </Switch>
      <Switch {...args} isDisabled defaultSelected>
        Disabled on
      </Switch>
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('switch', { name: 'Price alerts' })).toHaveLength(8);
    for (const control of canvas.getAllByRole('switch', { name: 'Dark mode' })) {
      await expect(control).toBeChecked();
    }
  },
};
