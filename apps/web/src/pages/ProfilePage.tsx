// spec 2 Profile and settings, wired by app/pages/profile.ts.
import { ProfileView } from '@invest/ui/ProfileView';
import { pageFrame } from '../app/frame';
import { useProfileView } from '../app/pages/profile';

export default function ProfilePage() {
  return (
    <div className={pageFrame}>
      <ProfileView {...useProfileView()} />
    </div>
  );
}
