import { object, string, type infer as Infer } from 'zod';
import { LOCALE_TAG_PATTERN } from '../localeTag';
import { currencyCodeSchema } from './fields';

/**
 * spec 3, Locale: name, code, emoji, image, locale, language, currency, phoneCode, timezone.
 * Example: { name: 'English', code: 'US', emoji: '🇺🇸', image: '/flags/us.svg',
 * locale: 'en-US', language: 'en', currency: 'USD', phoneCode: '1', timezone: 'America/New_York' }.
 */
export const localeInfoSchema = object({
  /** The locale's own name ('English', 'Polski'). */
  name: string().min(1),
  /** Short code, as the server keys the locale ('US', 'PL', 'CN'). */
  code: string().min(1),
  /** A flag emoji. */
  emoji: string(),
  /** A flag image URL. */
  image: string(),
  /** BCP 47 tag ('en-US'). */
  locale: string().regex(LOCALE_TAG_PATTERN),
  /** ISO 639 language ('en'). */
  language: string().regex(/^[a-z]{2,3}$/),
  /** ISO 4217 currency ('USD'). */
  currency: currencyCodeSchema,
  /** Phone country code, digits only ('1', '48'; spec 5 allows the fallback '01'). */
  phoneCode: string().regex(/^\d{1,4}$/),
  /** IANA time zone ('Asia/Kolkata', 'UTC'). */
  timezone: string().regex(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/),
});
/** spec 3, Locale. */
export type LocaleInfo = Infer<typeof localeInfoSchema>;
