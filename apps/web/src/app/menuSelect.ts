// What choosing a settings menu entry does, wherever the menu shows (side menu, profile page):
// an entry with a route navigates there, customer service opens the chat, log out ends the
// session (spec 2 Profile and settings menu).
import { useT } from '@invest/ui';
import { type MenuEntry } from '@invest/ui/AppShell';
import { toastQueue } from '@invest/ui/Toast';
import { useNavigate } from 'react-router';
import { LOGOUT_ITEM, SUPPORT_ITEM } from '../menus';
import { paths } from '../paths';
import { useApp } from './context';

export function useMenuSelect(openSupport: () => void): (item: MenuEntry) => void {
  const { services } = useApp();
  const navigate = useNavigate();
  const t = useT('web');
  const logout = async () => {
    await services.session.logout();
    toastQueue.add({ title: t('toasts.loggedOut'), tone: 'info' });
    await navigate(paths.home, { replace: true });
  };
  return (item) => {
    if (item.href) void navigate(item.href);
    else if (item.id === SUPPORT_ITEM) openSupport();
    else if (item.id === LOGOUT_ITEM) void logout();
  };
}
