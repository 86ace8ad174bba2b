import { industryId } from '@invest/domain';
import { useCallback } from 'react';
import { useT } from './i18n';

/**
 * An industry's name in the client's language. The stock-data service names industries in
 * English; the locale's name (`market:industry.<id>`) replaces it when the locale has one, and
 * the English name stays when it has not (another provider's industry, an older bundle, no
 * texts loaded), so the page always shows something true.
 */
export function useIndustryName(): (name: string) => string {
  const t = useT('market');
  return useCallback(
    (name: string) => {
      const key = `industry.${industryId(name)}`;
      const text = t(key, { defaultValue: name });
      return text === key ? name : text;
    },
    [t],
  );
}
