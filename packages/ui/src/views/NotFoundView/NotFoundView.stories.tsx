import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NotFoundView } from './NotFoundView';

const meta = {
  title: 'Views/NotFoundView',
  component: NotFoundView,
  args: { onGoHome: fn() },
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 8: 'Page not found' with a link home when the address is given. */
export const WithHomeLink: Story = {
  args: { homeHref: '#home', onGoHome: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '#home',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Without an address: a button that calls onGoHome. */
export const WithCallback: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the home page' }));
    await expect(args.onGoHome).toHaveBeenCalledTimes(1);
  },
};

/** In Spanish. */
export const Spanish: Story = {
  globals: { locale: 'es-ES' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible();
  },
};
