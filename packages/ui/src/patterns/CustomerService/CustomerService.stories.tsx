import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CustomerService } from './CustomerService';

const company = {
  name: 'Invest Demo Securities Ltd.',
  address: '1 Market Street\nNew York, NY 10005',
  licence: 'SEC-801-12345',
};

const meta = {
  title: 'Patterns/CustomerService',
  component: CustomerService,
  args: { isOpen: true, onOpenChange: fn(), mode: 'contact', company },
} satisfies Meta<typeof CustomerService>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Customer service' });

/** A guest (or no chat key): the company's contact details; Escape closes. */
export const ContactDetails: Story = {
  play: async ({ args }) => {
    const panel = await dialog();
    const details = panel.querySelector('[data-slot="contact"]') as HTMLElement;
    await expect(details).toHaveTextContent('Invest Demo Securities Ltd.');
    await expect(details).toHaveTextContent('1 Market Street');
    await expect(details).toHaveTextContent('SEC-801-12345');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** A signed-in client with a chat key: the support chat, with the greeting (spec 9). */
export const Chat: Story = {
  args: { mode: 'chat', greeting: true },
  play: async () => {
    const panel = await dialog();
    await expect(panel).toHaveTextContent('Our support team answers within business hours.');
    // (the modal fades in: wait for it)
    await waitFor(() =>
      expect(within(panel).getByText('Hello! How can we help you today?')).toBeVisible(),
    );
    await expect(panel.querySelector('[data-slot="contact"]')).toBeNull();
  },
};

/** The greeting went out less than 4 hours ago: not again. */
export const ChatWithoutGreeting: Story = {
  args: { mode: 'chat', greeting: false },
  play: async () => {
    const panel = await dialog();
    await expect(within(panel).queryByText('Hello! How can we help you today?')).toBeNull();
  },
};

/** While the chat key is asked for. */
export const Loading: Story = {
  args: { mode: 'loading' },
  play: async () => {
    const panel = await dialog();
    await expect(within(panel).getByRole('status')).toHaveTextContent(
      'Connecting to customer service…',
    );
  },
};

/** The company settings could not be loaded: say so, never an empty dialog. */
export const NoDetails: Story = {
  args: { company: undefined },
  play: async () => {
    const panel = await dialog();
    await expect(panel).toHaveTextContent('Contact details are not available right now.');
  },
};
