// Tenants: app settings, company info, countries, account countries, theme
// and locale info, the support-chat key and the deposit bank. The API's settings area and the
// back-office CLI both go through these functions (ARCHITECTURE: the CLI never runs raw SQL).
import type { AppSettings, CompanyInfoResponse, Country } from '@invest/api/contract';
import {
  appThemes,
  currencyCodeSchema,
  DEFAULT_CURRENCY,
  getLocaleInfo,
  SCORE_MAX,
  VIP_LEVEL_MAX,
  type AppTheme,
  type LocaleInfo,
} from '@invest/domain';
import { hasControlCharacters } from '@invest/api/contract';
import {
  array,
  boolean,
  enum as zEnum,
  int,
  nullable,
  number,
  object,
  record,
  string,
  type ZodType,
  type input as Input,
} from 'zod';
import type { AccessRequirementRow, DepositBank, Tenant } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { Db } from '../../platform/serviceDeps';
import {
  enabledCountries,
  insertCountries,
  insertTenant,
  tenantById,
  tenantExists,
  updateTenant,
} from './repo';

/**
 * The locales a tenant can enable, with the fields of spec 3 (Locale): the product's locale table
 * (@invest/domain, once), in the order the server lists them (spec 1's enabled set
 * first); eu-ES is left out because its text set is incomplete.
 */
const TABLE_ORDER = ['en-US', 'pl-PL', 'zh-CN', 'hi-IN', 'es-ES', 'tr-TR', 'de-DE'] as const;
export const LOCALE_TABLE: readonly LocaleInfo[] = TABLE_ORDER.map((tag) => {
  const info = getLocaleInfo(tag);
  if (!info) throw new Error(`No locale metadata for ${tag}`);
  return info;
});

export const LOCALE_TAGS = LOCALE_TABLE.map((l) => l.locale);

/** spec 1: the enabled set is US, PL and CN, the first being the default; en-US the fallback. */
export const DEFAULT_ENABLED_LOCALES = ['en-US', 'pl-PL', 'zh-CN'] as const;
export const DEFAULT_LOCALE = 'en-US';

/** The markets of the product's locales, by ISO country code (a country's defaults). */
const COUNTRY_NAMES: Record<string, string> = {
  US: 'United States',
  PL: 'Polska',
  CN: '中国',
  IN: 'भारत',
  ES: 'España',
  TR: 'Türkiye',
  DE: 'Deutschland',
};

const TENANT_ID = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/** The tenant's `locale` jsonb: which locales of LOCALE_TABLE it enables. */
interface TenantLocaleSettings {
  enabled?: unknown;
}

function localeByTag(tag: string): LocaleInfo | undefined {
  return LOCALE_TABLE.find((l) => l.locale === tag);
}

/**
 * The tenant's enabled locales, the default first (spec 1). Unknown tags in the stored list are
 * skipped; an empty or missing list means the product's default set.
 */
export function enabledLocales(tenant: Pick<Tenant, 'locale' | 'default_locale'>): LocaleInfo[] {
  const stored = (tenant.locale as TenantLocaleSettings | null)?.enabled;
  const tags = Array.isArray(stored)
    ? stored.filter((t): t is string => typeof t === 'string')
    : [];
  let list = [...new Set(tags)].map(localeByTag).filter((l): l is LocaleInfo => l !== undefined);
  if (list.length === 0) {
    list = DEFAULT_ENABLED_LOCALES.map((t) => localeByTag(t) as LocaleInfo);
  }
  const first = list.find((l) => l.locale === tenant.default_locale);
  return first ? [first, ...list.filter((l) => l !== first)] : list;
}

export async function getTenant(db: Db, tenantId: string): Promise<Tenant> {
  const tenant = await tenantById(db, tenantId);
  if (!tenant) throw AppError.notFound('Unknown tenant.');
  return tenant;
}

const isTheme = (value: string | null): value is AppTheme =>
  value !== null && (appThemes as readonly string[]).includes(value);

/** GET /setting/v1/app (spec 3 System settings). */
export async function appSettings(db: Db, tenantId: string): Promise<AppSettings> {
  const tenant = await getTenant(db, tenantId);
  const locales = enabledLocales(tenant);
  return {
    app_name: tenant.app_name,
    web_logo: tenant.web_logo,
    app_version: tenant.app_version,
    // a theme the client does not have reads as none (spec 1: the server's theme is a default)
    app_template: isTheme(tenant.app_template) ? tenant.app_template : null,
    locales,
    default_locale: locales[0]?.locale ?? DEFAULT_LOCALE,
    default_currency: tenant.currency,
  };
}

