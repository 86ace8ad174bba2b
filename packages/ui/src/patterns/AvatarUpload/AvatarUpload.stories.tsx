import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent as baseUserEvent, waitFor, within } from 'storybook/test';
import { AvatarUpload } from './AvatarUpload';

/** A real 1x1 PNG, so the preview loads. */
const png = (name = 'me.png') =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    name,
    { type: 'image/png' },
  );

/** The open modal, once its fade-in has finished. */
const dialog = async () => {
  const modal = await screen.findByRole('dialog', { name: 'Change profile picture' });
  await waitFor(() => expect(modal).toBeVisible());
  return modal;
};
const fileInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="file"]')!;

const meta = {
  title: 'Patterns/AvatarUpload',
  component: AvatarUpload,
  args: { defaultOpen: true, name: 'Asha Verma', onUpload: fn(), onOpenChange: fn() },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'uploading', 'done', 'error'] },
  },
} satisfies Meta<typeof AvatarUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose an image, see its preview, upload it; cancel closes. */
export const Default: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    const body = within(modal);
    await expect(body.getByRole('img', { name: 'Asha Verma' })).toBeVisible();
    const upload = body.getByRole('button', { name: 'Upload' });
    await expect(upload).toBeDisabled();
    const file = png();
    await baseUserEvent.upload(fileInput(modal), file);
    await expect(await body.findByRole('img', { name: 'Preview of me.png' })).toBeVisible();
    await baseUserEvent.click(upload);
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    await expect(args.onUpload).toHaveBeenCalledWith(file);
    await baseUserEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** spec 5: images only. */
export const NotAnImage: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    const user = baseUserEvent.setup({ applyAccept: false });
    await user.upload(
      fileInput(modal),
      new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await expect(within(modal).getByRole('alert')).toHaveTextContent(
      'Only image files are allowed',
    );
    await expect(within(modal).getByRole('button', { name: 'Upload' })).toBeDisabled();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** Progress while uploading; the modal cannot be dismissed meanwhile. */
export const Uploading: Story = {
  args: { status: 'uploading', progress: 65 },
  play: async () => {
    const modal = await dialog();
    const bar = within(modal).getByRole('progressbar', { name: 'Uploading…' });
    await expect(bar).toHaveAttribute('aria-valuenow', '65');
    await expect(within(modal).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(modal).getByRole('button', { name: /Upload/ })).toHaveTextContent(
      'Loading…',
    );
  },
};

/** spec 8: 'Avatar upload failed', with the app's detail and a retry of the same file. */
export const Failed: Story = {
  args: { status: 'error', error: 'The server is busy.' },
  play: async ({ args }) => {
    const modal = await dialog();
    const body = within(modal);
    await expect(body.getByText('Avatar upload failed')).toBeVisible();
    await expect(body.getByText('The server is busy.')).toBeVisible();
    const file = png('retry.png');
    await baseUserEvent.upload(fileInput(modal), file);
    await baseUserEvent.click(await body.findByRole('button', { name: 'Retry upload' }));
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    await expect(args.onUpload).toHaveBeenCalledWith(file);
  },
};
