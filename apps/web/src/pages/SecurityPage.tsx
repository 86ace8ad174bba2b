// /profile/security: the security centre, its view wired by app/pages/security.ts.
import { SecurityView } from '@invest/ui/SecurityView';
import { pageFrame } from '../app/frame';
import { useSecurityView } from '../app/pages/security';

export default function SecurityPage() {
  return (
    <div className={pageFrame}>
      <SecurityView {...useSecurityView()} />
    </div>
  );
}