/** GET /setting/v1/co (spec 3 Company info). */
export async function companyInfo(db: Db, tenantId: string): Promise<CompanyInfoResponse> {
  const t = await getTenant(db, tenantId);
  return { co_name: t.co_name, icp_no: t.icp_no, co_address: t.co_address, app_video: t.app_video };
}

/** The tenant's enabled countries; `forAccounts` keeps those where clients hold accounts. */
export async function listCountries(
  db: Db,
  tenantId: string,
  options: { forAccounts?: boolean } = {},
): Promise<Country[]> {
  return enabledCountries(db, tenantId, options.forAccounts === true);
}

/** The tenant's support-chat key (spec 7 cs_key); '' when it has no chat. */
export async function supportChatKey(db: Db, tenantId: string): Promise<string> {
  return (await tenantById(db, tenantId))?.cs_key ?? '';
}

// -- back office --------------------------------------------------------------------------------

/** Throws a 400 naming every problem of a back-office input (the CLI prints the message). */
function parseInput<T>(schema: ZodType<T>, input: unknown, what: string): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((i) => ({
    path: i.path.join('.') || '(root)',
    message: i.message,
  }));
  throw AppError.validation(
    errors,
    `Invalid ${what}: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`,
  );
}

const nonEmpty = (max: number) =>
  string()
    .trim()
    .min(1)
    .max(max)
    .refine((v) => !hasControlCharacters(v), 'control characters are not allowed');
const localeTag = zEnum(LOCALE_TAGS as [string, ...string[]]);
const requirementSchema = object({
  vip: int().min(0).max(VIP_LEVEL_MAX).optional(),
  score: number().min(0).max(SCORE_MAX).optional(),
  // spec 6: allow false disables the feature
  allow: boolean().optional(),
}).strict();
export const featuresSchema = record(
  string().regex(/^[A-Za-z0-9_.:-]{1,64}$/),
  requirementSchema,
).refine((f) => Object.keys(f).length <= 200, 'at most 200 features');

const countryInput = object({
  code: string().regex(/^[A-Z]{2}$/, 'an ISO country code such as US'),
  name: nonEmpty(80).optional(),
  phone_code: string()
    .regex(/^\d{1,4}$/)
    .optional(),
  currency: currencyCodeSchema.optional(),
  timezone: nonEmpty(64).optional(),
  emoji: string().max(16).optional(),
  enabled: boolean().optional(),
  for_accounts: boolean().optional(),
}).strict();
export type CountryInput = Input<typeof countryInput>;

const createTenantSchema = object({
  id: string().regex(TENANT_ID, 'lowercase letters, digits, - and _ (at most 40)'),
  name: nonEmpty(100),
  appName: nonEmpty(100).optional(),
  currency: currencyCodeSchema.optional(),
  defaultLocale: localeTag.optional(),
  enabledLocales: array(localeTag).min(1).optional(),
  countries: array(countryInput).max(250).optional(),
  csKey: string().trim().max(200).optional(),
  appTemplate: nullable(zEnum(appThemes)).optional(),
}).strict();
export type CreateTenantInput = Input<typeof createTenantSchema>;

/** A country row filled from the locale table where the input leaves fields out. */
function countryRow(tenantId: string, input: CountryInput, forAccountsDefault: boolean) {
  const locale = LOCALE_TABLE.find((l) => l.code === input.code);
  const name = input.name ?? COUNTRY_NAMES[input.code];
  const phone = input.phone_code ?? locale?.phoneCode;
  const currency = input.currency ?? locale?.currency;
  const timezone = input.timezone ?? locale?.timezone;
  if (!name || !phone || !currency || !timezone) {
    throw AppError.field(
      'countries',
      `Country ${input.code} needs name, phone_code, currency and timezone.`,
    );
  }
  return {
    tenant_id: tenantId,
    code: input.code,
    name,
    phone_code: phone,
    currency,
    timezone,
    emoji: input.emoji ?? locale?.emoji ?? '',
    enabled: input.enabled ?? true,
    for_accounts: input.for_accounts ?? forAccountsDefault,
  };
}

/**
 * Creates a tenant with its settings and countries. Without `countries`, the markets of the
 * enabled locales are served, accounts held in the default locale's market.
 */
