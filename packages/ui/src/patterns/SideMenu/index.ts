export { SideMenu, sideMenuItemIds, type SideMenuItemId, type SideMenuProps } from './SideMenu';
