// Area settings (spec 3, 7): the tenant's system settings, company info, countries and the IP
// geolocation lookup. Routes and schemas of the area; the shapes are domain's entities.
import {
  appThemes,
  companyInfoSchema,
  currencyCodeSchema,
  geoInfoSchema,
  localeInfoSchema,
  systemSettingsSchema,
} from '@invest/domain';
import { array, enum as zEnum, nullable, object, string, type infer as Infer } from 'zod';
import { wireSchema } from './wireSchema';
import { def, type RouteDef } from './route';

export const settingsRoutes = {
  settingsApp: def({ method: 'GET', path: '/setting/v1/app', auth: 'public' }),
  settingsCompany: def({ method: 'GET', path: '/setting/v1/co', auth: 'public' }),
  settingsCountries: def({ method: 'GET', path: '/setting/app/v1/countries', auth: 'public' }),
  settingsAccountCountries: def({
    method: 'GET',
    path: '/setting/app/v1/acc_countries',
    auth: 'public',
  }),
  /** spec 7 'Other': the public IP geolocation lookup (offline table, no outside call). */
  geoLookup: def({ method: 'GET', path: '/geo/app/v1/lookup', auth: 'open' }),
} as const satisfies Record<string, RouteDef>;

/**
 * spec 3 System settings (GET /setting/v1/app), as the server always sends them: every field
 * present, plus the tenant's default locale and currency.
 */
export const appSettingsSchema = wireSchema(() =>
  systemSettingsSchema.extend({
    web_logo: string(),
    app_version: string(),
    app_template: nullable(zEnum(appThemes)),
    /** The tenant's enabled locales, the first is its default (spec 1). */
    locales: array(localeInfoSchema),
    default_locale: string(),
    default_currency: currencyCodeSchema,
  }),
);
export type AppSettings = Infer<typeof appSettingsSchema>;

/** spec 3 Company info (GET /setting/v1/co): every field present (empty when unknown). */
export const companyInfoResponseSchema = wireSchema(() =>
  companyInfoSchema.extend({
    co_name: string(),
    icp_no: string(),
    co_address: string(),
    app_video: string(),
  }),
);
export type CompanyInfoResponse = Infer<typeof companyInfoResponseSchema>;

/** A country the tenant serves: dialling code, currency, time zone. */
export const countrySchema = wireSchema(() =>
  object({
    code: string(),
    name: string(),
    phone_code: string(),
    currency: string(),
    timezone: string(),
    emoji: string(),
  }),
);
export type Country = Infer<typeof countrySchema>;
export const countryListSchema = wireSchema(() => array(countrySchema));

/** spec 3 Startup panel inputs: geo (country, city, ip), with the country's code. */
export const geoLookupSchema = wireSchema(() =>
  geoInfoSchema.extend({
    /** Empty when the address is unknown (a private network). */
    ip: string(),
    country_code: string(),
  }),
);
export type GeoLookup = Infer<typeof geoLookupSchema>;

export const settingsSchemas = {
  settingsApp: { response: appSettingsSchema },
  settingsCompany: { response: companyInfoResponseSchema },
  settingsCountries: { response: countryListSchema },
  settingsAccountCountries: { response: countryListSchema },
  geoLookup: { response: geoLookupSchema },
} as const;
