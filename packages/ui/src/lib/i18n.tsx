import type { i18n as I18n, TFunction } from 'i18next';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { I18nProvider } from 'react-aria-components';

interface Ctx {
  i18n: I18n;
  lng: string;
}
const I18nContext = createContext<Ctx | null>(null);

export interface InvestProviderProps {
  /** An i18next instance, normally from `createI18n()` of `@invest/i18n`. */
  i18n: I18n;
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

const passthrough = ((key: string) => key) as unknown as TFunction;

/** The translate function of a namespace. Without a provider it answers the key. */
export function useT(ns = 'ui'): TFunction {
  const ctx = useContext(I18nContext);
  return useMemo(() => (ctx ? ctx.i18n.getFixedT(ctx.lng, ns) : passthrough), [ctx, ns]);
}

/** The current locale (BCP 47) for Intl formatting. */
export function useLocale(): string {
  return useContext(I18nContext)?.lng ?? 'en-US';
}
