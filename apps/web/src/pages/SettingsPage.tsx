// spec 1/2 settings ('Appearance and language' in the profile menu and the footer): the eight themes and the enabled
// locales, and the up colour; the choices persist (app/prefs) and apply at once.
import { appThemes, isUpColor, type AppTheme, type UpColor } from '@invest/domain';
import { useLocale } from '@invest/ui';
import { SettingsView } from '@invest/ui/SettingsView';
import { toastQueue } from '@invest/ui/Toast';
import { useState } from 'react';
import { switchLocale } from '../app/i18n';
import { chooseTheme, chooseUpColor } from '../app/prefs';
import { useApiErrorText } from '../app/apiErrors';
import { widePageFrame } from '../app/frame';

const themeInUse = (): AppTheme => {
  const current = document.documentElement.dataset.theme;
  return (appThemes as readonly string[]).includes(current ?? '') ? (current as AppTheme) : 'stand';
};

/** What <html> shows (the choice, else the locale's default). */
const upColorInUse = (): UpColor => {
  const current = document.documentElement.dataset.upColor;
  return isUpColor(current) ? current : 'green';
};

export default function SettingsPage() {
  const locale = useLocale();
  const errorText = useApiErrorText();
  const [theme, setTheme] = useState(themeInUse);
  const [upColor, setUpColor] = useState(upColorInUse);

  return (
    <div className={widePageFrame}>
      <SettingsView
        theme={theme}
        onThemeChange={(next) => {
          chooseTheme(next);
          setTheme(next);
        }}
        upColor={upColor}
        onUpColorChange={(next) => {
          chooseUpColor(next);
          setUpColor(next);
        }}
        locale={locale}
        onLocaleChange={(code) => {
          // the texts of the new language are fetched first; offline, the old one stays
          switchLocale(code)
            // the up colour follows the language until the client chooses one
            .then(() => setUpColor(upColorInUse()))
            .catch((error: unknown) => toastQueue.add({ title: errorText(error), tone: 'error' }));
        }}
      />
    </div>
  );
}
