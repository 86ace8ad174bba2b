export { SideMenu, type SideMenuItemId, type SideMenuProps } from './SideMenu';
