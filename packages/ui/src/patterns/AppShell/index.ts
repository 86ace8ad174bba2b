export {
  AppShell,
  isSearchShortcut,
  type AppNavItem,
  type AppNavItemId,
  type AppShellLinkProps,
  type AppShellProps,
  type AppShellUser,
} from './AppShell';
export { menuIcons, useMenuLabel, type MenuIconName, type MenuEntry } from './menuEntry';
