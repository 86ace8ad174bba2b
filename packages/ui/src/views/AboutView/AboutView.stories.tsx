import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AboutView } from './AboutView';

const company = {
  co_name: 'Invest Wealth Management Ltd.',
  icp_no: 'ICP 2025-001234',
  co_address: '1 Harbour Street\nNew York, NY 10004',
  app_video: 'https://video.invest.example/about.mp4',
};

const meta = {
  title: 'Views/AboutView',
  component: AboutView,
  args: { company, appVersion: '2.4.1', onRetry: fn() },
} satisfies Meta<typeof AboutView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field of spec 3 Company info, the app version and the video link. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    const terms = canvas.getAllByRole('term').map((el) => el.textContent);
    await expect(terms).toEqual([
      'Company name',
      'ICP licence number',
      'Registered address',
      'App version',
    ]);
    await expect(canvas.getByText('Invest Wealth Management Ltd.')).toBeVisible();
    await expect(canvas.getByText('2.4.1')).toBeVisible();
    const video = canvas.getByRole('link', { name: /Watch our company video/ });
    await expect(video).toHaveAttribute('href', company.app_video);
    await expect(video).toHaveAttribute('target', '_blank');
  },
};

/** Only the required name: the optional rows and the video link are left out. */
export const NameOnly: Story = {
  args: { company: { co_name: 'Invest Wealth Management Ltd.' }, appVersion: null },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((el) => el.textContent)).toEqual(['Company name']);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', company: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading content');
    await expect(canvas.queryByRole('term')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error', company: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We could not load the company information.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
