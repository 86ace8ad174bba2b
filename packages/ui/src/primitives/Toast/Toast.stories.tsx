import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ContextType } from 'react';
import { UNSTABLE_ToastStateContext } from 'react-aria-components';
import { expect, screen, waitFor, within } from 'storybook/test';
import { AllThemes as Themes, Row } from '../../storybook/AllThemes';
import { Button } from '../Button';
import {
  createToastQueue,
  Toast,
  ToastRegion,
  type ToastContent,
  type ToastRegionProps,
  type ToastTone,
} from './Toast';

type Args = ToastRegionProps & ToastContent & { timeout?: number };

/** A button that adds the toast of the args to a queue of its own (no leaks between stories). */
function ToastDemo({ title, description, tone, timeout, ...region }: Args) {
  const [queue] = useState(createToastQueue);
  return (
    <>
      <Button onPress={() => queue.add({ title, description, tone }, { timeout })}>
        Show notification
      </Button>
      <ToastRegion {...region} queue={queue} />
    </>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastRegion,
  args: {
    title: 'Order placed',
    description: 'Buy 10 AAPL at the market price.',
    tone: 'success',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
  },
  render: (args) => <ToastDemo {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const show = async (
  canvas: { getByRole: typeof screen.getByRole },
  userEvent: { click: (el: Element) => Promise<void> },
) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
  const region = await screen.findByRole('region', { name: 'Notifications' });
  return { region, toast: within(region).getAllByRole('alertdialog')[0]! };
};

/** Pressing the button shows the toast in the labelled region; its tone is also written. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const { region, toast } = await show(canvas, userEvent);
    await waitFor(() => expect(within(region).getByText('Order placed')).toBeVisible());
    await expect(toast).toHaveAccessibleName('Success: Order placed');
    await expect(toast).toHaveAccessibleDescription('Buy 10 AAPL at the market price.');
    await expect(toast).toHaveAttribute('data-tone', 'success');
  },
};

export const Dismiss: Story = {
  args: { timeout: 0 },
  play: async ({ canvas, userEvent }) => {
    const { region } = await show(canvas, userEvent);
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Order placed')).toBeNull());
    await expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  },
};

/** Toasts close by themselves after TOAST_MS (3 s, spec 9). */
export const AutoDismiss: Story = {
  play: async ({ canvas, userEvent }) => {
    await show(canvas, userEvent);
    await waitFor(() => expect(screen.getByText('Order placed')).toBeVisible());
    await waitFor(() => expect(screen.queryByText('Order placed')).toBeNull(), {
      timeout: 5000,
    });
  },
};

/** Without a description: title only, still named by tone and title. */
export const TitleOnly: Story = {
  args: { description: undefined, tone: 'info', title: 'Market closes in 10 minutes' },
  play: async ({ canvas, userEvent }) => {
    const { toast } = await show(canvas, userEvent);
    await expect(toast).toHaveAccessibleName('Information: Market closes in 10 minutes');
    await expect(toast).toHaveAccessibleDescription('');
  },
};

const tones: ToastTone[] = ['info', 'success', 'warning', 'error'];
const toneNames = { info: 'Information', success: 'Success', warning: 'Warning', error: 'Error' };

function AllTones() {
  const [queue] = useState(createToastQueue);
  return (
    <>
      <Button
        onPress={() =>
          tones.forEach((tone) =>
            queue.add({ title: `${toneNames[tone]} sample`, tone }, { timeout: 0 }),
          )
        }
      >
        Show notification
      </Button>
      <ToastRegion queue={queue} />
    </>
  );
}

export const Tones: Story = {
  render: () => <AllTones />,
  play: async ({ canvas, userEvent }) => {
    const { region } = await show(canvas, userEvent);
    const toasts = within(region).getAllByRole('alertdialog');
    await expect(toasts).toHaveLength(4);
    for (const tone of tones) {
      await expect(
        within(region).getByRole('alertdialog', {
          name: `${toneNames[tone]}: ${toneNames[tone]} sample`,
        }),
      ).toHaveAttribute('data-tone', tone);
    }
  },
};

/** A queue state for rendering toasts in place (the region itself portals to the body). */
const inPlace: NonNullable<ContextType<typeof UNSTABLE_ToastStateContext>> = {
  visibleToasts: [],
  add: () => '',
  close: () => {},
  pauseAll: () => {},
  resumeAll: () => {},
};

/** Every tone in place in every theme, and the trigger. */
export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <Row>
        <ToastDemo {...args} />
      </Row>
      <UNSTABLE_ToastStateContext.Provider value={inPlace}>
        {tones.map((tone) => (
          <Toast
            key={tone}
            toast={{ key: tone, content: { title: `${toneNames[tone]} sample`, tone } }}
          />
        ))}
      </UNSTABLE_ToastStateContext.Provider>
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alertdialog')).toHaveLength(32);
    await expect(canvas.getAllByRole('alertdialog', { name: 'Error: Error sample' })).toHaveLength(
      8,
    );
    await expect(canvas.getAllByRole('button', { name: 'Show notification' })).toHaveLength(8);
  },
};
