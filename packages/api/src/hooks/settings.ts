// Area settings: the tenant's settings, company info, countries and the IP lookup (public reads).
import type { QueryConfig } from './query';
import { useApiQuery } from './query';

export const settingsKeys = {
  settingsApp: () => ['settingsApp'] as const,
  settingsCompany: () => ['settingsCompany'] as const,
  settingsCountries: () => ['settingsCountries'] as const,
  settingsAccountCountries: () => ['settingsAccountCountries'] as const,
  geoLookup: () => ['geoLookup'] as const,
};

/** spec 3 System settings: GET /setting/v1/app. */
export const useAppSettings = (config?: QueryConfig<'settingsApp'>) =>
  useApiQuery('settingsApp', settingsKeys.settingsApp(), config);
/** spec 3 Company info: GET /setting/v1/co. */
export const useCompany = (config?: QueryConfig<'settingsCompany'>) =>
  useApiQuery('settingsCompany', settingsKeys.settingsCompany(), config);
/** GET /setting/app/v1/countries. */
export const useCountries = (config?: QueryConfig<'settingsCountries'>) =>
  useApiQuery('settingsCountries', settingsKeys.settingsCountries(), config);
/** GET /setting/app/v1/acc_countries. */
export const useAccountCountries = (config?: QueryConfig<'settingsAccountCountries'>) =>
  useApiQuery('settingsAccountCountries', settingsKeys.settingsAccountCountries(), config);
/** spec 7 'Other': the IP geolocation lookup. */
export const useGeo = (config?: QueryConfig<'geoLookup'>) =>
  useApiQuery('geoLookup', settingsKeys.geoLookup(), config);
