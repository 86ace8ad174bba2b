import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, useContext, useMemo } from 'react';

/**
 * The texts' context. Kept apart from the provider (which needs react-aria's I18nProvider) so
 * that a component that only translates costs no react-aria code.
 */
export interface I18nContextValue {
  i18n: I18n;
  lng: string;
}
export const I18nContext = createContext<I18nContextValue | null>(null);

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
