// spec 2 Profile and settings: the user, KYC status, VIP level and credit score, the settings
// menu, and the avatar upload (modal): the image is uploaded, then set as the avatar.
import {
  useAvatarUpload,
  useClientConfig,
  useClientInfo,
  useUploadedImageSrc,
} from '@invest/api/hooks';
import { formatMobile } from '@invest/domain';
import { useT } from '@invest/ui';
import type { ProfileViewProps } from '@invest/ui/ProfileView';
import { toastQueue } from '@invest/ui/Toast';
import { useApiErrorText } from '../apiErrors';
import { useLayout } from '../context';
import { useMenuSelect } from '../menuSelect';
import { settingsMenu } from '../../menus';

export function useProfileView(): ProfileViewProps {
  const t = useT('web');
  const onSelect = useMenuSelect(useLayout().openSupport);
  const info = useClientInfo();
  const config = useClientConfig();
  const avatar = useAvatarUpload();
  const errorText = useApiErrorText();
  const user = info.data;
  const avatarSrc = useUploadedImageSrc(user?.avatar);

  async function onAvatarUpload(file: File) {
    if (await avatar.start(file)) {
      toastQueue.add({ title: t('toasts.avatarSaved'), tone: 'success' });
    }
  }

  return {
    user: user
      ? {
          username: user.username,
          full_name: user.full_name,
          avatar: avatarSrc,
          mobile: formatMobile(user.country_code, user.mobile),
        }
      : null,
    kycStatus: user?.kyc_status,
    vip: config.data?.vip,
    score: config.data?.score,
    loading: !user && !info.error,
    menu: settingsMenu,
    onSelect,
    onAvatarUpload: (file) => void onAvatarUpload(file),
    avatarUploadStatus: avatar.status,
    avatarUploadProgress: avatar.progress,
    avatarUploadError: avatar.status === 'error' ? errorText(avatar.error) : undefined,
  };
}
