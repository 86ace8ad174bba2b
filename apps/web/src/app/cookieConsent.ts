// spec 2/3/7 cookie consent: stored only in this browser under `cookie-consents`; saving waits
// the spec's 150 ms; when storage is unavailable the defaults apply (and saving reports false).
import {
  COOKIE_CONSENT_STORAGE_KEY,
  COOKIE_SAVE_DELAY_MS,
  parseStoredConsent,
  serializeConsent,
  type CookieConsent,
} from '@invest/domain';
import { local } from './storage';

export const readConsent = (): CookieConsent =>
  parseStoredConsent(local.get(COOKIE_CONSENT_STORAGE_KEY));

/** Whether the user has answered the modal (anything stored under the key). */
export const hasAnsweredConsent = (): boolean => local.get(COOKIE_CONSENT_STORAGE_KEY) !== null;

export async function saveConsent(consent: CookieConsent): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, COOKIE_SAVE_DELAY_MS));
  return local.set(COOKIE_CONSENT_STORAGE_KEY, serializeConsent(consent));
}
