// spec 2 'Profile and settings menu': the side menu drawer. Loaded when first opened.
import type { User } from '@invest/domain';
import { type MenuEntry } from '@invest/ui/AppShell';
import { SideMenu } from '@invest/ui/SideMenu';
import { LANGUAGE_ITEM, settingsMenu } from '../menus';

export default function MenuPanel({
  isOpen,
  onOpenChange,
  user,
  onSelect,
  onChangeAvatar,
  currentLanguage,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  user: Pick<User, 'username' | 'full_name' | 'avatar'> | null;
  onSelect: (item: MenuEntry) => void;
  onChangeAvatar: () => void;
  currentLanguage: string;
}) {
  return (
    <SideMenu
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      user={user}
      items={settingsMenu}
      onSelect={onSelect}
      onChangeAvatar={onChangeAvatar}
      values={{ [LANGUAGE_ITEM]: currentLanguage }}
    />
  );
}
