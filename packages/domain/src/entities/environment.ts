import { enum as zEnum, object, string, type infer as Infer } from 'zod';
import { environmentProfileNames } from '../environment';

/** An http(s) URL, or a path on the app's own origin ('/api'). */
const BASE_URL_PATTERN = /^(https?:\/\/[^\s/]+(\/\S*)?|\/\S*)$/;

/**
 * spec 3/7, Environment profile: name, tenant id, API base, stock-data base URL and token,
 * default country code (spec 5: '91', '48', '1' or the fallback '01'; values per profile are not
 * shown in the spec).
 */
export const environmentProfileSchema = object({
  name: zEnum(environmentProfileNames),
  tenantId: string().min(1),
  apiBase: string().regex(BASE_URL_PATTERN),
  stockBase: string().regex(BASE_URL_PATTERN),
  /** The stock service's auth key (spec 7); may be empty where the service needs none. */
  stockToken: string(),
  defaultCountryCode: string().regex(/^\d{1,4}$/),
});
/** spec 3, Environment profile. */
export type EnvironmentProfile = Infer<typeof environmentProfileSchema>;
