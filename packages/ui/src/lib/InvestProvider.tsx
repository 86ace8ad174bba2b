import type { i18n as I18n } from 'i18next';
import { useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nContext } from './i18n';

export interface InvestProviderProps {
  /** An i18next instance, normally from `createI18n()` of `@invest/i18n`. */
  i18n: I18n;
  /** The app, or the part of it that uses `@invest/ui` components. */
  children: ReactNode;
}

/**
 * Gives every component its texts (from `@invest/i18n`) and react-aria its locale. Re-renders
 * the tree when the language changes.
 */
export function InvestProvider({ i18n, children }: InvestProviderProps) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const getLanguage = () => i18n.language;
  const lng = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  const value = useMemo(() => ({ i18n, lng }), [i18n, lng]);
  return (
    <I18nContext.Provider value={value}>
      <I18nProvider locale={lng}>{children}</I18nProvider>
    </I18nContext.Provider>
  );
}