export async function createTenant(db: Db, input: CreateTenantInput) {
  const t = parseInput(createTenantSchema, input, 'tenant');
  const enabled = [...new Set(t.enabledLocales ?? DEFAULT_ENABLED_LOCALES)];
  const defaultLocale = t.defaultLocale ?? enabled[0] ?? DEFAULT_LOCALE;
  if (!enabled.includes(defaultLocale)) {
    throw AppError.field('defaultLocale', 'The default locale must be one of the enabled ones.');
  }
  const defaultMarket = localeByTag(defaultLocale)?.code;
  const countries = t.countries ?? enabled.map((tag) => ({ code: localeByTag(tag)?.code ?? '' }));
  const codes = countries.map((c) => c.code);
  if (new Set(codes).size !== codes.length) {
    throw AppError.field('countries', 'A country is listed twice.');
  }
  const rows = countries.map((c) =>
    countryRow(t.id, c, t.countries === undefined && c.code === defaultMarket),
  );
  // the caller's unit of work (platform/unitOfWork.ts)
  if (await tenantExists(db, t.id)) throw AppError.conflict(`Tenant ${t.id} already exists.`);
  await insertTenant(db, {
    id: t.id,
    name: t.name,
    app_name: t.appName ?? t.name,
    web_logo: '',
    app_version: '1.0.0',
    app_template: t.appTemplate ?? null,
    co_name: t.name,
    icp_no: '',
    co_address: '',
    app_video: '',
    locale: JSON.stringify({ enabled }),
    default_locale: defaultLocale,
    currency: t.currency ?? DEFAULT_CURRENCY,
    cs_key: t.csKey ?? '',
  });
  await insertCountries(db, rows);
  return { id: t.id, defaultLocale, enabledLocales: enabled, countries: rows.map((r) => r.code) };
}

const depositBankSchema = object({
  bank_name: nonEmpty(100),
  bank_acc: string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{4,40}$/, 'letters, digits, spaces and dashes (4 to 40)'),
  bank_holder: nonEmpty(100),
  swift: string()
    .trim()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'a SWIFT/BIC code of 8 or 11 characters')
    .optional(),
  reference_note: string().trim().max(200).optional(),
}).strict();

/** Sets the bank details clients deposit to (back office; advisors supply them, spec 1). */
export async function setDepositBank(
  db: Db,
  tenantId: string,
  bank: DepositBank,
): Promise<DepositBank> {
  const value = parseInput(depositBankSchema, bank, 'deposit bank');
  const found = await updateTenant(db, tenantId, { deposit_bank: JSON.stringify(value) });
  if (!found) throw AppError.notFound('Unknown tenant.');
  return value;
}

/** The tenant's deposit bank details ({} when none were set). */
export async function getDepositBank(db: Db, tenantId: string): Promise<DepositBank> {
  return (await getTenant(db, tenantId)).deposit_bank;
}

const settingsPatchSchema = object({
  name: nonEmpty(100),
  app_name: nonEmpty(100),
  web_logo: string().trim().max(500),
  app_version: string().trim().max(40),
  app_template: nullable(zEnum(appThemes)),
  co_name: string().trim().max(200),
  icp_no: string().trim().max(100),
  co_address: string().trim().max(300),
  app_video: string().trim().max(500),
  cs_key: string().trim().max(200),
  currency: currencyCodeSchema,
  default_locale: localeTag,
  enabled_locales: array(localeTag).min(1),
  features: featuresSchema,
})
  .partial()
  .strict();
export type TenantSettingsPatch = Input<typeof settingsPatchSchema>;

/** Changes some of a tenant's settings; the default locale stays one of the enabled ones. */
export async function updateTenantSettings(
  db: Db,
  tenantId: string,
  partial: TenantSettingsPatch,
): Promise<AppSettings> {
  const patch = parseInput(settingsPatchSchema, partial, 'settings');
  // the caller's unit of work (platform/unitOfWork.ts)
  const tenant = await tenantById(db, tenantId, { lock: true });
  if (!tenant) throw AppError.notFound('Unknown tenant.');
  const { enabled_locales, features, default_locale, ...plain } = patch;
  const enabled = enabled_locales
    ? [...new Set(enabled_locales)]
    : enabledLocales(tenant).map((l) => l.locale);
  const defaultLocale = default_locale ?? tenant.default_locale;
  if (!enabled.includes(defaultLocale)) {
    throw AppError.field('default_locale', 'The default locale must be one of the enabled ones.');
  }
  await updateTenant(db, tenantId, {
    ...plain,
    default_locale: defaultLocale,
    locale: JSON.stringify({ ...tenant.locale, enabled }),
    ...(features ? { features: JSON.stringify(features) } : {}),
  });

  return appSettings(db, tenantId);
}

/** The tenant's feature requirements (spec 3 features), for every client of the tenant. */
export async function tenantFeatures(
  db: Db,
  tenantId: string,
): Promise<Record<string, AccessRequirementRow>> {
  return (await tenantById(db, tenantId))?.features ?? {};
}
