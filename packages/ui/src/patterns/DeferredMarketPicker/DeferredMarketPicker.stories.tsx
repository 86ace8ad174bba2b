import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import {
  DeferredMarketPicker,
  type DeferredMarketPickerProps,
  type MarketPickerModule,
} from './DeferredMarketPicker';

/**
 * The story's picker with a loader of its own (what a loader brought is kept per loader), so
 * that each rendering starts as the placeholder, as a first visit does.
 */
function Fresh(props: DeferredMarketPickerProps) {
  const [load] = useState(() => () => props.load());
  return <DeferredMarketPicker {...props} load={load} />;
}

const meta = {
  title: 'Patterns/DeferredMarketPicker',
  component: DeferredMarketPicker,
  args: {
    markets: ['US', 'PL', 'CN'],
    value: 'US',
    onChange: fn(),
    load: (): Promise<MarketPickerModule> => import('../MarketPicker'),
  },
  render: (args) => <Fresh {...args} />,
} satisfies Meta<typeof DeferredMarketPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/**
 * How long the picker's code may take to come: under test, the first dynamic import makes the
 * dev server transform the select and its react-aria parts, which takes seconds on a busy machine.
 */
const loading = { timeout: 15_000 };

/** The picker's button, whichever it is now: the placeholder or the select's own. */
const trigger = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('button', { name: /Market/ });

/**
 * A first visit: the select's button as plain HTML, the same name and box; a press loads the
 * picker and opens its list, and the choice counts.
 */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const placeholder = trigger(canvas);
    await expect(placeholder).toHaveTextContent('United States');
    await expect(placeholder).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(canvasElement.querySelector('[data-slot="market-picker"]')).not.toBeNull();
    await userEvent.click(placeholder);
    const options = within(await body.findByRole('listbox', {}, loading)).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['United States', 'Poland', 'China']);
    await userEvent.click(body.getByRole('option', { name: 'China' }));
    await expect(args.onChange).toHaveBeenCalledWith('CN');
    await expect(canvasElement.querySelector('[data-slot="market-picker"]')).toBeNull();
  },
};

/** Keyboard only: Tab to it (the select takes its place, with the focus), arrows, Enter. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await waitFor(() => expect(trigger(canvas)).toHaveAttribute('data-slot', 'trigger'), loading);
    await expect(trigger(canvas)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox', {}, loading);
    await waitFor(() => expect(body.getByRole('option', { name: 'United States' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('PL');
    await waitFor(() => expect(trigger(canvas)).toHaveFocus());
  },
};

/** An opening key pressed on the placeholder opens the list once the code is there. */
export const KeyBeforeItsCodeLoads: Story = {
  play: async ({ canvas, userEvent }) => {
    trigger(canvas).focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox', {}, loading);
    await waitFor(() => expect(body.getByRole('option', { name: 'United States' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger(canvas)).toHaveFocus());
  },
};

let failures = 0;
/**
 * The code could not be fetched (the connection dropped): the placeholder stays as it was, and
 * the next press fetches it again and opens the list.
 */
export const LoadFailsOnce: Story = {
  args: {
    load: async () => {
      if (failures++ === 0) throw new Error('offline');
      return import('../MarketPicker');
    },
  },
  beforeEach: () => {
    failures = 0;
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // the focus reaches it: one fetch, which fails
    trigger(canvas).focus();
    await waitFor(() => expect(failures).toBe(1), loading);
    await expect(canvasElement.querySelector('[data-slot="market-picker"]')).not.toBeNull();
    await expect(trigger(canvas)).toHaveFocus();
    await expect(body.queryByRole('listbox')).toBeNull();
    // a press fetches it again and opens the list
    await userEvent.click(trigger(canvas));
    await body.findByRole('listbox', {}, loading);
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

/** In every theme, as a first visit shows it (the placeholder until a pointer or the focus). */
export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <Fresh {...args} />
    </Themes>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="market-picker"]')).toHaveLength(8);
  },
};
