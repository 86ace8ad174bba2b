import { cssVar, themes, type Theme } from '@invest/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../primitives/Button';
import { Checkbox } from '../primitives/Checkbox';
import { DialogTrigger } from '../primitives/Dialog';
import { Drawer } from '../primitives/Drawer';
import { Link } from '../primitives/Link';
import { Menu, MenuItem } from '../primitives/Menu';
import { Switch } from '../primitives/Switch';
import { Tab, TabList, TabPanel, Tabs } from '../primitives/Tabs';
import { TextField } from '../primitives/TextField';

/**
 * The shared focus ring (lib/focusRing) is really drawn, in every
 * theme, on every kind of part React Aria marks focus-visible. Each story tabs through the parts
 * and reads the computed outline, so a class conflict (Tailwind v4's `outline-none` against a
 * state's `outline-2`) can never remove it silently again.
 */
function Parts() {
  const [drawer, setDrawer] = useState(false);
  return (
    <div className="flex max-w-xl flex-col items-start gap-4 bg-background p-4 text-fg">
      <Button>Primary button</Button>
      <Link href="#focus-ring">A link</Link>
      <Tabs>
        <TabList aria-label="Periods">
          <Tab id="day">Day</Tab>
          <Tab id="week">Week</Tab>
        </TabList>
        <TabPanel id="day">Daily figures</TabPanel>
        <TabPanel id="week">Weekly figures</TabPanel>
      </Tabs>
      <TextField label="Symbol" />
      <Checkbox>Remember me</Checkbox>
      <Switch>Functional cookies</Switch>
      <Menu label="More actions">
        <MenuItem id="details">View details</MenuItem>
        <MenuItem id="export">Export</MenuItem>
      </Menu>
      <DialogTrigger isOpen={drawer} onOpenChange={setDrawer}>
        <Button variant="secondary">Open drawer</Button>
        <Drawer title="Messages">Nothing new.</Drawer>
      </DialogTrigger>
    </div>
  );
}

/** The element that draws the ring: the part itself, or the visual box of a native control. */
function ringOf(el: Element): CSSStyleDeclaration {
  // a checkbox or switch: the native input is visually hidden, its box draws the ring
  const label = el.matches('input[type="checkbox"], input[type="radio"]') && el.closest('label');
  const candidates = label ? [...label.querySelectorAll('*')].filter((c) => c !== el) : [el];
  const styles = candidates.map((c) => getComputedStyle(c));
  return styles.find((s) => s.outlineStyle !== 'none') ?? getComputedStyle(el);
}

async function expectRing(el: Element, what: string) {
  await waitFor(() => expect(el).toHaveFocus());
  const style = ringOf(el);
  await expect(style.outlineStyle, `${what}: outline-style`).toBe('solid');
  await expect(parseFloat(style.outlineWidth), `${what}: outline-width`).toBeGreaterThanOrEqual(2);
  // the theme's focus-ring token (3:1 on every surface, checked by the tokens' contrast test)
  const probe = document.createElement('span');
  probe.style.color = `var(${cssVar('focus-ring')})`;
  el.parentElement!.append(probe);
  const token = getComputedStyle(probe).color;
  probe.remove();
  // (buttons fade their colours in: wait for the transition to end)
  await waitFor(() => expect(ringOf(el).outlineColor, `${what}: outline-color`).toBe(token));
}

const meta = {
  title: 'Foundations/FocusRing',
  component: Parts,
  args: {},
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Parts>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const body = within(document.body);
  const tabTo = async (el: Element, what: string) => {
    for (let i = 0; i < 12 && document.activeElement !== el; i += 1) await userEvent.tab();
    await expectRing(el, what);
  };
  await tabTo(canvas.getByRole('button', { name: 'Primary button' }), 'button');
  await tabTo(canvas.getByRole('link', { name: 'A link' }), 'link');
  await tabTo(canvas.getByRole('tab', { name: 'Day' }), 'tab');
  await tabTo(canvas.getByRole('textbox', { name: 'Symbol' }), 'text field');
  await tabTo(canvas.getByRole('checkbox', { name: 'Remember me' }), 'checkbox');
  await tabTo(canvas.getByRole('switch', { name: 'Functional cookies' }), 'switch');
  const trigger = canvas.getByRole('button', { name: 'More actions' });
  await tabTo(trigger, 'menu button');
  await userEvent.keyboard('{Enter}');
  const menu = await body.findByRole('menu');
  await expectRing(within(menu).getAllByRole('menuitem')[0]!, 'menu item');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(trigger).toHaveFocus());
  await tabTo(canvas.getByRole('button', { name: 'Open drawer' }), 'drawer trigger');
  await userEvent.keyboard('{Enter}');
  const drawer = await body.findByRole('dialog', { name: 'Messages' });
  const close = within(drawer).getByRole('button', { name: 'Close panel' });
  for (let i = 0; i < 4 && document.activeElement !== close; i += 1) await userEvent.tab();
  await expectRing(close, 'drawer close button');
  await userEvent.keyboard('{Escape}');
};

const story = (theme: Theme): Story => ({ globals: { theme }, play });

export const Stand = story('stand');
export const Neo = story('neo');
export const Abs = story('abs');
export const Edel = story('edel');
export const Sc = story('sc');
export const Jp = story('jp');
export const Dark = story('dark');
export const Light = story('light');

/** Every theme has a story above. */
export const EveryThemeCovered: Story = {
  play: async () => {
    await expect([...themes].sort()).toEqual(
      ['stand', 'neo', 'abs', 'edel', 'sc', 'jp', 'dark', 'light'].sort(),
    );
  },
};
