import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SupportChat, type SupportChatMessage } from './SupportChat';

const messages: SupportChatMessage[] = [
  {
    id: 'g1',
    author: 'system',
    key: 'greeting',
    text: 'Hello! How can we help you today?',
    attachments: [],
    created_at: '2025-06-14T09:00:00Z',
    read: true,
  },
  {
    id: 'c1',
    author: 'client',
    text: 'Has my deposit of Friday arrived?',
    attachments: [],
    created_at: '2025-06-14T09:01:00Z',
    read: true,
  },
  {
    id: 'a1',
    author: 'advisor',
    text: 'Yes, it was credited this morning.',
    attachments: [],
    created_at: '2025-06-15T08:30:00Z',
    read: true,
  },
  {
    id: 'c2',
    author: 'client',
    text: 'Thanks! Here is the receipt.',
    attachments: [{ id: 'up1', url: '/upload/app/v1/file/up1' }],
    created_at: '2025-06-15T08:31:00Z',
    read: false,
  },
];

const meta = {
  title: 'Patterns/SupportChat',
  component: SupportChat,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    status: 'ready',
    messages,
    connection: 'live',
    onSend: fn(),
    onRetry: fn(),
    onRetrySend: fn(),
    timeZone: 'UTC',
  },
  globals: { viewport: { value: 'phone390' } },
} satisfies Meta<typeof SupportChat>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Customer service' });
const composer = () => screen.findByRole('textbox', { name: 'Message' });

/** The conversation: days separated, the client's messages marked read or sent, a live log. */
export const Conversation: Story = {
  play: async () => {
    const panel = await dialog();
    const log = within(panel).getByRole('log', { name: 'Conversation with customer service' });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    await expect(log.querySelectorAll('[data-slot="day"]')).toHaveLength(2);
    await expect(within(log).getByText('Hello! How can we help you today?')).toBeInTheDocument();
    const marks = [...log.querySelectorAll('[data-slot="read-mark"]')].map((m) => m.textContent);
    await expect(marks).toEqual(['Read', 'Sent']);
    await expect(within(log).getByText('Image 1')).toBeInTheDocument();
  },
};

/** Enter sends (trimmed), Shift+Enter adds a line; the composer empties after sending. */
export const SendByKeyboard: Story = {
  play: async ({ args }) => {
    const field = await composer();
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('Hello{Shift>}{Enter}{/Shift}second line');
    await expect(field).toHaveValue('Hello\nsecond line');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Hello\nsecond line', []);
    await expect(field).toHaveValue('');
  },
};

