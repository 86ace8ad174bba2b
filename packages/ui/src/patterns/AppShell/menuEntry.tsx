// An entry of a menu or of the main navigation (spec 2 'Navigation', 'Profile and settings
// menu'): the app defines its menus once as open `{ id, label, icon, href }` items and passes
// them to AppShell, SideMenu and ProfileView; ui knows no route and no fixed list of entries.
import { useCallback } from 'react';
import { useT } from '../../lib/i18n';
import {
  BankIcon,
  DiscoverIcon,
  GlobeIcon,
  HeadsetIcon,
  HomeIcon,
  KeyIcon,
  KeypadIcon,
  LogoutIcon,
  MarketIcon,
  PeopleIcon,
  PortfolioIcon,
  ProfileIcon,
  PulseIcon,
  RecordsIcon,
  ShieldIcon,
} from './shellIcons';

/** The icon set of menu and navigation entries (decorative line icons, `currentColor`). */
export const menuIcons = {
  home: HomeIcon,
  market: MarketIcon,
  discover: DiscoverIcon,
  portfolio: PortfolioIcon,
  profile: ProfileIcon,
  shield: ShieldIcon,
  keypad: KeypadIcon,
  key: KeyIcon,
  bank: BankIcon,
  records: RecordsIcon,
  people: PeopleIcon,
  headset: HeadsetIcon,
  globe: GlobeIcon,
  pulse: PulseIcon,
  logout: LogoutIcon,
} as const;
/** The name of an icon of `menuIcons`. */
export type MenuIconName = keyof typeof menuIcons;

/** One entry of a menu or of the main navigation. */
export interface MenuEntry {
  /** Stable id: reported by `onSelect`, compared with `activeItem`, set as `data-item`. */
  id: string;
  /** An i18n key with its namespace ('shell:menu.item.security') or an already translated text. */
  label: string;
  /** Its icon in `menuIcons`. */
  icon: MenuIconName;
  /** Where it leads, from the app's route table; without it the entry is an action. */
  href?: string;
  /** `danger`: ends something (log out): set apart and in the negative colour. */
  tone?: 'danger';
}

/** Translates an entry's label: a known i18n key gives its text, any other label shows as is. */
export function useMenuLabel(): (item: Pick<MenuEntry, 'label'>) => string {
  const t = useT('shell');
  return useCallback((item) => String(t(item.label, { defaultValue: item.label })), [t]);
}
