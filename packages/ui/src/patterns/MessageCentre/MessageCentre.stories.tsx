import type { InboxMessage } from '@invest/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { settledDrawer } from '../../storybook/overlays';
import { MessageCentre } from './MessageCentre';

const messages: InboxMessage[] = [
  {
    id: 'm1',
    title: 'Withdrawal sent',
    body: 'Your withdrawal of $250.00 was sent to your bank account ending 4821.',
    created_at: '2025-03-04T09:30:00Z',
    read: false,
  },
  {
    id: 'm2',
    title: 'IPO allotment announced',
    body: 'The allotment for the Nova Robotics IPO has been published. Check your subscriptions for the result.',
    created_at: '2025-03-03T16:05:00Z',
    read: false,
  },
  {
    id: 'm3',
    title: 'Identity verified',
    body: 'Your KYC documents were approved. Withdrawals and advanced features are now unlocked.',
    created_at: '2025-02-27T11:00:00Z',
    read: true,
  },
];

const meta = {
  title: 'Patterns/MessageCentre',
  component: MessageCentre,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    messages,
    status: 'ready',
    timeZone: 'UTC',
    onRetry: fn(),
    onOpenMessage: fn(),
    onMarkAllRead: fn(),
    onDeleteAll: fn(),
  },
} satisfies Meta<typeof MessageCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = (name = 'Messages') => settledDrawer(name);

/**
 * The list, 600 px wide: unread messages say "Unread" (text, not colour alone); opening one
 * reports it; times in the given time zone; "Mark all as read" reports intent.
 */
