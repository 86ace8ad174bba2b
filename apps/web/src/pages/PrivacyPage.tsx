// spec 2 Privacy policy (/privacy).
import { PrivacyView } from '@invest/ui/PrivacyView';
import { pageFrame } from '../app/frame';

export default function PrivacyPage() {
  return (
    <div className={pageFrame}>
      <PrivacyView />
    </div>
  );
}
