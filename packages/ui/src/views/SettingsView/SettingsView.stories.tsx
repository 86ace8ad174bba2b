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
