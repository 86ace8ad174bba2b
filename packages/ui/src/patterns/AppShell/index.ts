export {
  AppShell,
  type AppNavItem,
  type AppNavItemId,
  type AppShellLinkProps,
  type AppShellProps,
  type AppShellUser,
} from './AppShell';
export { isSearchShortcut } from './searchShortcut';
export { menuIcons, useMenuLabel, type MenuIconName, type MenuEntry } from './menuEntry';
