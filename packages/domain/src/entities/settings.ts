import { array, enum as zEnum, object, string, type infer as Infer } from 'zod';
import { appThemes } from '../themes';
import { localeInfoSchema } from './locale';

/** spec 3, Company info (GET /setting/v1/co). */
export const companyInfoSchema = object({
  co_name: string().min(1),
  /** ICP licence number, where the company has one. */
  icp_no: string().nullish(),
  co_address: string().nullish(),
  /** URL of the company video. */
  app_video: string().nullish(),
});
/** spec 3, Company info. */
export type CompanyInfo = Infer<typeof companyInfoSchema>;

/**
 * spec 3, System settings (GET /setting/v1/app): app_name, web_logo, app_version,
 * app_template (theme), locale info.
 *
 * - `app_template`: one of the eight themes or absent. An unknown or empty theme reads as absent:
 *   a theme the client does not have must not fail the settings (spec 1: it only applies when
 *   the user has not chosen one).
 * - `locales` (open in the spec: "locale info"): the enabled locales, the first the default
 *   (spec 1).
 */
export const systemSettingsSchema = object({
  app_name: string(),
  web_logo: string().nullish(),
  app_version: string().nullish(),
  app_template: zEnum(appThemes).optional().catch(undefined),
  locales: array(localeInfoSchema).optional(),
});
/** spec 3, System settings. */
export type SystemSettings = Infer<typeof systemSettingsSchema>;
