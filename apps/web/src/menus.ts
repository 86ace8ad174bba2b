// spec 2 'Navigation' and 'Profile and settings menu': every menu of the app, defined once, next
// to the route table. The ui components (AppShell, SideMenu, ProfileView) take these items; the
// labels are i18n keys, the icons come from @invest/ui's `menuIcons`.
import type { AppNavItem, MenuEntry } from '@invest/ui/AppShell';
import { paths } from './paths';

/** spec 2 Navigation: the main navigation (top bar, bottom bar below 768 px). */
export const navItems: readonly AppNavItem[] = [
  { id: 'dashboard', label: 'shell:nav.dashboard', icon: 'home', href: paths.dashboard },
  { id: 'market', label: 'shell:nav.market', icon: 'market', href: paths.market },
  { id: 'discover', label: 'shell:nav.discover', icon: 'discover', href: paths.discover },
  { id: 'portfolio', label: 'shell:nav.portfolio', icon: 'portfolio', href: paths.portfolio },
  { id: 'profile', label: 'shell:nav.profile', icon: 'profile', href: paths.profile },
];

/** The settings menu's actions: the entries without a route. */
export const SUPPORT_ITEM = 'support';
export const LOGOUT_ITEM = 'logout';
/** The entry that shows the current language at its end. */
export const LANGUAGE_ITEM = 'language';

/**
 * spec 2 Profile and settings menu, in the spec's order, log out last: the side menu and the
 * profile page show the same entries. Nominees is the spec's name (route /beneficiary).
 */
export const settingsMenu: readonly MenuEntry[] = [
  { id: 'security', label: 'shell:menu.item.security', icon: 'shield', href: paths.security },
  { id: 'pin', label: 'shell:menu.item.pin', icon: 'keypad', href: paths.pin },
  { id: 'password', label: 'shell:menu.item.password', icon: 'key', href: paths.changePassword },
  { id: 'banking', label: 'shell:menu.item.banking', icon: 'bank', href: paths.banking },
  { id: 'nominees', label: 'shell:menu.item.nominees', icon: 'people', href: paths.beneficiary },
  // spec 2 'Other screens': fund records (the ledger history), next to the money entries; else
  // reachable only from the Deposit and Withdraw pages
  { id: 'records', label: 'web:titles.fundRecords', icon: 'records', href: paths.fundRecords },
  // spec 2 'Other screens': loans and the trust profile (credit score with offers)
  { id: 'loan', label: 'web:titles.loan', icon: 'bank', href: paths.loan },
  { id: 'trust', label: 'web:titles.trust', icon: 'profile', href: paths.trust },
  { id: SUPPORT_ITEM, label: 'shell:menu.item.support', icon: 'headset' },
  { id: LANGUAGE_ITEM, label: 'shell:menu.item.language', icon: 'globe', href: paths.settings },
  { id: 'connection', label: 'shell:menu.item.connection', icon: 'pulse', href: paths.test },
  { id: LOGOUT_ITEM, label: 'shell:menu.item.logout', icon: 'logout', tone: 'danger' },
];
