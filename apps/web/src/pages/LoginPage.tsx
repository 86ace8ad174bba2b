// /login (spec 2): the login form and its MFA step, wired by app/pages/login.ts.
import { LoginView } from '@invest/ui/LoginView';
import { pageFrame } from '../app/frame';
import { useLoginView } from '../app/pages/login';

export default function LoginPage() {
  return (
    <div className={pageFrame}>
      <LoginView {...useLoginView()} />
    </div>
  );
}
