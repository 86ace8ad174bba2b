import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SettingsView } from './SettingsView';

const themeNames = ['Standard', 'Neo', 'Absolute', 'Edel', 'Scarlet', 'Japan', 'Dark', 'Light'];

const meta = {
  title: 'Views/SettingsView',
  component: SettingsView,
  args: { theme: 'stand', locale: 'en-US', onThemeChange: fn(), onLocaleChange: fn() },
} satisfies Meta<typeof SettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 1: all eight themes, each with a swatch; choosing one calls onThemeChange. */
export const PickTheme: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Appearance and language' }),
    ).toBeVisible();
    const group = canvas.getByRole('radiogroup', { name: 'Theme' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(themeNames);
    await expect(within(group).getByRole('radio', { name: 'Standard' })).toBeChecked();
    // each swatch renders in its own theme
    const swatches = [...canvasElement.querySelectorAll('[data-slot="swatch"]')];
    await expect(swatches.map((s) => s.getAttribute('data-theme'))).toEqual([
      'stand',
      'neo',
      'abs',
      'edel',
      'sc',
      'jp',
      'dark',
      'light',
    ]);
    await userEvent.click(within(group).getByText('Dark'));
    await expect(args.onThemeChange).toHaveBeenCalledOnce();
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
    await expect(args.onLocaleChange).not.toHaveBeenCalled();
  },
};

/** The keyboard path: arrow keys move through the themes. */
export const ThemeByKeyboard: Story = {
  args: { theme: 'jp' },
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Theme' });
    await userEvent.tab();
    await expect(within(group).getByRole('radio', { name: 'Japan' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onThemeChange).toHaveBeenLastCalledWith('dark');
  },
};

/** spec 1: only the enabled locales (US, PL, CN), by their own names; picking calls onLocaleChange. */
export const PickLanguage: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Language' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    await expect(radios.map((r) => r.getAttribute('value'))).toEqual(['en-US', 'pl-PL', 'zh-CN']);
    await expect(within(group).getByText('Polski')).toHaveAttribute('lang', 'pl-PL');
    await expect(within(group).queryByText('Deutsch')).toBeNull();
    await userEvent.click(within(group).getByText('简体中文'));
    await expect(args.onLocaleChange).toHaveBeenCalledOnce();
    await expect(args.onLocaleChange).toHaveBeenCalledWith('zh-CN');
  },
};

/** In Polish, in the dark theme: translated labels, the current values checked. */
export const PolishDark: Story = {
  globals: { locale: 'pl-PL', theme: 'dark' },
  args: { theme: 'dark', locale: 'pl-PL' },
  play: async ({ canvas }) => {
    const themes = canvas.getByRole('radiogroup', { name: 'Motyw' });
    await expect(within(themes).getByRole('radio', { name: 'Ciemny' })).toBeChecked();
    const languages = canvas.getByRole('radiogroup', { name: 'Język' });
    await expect(within(languages).getByRole('radio', { name: /Polski/ })).toBeChecked();
  },
};

/**
 * The up colour. Each choice previews a gain and a loss in its orientation;
 * choosing one calls onUpColorChange.
 */
export const PickUpColor: Story = {
  args: { upColor: 'green', onUpColorChange: fn() },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Price colours' });
    await expect(within(group).getByRole('radio', { name: 'Green up, red down' })).toBeChecked();
    const samples = [
      ...canvasElement.querySelectorAll<HTMLElement>('[data-slot="up-color-sample"]'),
    ];
    await expect(samples.map((s) => s.dataset.upColor)).toEqual(['green', 'red']);
    // the gain of the red-up sample takes the colour of the green-up sample's loss
    const gain = (i: number) =>
      getComputedStyle(samples[i]!.querySelector('[data-direction="up"]')!).color;
    const loss = (i: number) =>
      getComputedStyle(samples[i]!.querySelector('[data-direction="down"]')!).color;
    await expect(gain(1)).toBe(loss(0));
    await expect(loss(1)).toBe(gain(0));
    await userEvent.click(within(group).getByText('Red up, green down'));
    await expect(args.onUpColorChange).toHaveBeenCalledWith('red');
    await expect(args.onThemeChange).not.toHaveBeenCalled();
  },
};

/** The Chinese markets' convention chosen (zh-CN's default), reached by keyboard. */
export const RedUpByKeyboard: Story = {
  args: { upColor: 'red', onUpColorChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Price colours' });
    const red = within(group).getByRole('radio', { name: 'Red up, green down' });
    await expect(red).toBeChecked();
    red.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onUpColorChange).toHaveBeenLastCalledWith('green');
  },
};

/** Without onUpColorChange (a partner's screen) the choice is not offered. */
export const WithoutUpColor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radiogroup', { name: 'Price colours' })).toBeNull();
  },
};
