export {
  Drawer,
  DrawerPanel,
  drawerWidth,
  type DrawerPanelProps,
  type DrawerProps,
} from './Drawer';
