import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { GuestLimitPrompt } from './GuestLimitPrompt';

const TITLE = 'Daily guest limit reached, log in to continue';

const meta = {
  title: 'Patterns/GuestLimitPrompt',
  component: GuestLimitPrompt,
  args: { quota: 'search', onLogin: fn(), onDismiss: fn(), onOpenChange: fn() },
} satisfies Meta<typeof GuestLimitPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 6: the search quota (3 a day) ran out; log in is the focused action. */
export const SearchLimit: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: TITLE });
    await expect(dialog).toHaveTextContent(
      'The daily guest allowance for stock search is 3. Log in for unlimited access, or come back tomorrow.',
    );
    const login = within(dialog).getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(login).toHaveFocus());
    await userEvent.click(login);
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // logging in is not a dismissal
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

/** The read_stock quota (5 a day); 'Not now' dismisses without logging in. */
export const Dismiss: Story = {
  args: { quota: 'read_stock' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: TITLE });
    await expect(dialog).toHaveTextContent('The daily guest allowance for stock details is 5.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

/** Inline in place (e.g. under a quote), for view_quote (10 a day), in Chinese. */
export const InlineChinese: Story = {
  args: { quota: 'view_quote', variant: 'inline' },
  globals: { locale: 'zh-CN' },
  play: async ({ args, canvas, userEvent }) => {
    const notice = canvas.getByRole('region');
    await expect(within(notice).getByRole('alert')).toHaveTextContent(
      '今日游客次数已用完，请登录后继续',
    );
    await expect(notice).toHaveTextContent('10');
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    const buttons = within(notice).getAllByRole('button');
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[0]!);
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(buttons[1]!);
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
