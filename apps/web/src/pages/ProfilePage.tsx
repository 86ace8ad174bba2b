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
import { ProfileView, type ProfileMenuId } from '@invest/ui/ProfileView';
import { toastQueue } from '@invest/ui/Toast';
import { useNavigate } from 'react-router';
import { useApiErrorText } from '../app/apiErrors';
import { useApp } from '../app/context';
import { pageFrame } from '../app/frame';
import { paths } from '../paths';

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
  const avatar = useAvatarUpload();
  const errorText = useApiErrorText();
  const user = info.data;
  const avatarSrc = useUploadedImageSrc(user?.avatar);

  async function onAvatarUpload(file: File) {
    if (await avatar.start(file)) {
      toastQueue.add({ title: t('toasts.avatarSaved'), tone: 'success' });
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
        avatarUploadError={avatar.status === 'error' ? errorText(avatar.error) : undefined}
      />
    </div>
  );
}
