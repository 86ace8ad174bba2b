export { CookieConsent, type CookieConsentProps } from './CookieConsent';
