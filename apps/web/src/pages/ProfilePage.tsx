// spec 2 Profile and settings: the user, KYC status, VIP level and credit score, the settings
// menu, and the avatar upload (modal): the image is uploaded, then set as the avatar.
import { useClientConfig, useClientInfo, useSetAvatar, useUploadImage } from '@invest/api/hooks';
import {
  ProfileView,
  toastQueue,
  useT,
  type ImageUploadStatus,
  type ProfileMenuId,
} from '@invest/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../app/context';
import { paths } from '../paths';
import { useApiErrorText } from './support/apiErrors';
import { formatMobile } from './support/countries';
import { pageFrame } from './support/frame';
import { useUploadedImageSrc } from './support/uploadedImage';

const MENU_TARGETS: Record<Exclude<ProfileMenuId, 'logout' | 'support'>, string> = {
  security: paths.security,
  pin: paths.pin,
  password: paths.changePassword,
  banking: paths.banking,
  beneficiary: paths.beneficiary,
  language: paths.settings,
  connection: paths.test,
};

export default function ProfilePage() {
  const { services } = useApp();
  const t = useT('web');
  const navigate = useNavigate();
  const info = useClientInfo();
  const config = useClientConfig();
  const upload = useUploadImage();
  const setAvatar = useSetAvatar();
  const errorText = useApiErrorText();
  const [avatar, setAvatarState] = useState<{
    status: ImageUploadStatus;
    progress?: number;
    error?: string;
  }>({ status: 'idle' });
  const user = info.data;
  const avatarSrc = useUploadedImageSrc(user?.avatar);

  async function onAvatarUpload(file: File) {
    setAvatarState({ status: 'uploading', progress: 0 });
    try {
      const image = await upload.trigger({
        file,
        purpose: 'avatar',
        onProgress: ({ percent }) =>
          setAvatarState({ status: 'uploading', progress: Math.min(percent, 99) }),
      });
      await setAvatar.trigger({ url: image.url });
      setAvatarState({ status: 'done', progress: 100 });
      toastQueue.add({ title: t('toasts.avatarSaved'), tone: 'success' });
    } catch (error) {
      setAvatarState({ status: 'error', error: errorText(error) });
    }
  }

  async function onSelect(id: ProfileMenuId) {
    if (id === 'support') {
      // the layout's support chat opens on this event (as from the side menu)
      window.dispatchEvent(new CustomEvent('invest:support-chat'));
      return;
    }
    if (id !== 'logout') {
      await navigate(MENU_TARGETS[id]);
      return;
    }
    await services.session.logout();
    toastQueue.add({ title: t('toasts.loggedOut'), tone: 'info' });
    await navigate(paths.home, { replace: true });
  }

  return (
    <div className={pageFrame}>
      <ProfileView
        user={
          user
            ? {
                username: user.username,
                full_name: user.full_name,
                avatar: avatarSrc,
                mobile: formatMobile(user.country_code, user.mobile),
              }
            : null
        }
        kycStatus={user?.kyc_status}
        vip={config.data?.vip}
        score={config.data?.score}
        loading={!user && !info.error}
        onSelect={(id) => void onSelect(id)}
        onAvatarUpload={(file) => void onAvatarUpload(file)}
        avatarUploadStatus={avatar.status}
        avatarUploadProgress={avatar.progress}
        avatarUploadError={avatar.error}
      />
    </div>
  );
}
