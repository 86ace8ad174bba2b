// spec 2/3 Cookie policy (/cookie): its button opens the cookie preferences modal, which the
// layout owns and opens on the 'invest:cookie-preferences' event.
import { CookiePolicyView } from '@invest/ui/CookiePolicyView';
import { pageFrame } from '../app/frame';

export const COOKIE_PREFERENCES_EVENT = 'invest:cookie-preferences';

export default function CookiePage() {
  return (
    <div className={pageFrame}>
      <CookiePolicyView
        onOpenPreferences={() => window.dispatchEvent(new CustomEvent(COOKIE_PREFERENCES_EVENT))}
      />
    </div>
  );
}
