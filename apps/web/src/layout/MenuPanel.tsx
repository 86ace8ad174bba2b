// spec 2 'Profile and settings menu': the side menu drawer. Loaded when first opened (issue 11).
import type { User } from '@invest/domain';
import { SideMenu, type SideMenuItemId } from '@invest/ui/SideMenu';

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
  onSelect: (item: SideMenuItemId) => void;
  onChangeAvatar: () => void;
  currentLanguage: string;
}) {
  return (
    <SideMenu
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      user={user}
      onSelect={onSelect}
      onChangeAvatar={onChangeAvatar}
      currentLanguage={currentLanguage}
    />
  );
}
