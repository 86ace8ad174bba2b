import { MAX_IMAGE_BYTES } from '@invest/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent as baseUserEvent, waitFor } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { ImageUpload } from './ImageUpload';

/** A real 1x1 PNG, so the preview loads. */
const png = (name = 'id-front.png') =>
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

const fileInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="file"]')!;

const meta = {
  title: 'Primitives/ImageUpload',
  component: ImageUpload,
  args: {
    label: 'Front of your ID card',
    onSelect: fn(),
    onRetry: fn(),
    onRemove: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'uploading', 'done', 'error'] },
    progress: { control: { type: 'range', min: 0, max: 100 } },
  },
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a valid image previews it and hands it to onSelect. */
export const Idle: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('Images only, up to 5 MB')).toBeVisible();
    await expect(canvas.getByText('Drop an image here or choose one')).toBeVisible();
    await expect(fileInput(canvasElement)).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    );
    const file = png();
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith(file);
    const preview = await canvas.findByRole('img', { name: 'Preview of id-front.png' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(canvas.getByRole('button', { name: 'Replace image' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * The drop zone takes focus, so Enter and Space there open the file picker (WCAG 2.1.1: what
 * a pointer can do, the keyboard can).
 */
export const KeyboardOpensPicker: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = fileInput(canvasElement);
    let opened = 0;
    // the picker itself is the browser's; its opening is the click on the hidden input
    const onClick = (e: Event) => {
      opened += 1;
      e.preventDefault();
    };
    input.addEventListener('click', onClick);
    try {
      await userEvent.tab();
      await expect(document.activeElement).toHaveAccessibleName(/Drop an image here/);
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(opened).toBe(1));
      await userEvent.keyboard(' ');
      await waitFor(() => expect(opened).toBe(2));
      // the "Choose image" button opens it once per press, not twice
      await userEvent.tab();
      await expect(document.activeElement).toBe(
        canvas.getByRole('button', { name: 'Choose image' }),
      );
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(opened).toBe(3));
    } finally {
      input.removeEventListener('click', onClick);
    }
  },
};

/** A new image replaces the preview and revokes the old object URL. */
export const ReplaceRevokesPreview: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const revoke = spyOn(URL, 'revokeObjectURL');
    try {
      await userEvent.upload(fileInput(canvasElement), png('first.png'));
      const first = (await canvas.findByRole('img', { name: 'Preview of first.png' })).getAttribute(
        'src',
      );
      await userEvent.upload(fileInput(canvasElement), png('second.png'));
      await canvas.findByRole('img', { name: 'Preview of second.png' });
      await expect(revoke).toHaveBeenCalledWith(first);
      await expect(args.onSelect).toHaveBeenCalledTimes(2);
    } finally {
      revoke.mockRestore();
    }
  },
};

export const Remove: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Remove image' })).toBeNull();
    await userEvent.upload(fileInput(canvasElement), png());
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove image' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('img', { name: /Preview of/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
  },
};

/** spec 5: over the limit shows 'Image is too big' and does not select. */
export const TooBig: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'scan.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), big);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Image is too big');
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('img', { name: /Preview of/ })).toBeNull();
    // a valid image afterwards clears the message
    await userEvent.upload(fileInput(canvasElement), png());
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A smaller `maxSize` of the caller's own. */
export const CustomMaxSize: Story = {
  args: { maxSize: 50 },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('Images only, up to 0 MB')).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), png());
    await expect(canvas.getByRole('alert')).toHaveTextContent('Image is too big');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** spec 5: images only. (The dialog filters by type, but users can pick "All files".) */
export const NotAnImage: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const userEvent = baseUserEvent.setup({ applyAccept: false });
    const pdf = new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(canvasElement), pdf);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only image files are allowed');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: { status: 'uploading', progress: 45 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading…' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuetext', '45%');
    // no second file while one is uploading
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeDisabled();
  },
};

export const Done: Story = {
  args: { status: 'done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Uploaded')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeEnabled();
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Upload failed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry upload' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeDisabled();
    await userEvent.upload(fileInput(canvasElement), png());
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('img', { name: /Preview of/ })).toBeNull();
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <ImageUpload {...args} />
      <ImageUpload {...args} label="Selfie" status="uploading" progress={45} />
      <ImageUpload {...args} label="Proof of address" status="error" />
      <ImageUpload {...args} label="Bank statement" status="done" />
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Choose image' })).toHaveLength(32);
    await expect(canvas.getAllByRole('progressbar', { name: 'Uploading…' })).toHaveLength(8);
    await expect(canvas.getAllByRole('button', { name: 'Retry upload' })).toHaveLength(8);
    await waitFor(() => expect(canvas.getAllByText('Uploaded')).toHaveLength(8));
  },
};
