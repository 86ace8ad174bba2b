import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CookiePolicyView } from './CookiePolicyView';

const meta = {
  title: 'Views/CookiePolicyView',
  component: CookiePolicyView,
  args: { onOpenPreferences: fn() },
} satisfies Meta<typeof CookiePolicyView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 3: the four categories under their headings; the button opens the preferences. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Strictly necessary',
      'Functional',
      'Targeting',
      'Performance',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie preferences' }));
    await expect(args.onOpenPreferences).toHaveBeenCalledTimes(1);
  },
};

/** In Turkish. */
export const Turkish: Story = {
  globals: { locale: 'tr-TR' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).not.toHaveTextContent('Cookie policy');
    const button = canvas.getByRole('button');
    await expect(button).not.toHaveTextContent('Cookie preferences');
    await userEvent.click(button);
    await expect(args.onOpenPreferences).toHaveBeenCalledTimes(1);
  },
};
