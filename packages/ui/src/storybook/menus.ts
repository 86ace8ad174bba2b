// The stories' settings menu (spec 2 Profile and settings menu): the app defines its own
// (apps/web/src/menus.ts); SideMenu and ProfileView take whatever items they are given.
import type { MenuEntry } from '../patterns/AppShell/menuEntry';

export const settingsMenuItems: readonly MenuEntry[] = [
  { id: 'security', label: 'shell:menu.item.security', icon: 'shield', href: '#/security' },
  { id: 'pin', label: 'shell:menu.item.pin', icon: 'keypad', href: '#/pin' },
  { id: 'password', label: 'shell:menu.item.password', icon: 'key', href: '#/password' },
  { id: 'banking', label: 'shell:menu.item.banking', icon: 'bank', href: '#/banking' },
  { id: 'nominees', label: 'shell:menu.item.nominees', icon: 'people', href: '#/nominees' },
  { id: 'support', label: 'shell:menu.item.support', icon: 'headset' },
  { id: 'language', label: 'shell:menu.item.language', icon: 'globe', href: '#/settings' },
  { id: 'connection', label: 'shell:menu.item.connection', icon: 'pulse', href: '#/test' },
  { id: 'logout', label: 'shell:menu.item.logout', icon: 'logout', tone: 'danger' },
];

/** The entries of `settingsMenuItems` with these ids, in the given order. */
export const menuItemsById = (...ids: string[]): MenuEntry[] =>
  ids.map((id) => settingsMenuItems.find((item) => item.id === id)!);