/** An empty message is not sent: the composer says why. */
export const EmptyRefused: Story = {
  play: async ({ args }) => {
    const field = await composer();
    await userEvent.click(field);
    await userEvent.keyboard('   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    const panel = await dialog();
    await expect(panel).toHaveTextContent('Write a message or attach an image.');
  },
};

/** A first visit: no messages yet. */
export const Empty: Story = {
  args: { messages: [] },
  play: async () => {
    const panel = await dialog();
    await expect(panel).toHaveTextContent('No messages yet.');
  },
};

/** The greeting (spec 7: at most once per 4 hours) on an otherwise empty conversation. */
export const Greeting: Story = {
  args: { messages: messages.slice(0, 1) },
  play: async () => {
    const panel = await dialog();
    await expect(within(panel).getByRole('log')).toHaveTextContent(
      'Hello! How can we help you today?',
    );
  },
};

/** While the conversation loads: announced, the composer waits. */
export const Loading: Story = {
  args: { status: 'loading', messages: [] },
  play: async () => {
    const panel = await dialog();
    await expect(
      within(panel).getByRole('status', { name: 'Loading the conversation…' }),
    ).toBeInTheDocument();
    await expect(await composer()).toBeDisabled();
  },
};

/** The conversation could not be loaded: an alert with a retry reached by keyboard. */
export const LoadError: Story = {
  args: { status: 'error', messages: [] },
  play: async ({ args }) => {
    const panel = await dialog();
    await expect(within(panel).getByRole('alert')).toHaveTextContent(
      'The conversation could not be loaded.',
    );
    within(panel).getByRole('button', { name: 'Try again' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A message on its way, and one that failed with a retry. */
export const SendingAndFailed: Story = {
  args: {
    pending: [
      {
        client_message_id: 'p1',
        text: 'On its way',
        images: 0,
        status: 'sending',
        created_at: '2025-06-15T08:32:00Z',
      },
      {
        client_message_id: 'p2',
        text: 'This one failed',
        images: 0,
        status: 'failed',
        created_at: '2025-06-15T08:33:00Z',
      },
    ],
  },
  play: async ({ args }) => {
    const panel = await dialog();
    await expect(panel).toHaveTextContent('Sending…');
    await expect(panel).toHaveTextContent('Not sent.');
    within(panel).getByRole('button', { name: 'Retry' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetrySend).toHaveBeenCalledWith('p2');
  },
};

/** The live connection dropped: the chat says it is reconnecting. */
export const Reconnecting: Story = {
  args: { connection: 'reconnecting' },
  play: async () => {
    const panel = await dialog();
    await expect(within(panel).getByRole('status')).toHaveTextContent(
      'Connection lost. Reconnecting…',
    );
  },
};

/** The browser is offline. */
export const Offline: Story = {
  args: { connection: 'offline' },
  play: async () => {
    const panel = await dialog();
    await expect(within(panel).getByRole('status')).toHaveTextContent('You are offline.');
  },
};

/** Escape closes the chat. */
export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** A picture of a receipt (what the host's object URL would show). */
const RECEIPT = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" viewBox="0 0 160 100">' +
    '<rect width="160" height="100" fill="#f4f1ea"/>' +
    '<rect x="16" y="16" width="96" height="8" fill="#6b7280"/>' +
    '<rect x="16" y="36" width="128" height="6" fill="#9ca3af"/>' +
    '<rect x="16" y="50" width="112" height="6" fill="#9ca3af"/>' +
    '<rect x="16" y="74" width="56" height="10" fill="#1f2937"/></svg>',
)}`;

const withImages: SupportChatMessage[] = [
  ...messages.slice(0, 3),
  {
    ...messages[3]!,
    attachments: [
      { id: 'up1', url: '/upload/app/v1/file/up1' },
      { id: 'up2', url: '/upload/app/v1/file/up2' },
      { id: 'up3', url: '/upload/app/v1/file/up3' },
    ],
  },
];

/**
 * Attached images as the host loaded them (fetched with the client's token into object URLs):
 * the picture with its text alternative, a placeholder announced while it loads, and a line
 * that says when one could not be loaded; an image the host has not started yet shows loading.
 */
export const Images: Story = {
  args: {
    messages: withImages,
    images: {
      '/upload/app/v1/file/up1': { status: 'ready', src: RECEIPT },
      '/upload/app/v1/file/up2': { status: 'loading' },
      '/upload/app/v1/file/up3': { status: 'error' },
    },
  },
  play: async () => {
    const panel = await dialog();
    const log = within(panel).getByRole('log');
    const picture = within(log).getByRole('img', { name: 'Image 1' });
    await expect(picture.tagName).toBe('IMG');
    await expect(picture).toHaveAttribute('src', RECEIPT);
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(within(log).getByRole('img', { name: 'Loading image 2…' })).toBeInTheDocument();
    await expect(log).toHaveTextContent('Image 3 could not be loaded.');
    await expect(within(log).queryByText('Image 1')).toBeNull();
  },
};

/** Before the host has loaded anything: every attached image shows loading. */
export const ImagesLoading: Story = {
  args: { messages: withImages, images: {} },
  play: async () => {
    const panel = await dialog();
    await expect(within(panel).getAllByRole('img', { name: /^Loading image \d…$/ })).toHaveLength(
      3,
    );
  },
};
