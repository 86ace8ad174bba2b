import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { forgetLoadedSelect, MarketPicker } from './MarketPicker';

const meta = {
  title: 'Patterns/MarketPicker',
  component: MarketPicker,
  args: { markets: ['US', 'PL', 'CN'], value: 'US', onChange: fn() },
} satisfies Meta<typeof MarketPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** The picker's button, whichever it is now: the placeholder or the select's own. */
const trigger = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('button', { name: /Market/ });

/** The enabled markets by their names; choosing one reports its code. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(trigger(canvas)).toHaveTextContent('United States');
    await userEvent.click(trigger(canvas));
    const options = within(await body.findByRole('listbox')).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['United States', 'Poland', 'China']);
    await userEvent.click(body.getByRole('option', { name: 'Poland' }));
    await expect(args.onChange).toHaveBeenCalledWith('PL');
  },
};

/**
 * Before the select's code has loaded (a first visit): the same name and box as a plain button;
 * a press loads the select and opens it, and the choice counts.
 */
export const BeforeItsCodeLoads: Story = {
  beforeEach: () => forgetLoadedSelect(),
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const placeholder = trigger(canvas);
    await expect(placeholder).toHaveTextContent('United States');
    await expect(placeholder).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(canvasElement.querySelector('[data-slot="market-picker"]')).not.toBeNull();
    await userEvent.click(placeholder);
    await userEvent.click(await body.findByRole('option', { name: 'China' }));
    await expect(args.onChange).toHaveBeenCalledWith('CN');
    await expect(canvasElement.querySelector('[data-slot="market-picker"]')).toBeNull();
  },
};

/** Keyboard only: Tab to it, arrows to open and move, Enter to choose; focus comes back. */
export const Keyboard: Story = {
  beforeEach: () => forgetLoadedSelect(),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    // the select takes the placeholder's place with the focus
    await waitFor(() => expect(trigger(canvas)).toHaveAttribute('data-slot', 'trigger'));
    await expect(trigger(canvas)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await waitFor(() => expect(body.getByRole('option', { name: 'United States' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('CN');
    await waitFor(() => expect(trigger(canvas)).toHaveFocus());
  },
};

/** An opening key pressed on the placeholder opens the select once it is there. */
export const KeyBeforeItsCodeLoads: Story = {
  beforeEach: () => forgetLoadedSelect(),
  play: async ({ canvas, userEvent }) => {
    const placeholder = trigger(canvas);
    placeholder.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await waitFor(() => expect(body.getByRole('option', { name: 'United States' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger(canvas)).toHaveFocus());
  },
};

/** In Polish the names are Polish; the chosen market is the value, whatever the language. */
export const Polish: Story = {
  globals: { locale: 'pl-PL' },
  args: { value: 'CN' },
  beforeEach: () => forgetLoadedSelect(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Rynek/ })).toHaveTextContent('Chiny');
  },
};

/**
 * In every theme, as a first visit shows it (the placeholder until a pointer or the focus comes)
 * and once the select is there.
 */
export const AllThemes: Story = {
  beforeEach: () => forgetLoadedSelect(),
  render: (args) => (
    <Themes>
      <MarketPicker {...args} />
    </Themes>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="market-picker"]')).toHaveLength(8);
  },
};
