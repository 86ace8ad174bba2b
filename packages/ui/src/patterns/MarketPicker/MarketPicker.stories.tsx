import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MarketPicker } from './MarketPicker';

const meta = {
  title: 'Patterns/MarketPicker',
  component: MarketPicker,
  args: { markets: ['US', 'PL', 'CN'], value: 'US', onChange: fn() },
} satisfies Meta<typeof MarketPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The enabled markets by their names; choosing one reports its code. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Market/ });
    await expect(trigger).toHaveTextContent('United States');
    await userEvent.click(trigger);
    const options = within(await body.findByRole('listbox')).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['United States', 'Poland', 'China']);
    await userEvent.click(body.getByRole('option', { name: 'Poland' }));
    await expect(args.onChange).toHaveBeenCalledWith('PL');
  },
};

/** Keyboard only: Tab to it, arrows to open and move, Enter to choose; focus comes back. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Market/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await waitFor(() => expect(body.getByRole('option', { name: 'United States' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('CN');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** In Polish the names are Polish; the chosen market is the value, whatever the language. */
export const Polish: Story = {
  globals: { locale: 'pl-PL' },
  args: { value: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Rynek/ })).toHaveTextContent('Chiny');
  },
};
