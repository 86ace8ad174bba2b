import { companyKey } from '@invest/domain';
import { fallbackLocale, loadLocale } from '@invest/i18n';
import { useContext, useEffect, useState } from 'react';
import { I18nContext } from './i18n';

const NS = 'companies';

/**
 * A listed company's description in the client's language. The stock-data service writes the
 * description in English; the locale's text (`companies:<exchange>.<symbol>`) replaces it when the
 * locale has one. The 610 descriptions are a bundle of their own, fetched only when a company
 * section shows in another language than English, so no other page pays for them. `undefined` while the bundle is on its way
 * (the section shows a placeholder, not an English line that turns into another language); the
 * English text when the locale has no description for that listing (another provider's company)
 * or the bundle cannot be fetched: the page always shows something true.
 */
export function useCompanyDescription(company: {
  market: string;
  symbol: string;
  description: string;
}): string | undefined {
  const ctx = useContext(I18nContext);
  const lng = ctx?.lng;
  // English is what the service sends: an en-US page fetches nothing
  const loaded = !ctx || lng === fallbackLocale || ctx.i18n.hasResourceBundle(ctx.lng, NS);
  const [, setSettled] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!ctx || loaded) return;
    let live = true;
    loadLocale(ctx.i18n, ctx.lng, [NS]).then(
      () => live && setSettled((n) => n + 1),
      () => live && setFailed(ctx.lng),
    );
    return () => {
      live = false;
    };
  }, [ctx, loaded]);
  if (!ctx || lng === fallbackLocale) return company.description;
  if (!loaded && failed !== lng) return undefined;
  const key = companyKey(company.market, company.symbol);
  const text = ctx.i18n.getFixedT(ctx.lng, NS)(key, { defaultValue: company.description });
  return text === key ? company.description : text;
}
