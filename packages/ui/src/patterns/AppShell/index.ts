export {
  AppShell,
  appNavItemIds,
  isSearchShortcut,
  type AppNavItem,
  type AppNavItemId,
  type AppShellLinkProps,
  type AppShellProps,
  type AppShellUser,
} from './AppShell';