export const List: Story = {
  play: async ({ args, userEvent }) => {
    const d = await drawer();
    await expect(getComputedStyle(d).width).toBe('600px');
    await expect(within(d).getByText('2 unread messages')).toBeVisible();
    const list = within(d).getByRole('list', { name: 'Your messages' });
    const items = within(list).getAllByRole('button');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveAccessibleName(/^Unread Withdrawal sent/);
    await expect(items[1]).toHaveAccessibleName(/^Unread IPO allotment announced/);
    await expect(items[2]).toHaveAccessibleName(/^Identity verified/);
    await expect(items[0]).toHaveTextContent('Mar 4, 2025, 9:30 AM');
    await userEvent.click(items[1]!);
    await expect(args.onOpenMessage).toHaveBeenCalledWith(messages[1]);
    await userEvent.click(within(d).getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
  },
};

/**
 * System messages carry a key and parameters and are shown in the reader's language
 * (the stored English text is only the fallback); the advisor's reason is kept as written. A key
 * this build does not know shows the stored text.
 */
export const SystemMessages: Story = {
  args: {
    messages: [
      {
        id: 's1',
        title: 'Withdrawal rejected',
        body: 'Your withdrawal of 120.00 USD was rejected: Bank details do not match',
        key: 'withdrawalRejected',
        params: { amount: '120.00', currency: 'USD', reason: 'Bank details do not match' },
        created_at: '2025-03-05T08:00:00Z',
        read: false,
      },
      {
        id: 's2',
        title: 'New sign-in to your account',
        body: 'Your account was signed in to from Chrome on macOS near Berlin at 2025-03-04T07:15:00.000Z.',
        key: 'newSignIn',
        params: { browser: 'Chrome', os: 'macOS', place: 'Berlin', at: '2025-03-04T07:15:00.000Z' },
        created_at: '2025-03-04T07:15:00Z',
        read: true,
      },
      {
        id: 's3',
        title: 'Statement ready',
        body: 'Your monthly statement is ready.',
        key: 'statementReady',
        params: {},
        created_at: '2025-03-01T07:00:00Z',
        read: true,
      },
    ],
  },
  play: async () => {
    const d = await drawer();
    const items = within(within(d).getByRole('list', { name: 'Your messages' })).getAllByRole(
      'button',
    );
    await expect(items[0]).toHaveTextContent(
      'Your withdrawal of 120.00 USD was rejected: Bank details do not match',
    );
    // the translated text (the stored English one says "Chrome on macOS")
    await expect(items[1]).toHaveTextContent(
      'Your account was signed in to from Chrome · macOS near Berlin at Mar 4, 2025, 7:15 AM.',
    );
    await expect(items[2]).toHaveAccessibleName(/^Statement ready/);
  },
};

/**
 * A factor added or removed (a stolen session must not change them unseen): the change in the
 * reader's words, with the time in their zone; an unknown change still reads as one.
 */
export const SecurityChangeMessage: Story = {
  args: {
    messages: [
      {
        id: 'f1',
        title: 'Your sign-in methods changed',
        body: 'A passkey was added at 2025-03-04T07:15:00.000Z.',
        key: 'securityChange',
        params: { change: 'passkey_added', at: '2025-03-04T07:15:00.000Z' },
        created_at: '2025-03-04T07:15:00Z',
        read: false,
      },
      {
        id: 'f2',
        title: 'Your sign-in methods changed',
        body: 'Something changed.',
        key: 'securityChange',
        params: { change: 'fingerprint_added', at: '2025-03-03T07:15:00.000Z' },
        created_at: '2025-03-03T07:15:00Z',
        read: true,
      },
    ],
  },
  play: async () => {
    const d = await drawer();
    const items = within(within(d).getByRole('list', { name: 'Your messages' })).getAllByRole(
      'button',
    );
    await expect(items[0]).toHaveAccessibleName(/Your sign-in methods changed/);
    await expect(items[0]).toHaveTextContent(
      'A passkey was added at Mar 4, 2025, 7:15 AM. If this was not you, change your password',
    );
    await expect(items[1]).toHaveTextContent('A sign-in method was changed at Mar 3, 2025');
  },
};

/**
 * Polish counts unread messages in three forms (one, few, many): 2 is "nieprzeczytane", 5 is
 * "nieprzeczytanych" (not "Nieprzeczytane wiadomości: 5").
 */
export const PolishUnreadCount: Story = {
  globals: { locale: 'pl-PL' },
  play: async () => {
    const d = await drawer('Wiadomości');
    await expect(within(d).getByText('2 nieprzeczytane wiadomości')).toBeVisible();
  },
};

/** Five unread in Polish: the "many" form. */
export const PolishUnreadCountMany: Story = {
  globals: { locale: 'pl-PL' },
  args: {
    messages: [1, 2, 3, 4, 5].map((n) => ({ ...messages[0]!, id: `u${n}`, read: false })),
  },
  play: async () => {
    const d = await drawer('Wiadomości');
    await expect(within(d).getByText('5 nieprzeczytanych wiadomości')).toBeVisible();
  },
};

/** Every message read: no "Unread" text and mark-all-read disabled. */
export const AllRead: Story = {
  args: { messages: messages.map((m) => ({ ...m, read: true })) },
  play: async () => {
    const d = await drawer();
    await expect(within(d).getByText('All messages read')).toBeVisible();
    await expect(within(d).queryByText('Unread')).toBeNull();
    await expect(within(d).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

/** "Delete all" asks first; focus starts on Cancel; confirming reports it. */
export const DeleteAll: Story = {
  play: async ({ args, userEvent }) => {
    const d = await drawer();
    await userEvent.click(within(d).getByRole('button', { name: 'Delete all' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete all messages?' });
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await expect(args.onDeleteAll).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete all' }));
    await expect(args.onDeleteAll).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // the drawer stays open underneath
    await expect(screen.getByRole('dialog', { name: 'Messages' })).toBeVisible();
  },
};

/** No messages: the empty state, no actions. */
export const Empty: Story = {
  args: { messages: [] },
  play: async () => {
    const d = await drawer();
    await expect(within(d).getByText('No messages yet')).toBeVisible();
    await expect(within(d).queryByRole('button', { name: 'Delete all' })).toBeNull();
    await expect(within(d).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  },
};

/** Loading: a skeleton announced as loading, no actions. */
export const Loading: Story = {
  args: { status: 'loading', messages: [] },
  play: async () => {
    const d = await drawer();
    await expect(within(d).getByRole('status')).toHaveTextContent('Loading content');
    await expect(within(d).queryByRole('list')).toBeNull();
    await expect(within(d).queryByRole('button', { name: 'Delete all' })).toBeNull();
  },
};

/** The list failed to load: an alert with a retry. */
export const Error: Story = {
  args: { status: 'error', messages: [] },
  play: async ({ args, userEvent }) => {
    const d = await drawer();
    const alert = within(d).getByRole('alert');
    await expect(alert).toHaveTextContent('Messages could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
