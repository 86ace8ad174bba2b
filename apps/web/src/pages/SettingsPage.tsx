// spec 1/2 settings ('change language' in the profile menu): the eight themes and the enabled
// locales; both choices persist (app/prefs) and apply at once.
import { appThemes, type AppTheme } from '@invest/domain';
import { useLocale } from '@invest/ui';
import { SettingsView } from '@invest/ui/SettingsView';
import { toastQueue } from '@invest/ui/Toast';
import { useState } from 'react';
import { switchLocale } from '../app/i18n';
import { chooseTheme } from '../app/prefs';
import { useApiErrorText } from '../app/apiErrors';
import { widePageFrame } from '../app/frame';

const themeInUse = (): AppTheme => {
  const current = document.documentElement.dataset.theme;
  return (appThemes as readonly string[]).includes(current ?? '') ? (current as AppTheme) : 'stand';
};

export default function SettingsPage() {
  const locale = useLocale();
  const errorText = useApiErrorText();
  const [theme, setTheme] = useState(themeInUse);

  return (
    <div className={widePageFrame}>
      <SettingsView
        theme={theme}
        onThemeChange={(next) => {
          chooseTheme(next);
          setTheme(next);
        }}
        locale={locale}
        onLocaleChange={(code) => {
          // the texts of the new language are fetched first; offline, the old one stays
          switchLocale(code).catch((error: unknown) =>
            toastQueue.add({ title: errorText(error), tone: 'error' }),
          );
        }}
      />
    </div>
  );
}
