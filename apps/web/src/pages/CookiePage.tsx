// spec 2/3 Cookie policy (/cookie): its button opens the cookie preferences modal, which the
// layout owns.
import { CookiePolicyView } from '@invest/ui/CookiePolicyView';
import { useLayout } from '../app/context';
import { pageFrame } from '../app/frame';

export default function CookiePage() {
  const { openCookiePreferences } = useLayout();
  return (
    <div className={pageFrame}>
      <CookiePolicyView onOpenPreferences={openCookiePreferences} />
    </div>
  );
}
