/**
 * Business constants of spec 9 (and the UI defaults of spec 2), named once. Values the spec
 * leaves open are marked "open in the spec" with the value chosen and why.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

// ---- HTTP (spec 7, 8, 9)
/** spec 9: request timeout. */
export const REQUEST_TIMEOUT_MS = 15 * SECOND;
/** spec 9: stock API timeout. */
export const STOCK_API_TIMEOUT_MS = 10 * SECOND;
/** spec 8/9: more than this many 401 retries of one request fails it. */
export const MAX_401_RETRIES_PER_REQUEST = 3;
/** spec 8/9: more than this many 401s overall clears the token and fires unauthorised. */
export const MAX_GLOBAL_401_COUNT = 3;
/** spec 7/9: the access token is refreshed this long before it expires. */
export const TOKEN_REFRESH_BEFORE_EXPIRY_MS = 60 * SECOND;
/** spec 6: the header that carries the guest's IANA time zone (a guest day is a local day). */
export const TIME_ZONE_HEADER = 'X-Time-Zone';

// ---- caches (spec 6, 7, 9)
export const PROFILE_CACHE_MS = 30 * SECOND;
export const KYC_CHECK_CACHE_MS = 60 * SECOND;
export const PERMISSION_CACHE_MS = 5 * MINUTE;

// ---- guests (spec 6, 9)
/** spec 6/9: guest quotas per local day. */
export const GUEST_QUOTA = { search: 3, read_stock: 5, view_quote: 10 } as const;
export type GuestQuotaKind = keyof typeof GUEST_QUOTA;
/** Open in the spec (the reset hour): counters reset at local midnight. */
export const GUEST_QUOTA_RESET_HOUR = 0;
/**
 * spec 4/6 count per visitor (a browser's own id, sent in this header), so a household or an
 * office behind one address does not share one guest's quota.
 */
export const VISITOR_ID_HEADER = 'X-Visitor-Id';
/** A visitor id: 16 to 64 letters, digits, '-' or '_' (the web app sends a random UUID). */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/**
 * The abuse backstop per address: its visitors together get this many times one visitor's daily
 * quota, well above a household's use.
 */
export const GUEST_ADDRESS_QUOTA_FACTOR = 10;

// ---- start-up and connection (spec 2, 9)
/** spec 2/9: the boot overlay is shown again after 24 h. */
export const BOOT_OVERLAY_REPEAT_MS = 24 * HOUR;
/** spec 2: the boot checks, in order. */
export const BOOT_CHECKS = ['ping', 'config', 'auth', 'perms', 'company', 'geo', 'device'] as const;
/** spec 9: latency rating upper bounds in ms (inclusive); above `poor` is offline. */
export const LATENCY_RATING_MS = { excellent: 120, good: 250, fair: 500, poor: 1500 } as const;
/** spec 9: a failed ping counts as this many ms. */
export const FAILED_PING_MS = 9999;

// ---- people and credentials (spec 5, 9)
export const MIN_AGE = 18;
export const PIN_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 6;
/**
 * Open in the spec (phone digit bounds, params {min} and {max}): the national number has 6 to
 * 14 digits, so that with a 1-3 digit country code it stays within E.164's 15.
 */
export const PHONE_DIGITS = { min: 6, max: 14 } as const;
/** spec 5/9: default phone country codes per environment profile. */
export const DEFAULT_COUNTRY_CODES = { kun: '91', pl: '48', default: '1', fallback: '01' } as const;
/** spec 4/9: KYC review takes up to 48 hours. */
export const KYC_REVIEW_HOURS = 48;
/** The security page's sign-in history lists this many of the latest sign-ins and attempts. */
export const SIGN_IN_HISTORY_LIMIT = 50;

// ---- nominees (spec 5, 9)
/** spec 9: nominee shares total at most 100 %. */
export const NOMINEE_SHARES_TOTAL_MAX = 100;
/** Open in the spec (share bounds): each nominee holds 1 % to 100 %, in whole or decimal %. */
export const NOMINEE_SHARE = { min: 1, max: 100 } as const;

// ---- money and trading
/** spec 1/9: default currency. */
export const DEFAULT_CURRENCY = 'USD';
/** Open in the spec (quote countdown): a price quote is valid for 30 s. */
export const QUOTE_VALIDITY_MS = 30 * SECOND;
/**
 * Open in the spec (order lifetime): a good-till-cancelled order lapses 90 days after it was
 * placed, the common broker limit (an order nobody looks at should not fill a year later).
 */
export const GTC_LIFETIME_DAYS = 90;
/**
 * Open in the spec (fractional shares, US listings only): a quantity carries at most 6
 * decimals, a millionth of a share, as US fractional-share brokers keep it; a quantity bought
 * for a cash amount is rounded down to it, so it never costs more than the amount.
 */
export const FRACTIONAL_QUANTITY_DECIMALS = 6;
/**
 * Open in the spec (the smallest fractional buy): 1.00 in the listing's currency (USD), the
 * usual minimum of US brokers for a buy by amount.
 */
export const FRACTIONAL_MIN_AMOUNT = '1.00';
/**
 * Open in the spec (trust score thresholds): ratings on a 300-850 scale, as common credit
 * scores use; each is the lowest score of its band.
 */
export const CREDIT_SCORE_BANDS = {
  poor: 300,
  average: 580,
  fair: 640,
  good: 700,
  excellent: 760,
} as const;
/** Open in the spec (minimum withdrawal score): 580, the bottom of 'average'. */
export const MIN_WITHDRAWAL_SCORE = 580;
/**
 * Open in the spec (the VIP levels, spec 3/6 'vip'): a whole number from 0 to 100, for a client
 * and for a feature's or product's minimum alike (the back office refuses anything else).
 */
export const VIP_LEVEL_MAX = 100;
/**
 * Open in the spec (the range of 'score', spec 3/6): 0 to 1000, wide enough for the 300-850
 * scale of CREDIT_SCORE_BANDS, for a client and for a minimum alike.
 */
export const SCORE_MAX = 1000;
/**
 * Open in the spec (premium level thresholds): market price versus offer price, in percent;
 * each is the lowest premium of its level, checked from the top. Below 'below' is a mild discount
 * only down to -10 %; anything lower is still 'mild discount' (the spec names five levels).
 */
export const PRICE_PREMIUM_LEVELS = { strong: 20, decent: 10, slight: 0, below: -5 } as const;

// ---- UI timing (spec 2, 8, 9)
/** spec 9: toast display time. */
export const TOAST_MS = 3 * SECOND;
/** spec 9: loader delay. */
export const LOADER_DELAY_MS = 120;
/** spec 4/9: the guard shows a progress indicator after this delay. */
export const GUARD_PROGRESS_DELAY_MS = 120;
/** spec 4/9: 'Please log in to continue' at most once per 2 s. */
export const LOGIN_REQUIRED_MESSAGE_THROTTLE_MS = 2 * SECOND;
/** spec 8: 'Session expired. Please sign in again.' at most once per 3 s. */
export const SESSION_EXPIRED_MESSAGE_THROTTLE_MS = 3 * SECOND;
/** spec 9: save debounce. */
export const SAVE_DEBOUNCE_MS = 200;
/** spec 9: lazy component timeout and delay. */
export const LAZY_COMPONENT_TIMEOUT_MS = 15 * SECOND;
export const LAZY_COMPONENT_DELAY_MS = 150;
/** spec 8/9: a lazy page load failing on network, fetch or timeout is retried 3 times, 800 ms apart. */
export const LAZY_RETRY = { delayMs: 800, max: 3 } as const;
/** spec 2/9: the mobile breakpoint. */
export const MOBILE_BREAKPOINT_PX = 768;
/** spec 2/9: swipe right further than this goes back on mobile (not on the dashboard). */
export const SWIPE_BACK_THRESHOLD_PX = 80;
/** spec 7/9: the support chat's automatic message, at most once per 4 h per user. */
export const SUPPORT_CHAT_AUTO_MESSAGE_INTERVAL_MS = 4 * HOUR;

/** spec 2: modal defaults. */
export const MODAL_DEFAULTS = {
  width: 500,
  position: 'top',
  gap: 20,
  debounceMs: SAVE_DEBOUNCE_MS,
  singleInstance: true,
  closeButton: true,
} as const;

/** spec 2/9: drawer widths. Message centre 600 px, side menu 40 %; fallback 360 px. */
export const DRAWER_WIDTHS = { messages: '600px', menu: '40%', fallback: '360px' } as const;

/** spec 2: page-load progress bar. */
export const PAGE_PROGRESS = { minimum: 0.3, speed: 500, trickleMs: 200 } as const;

// ---- cookies (spec 2, 3, 7)
/** spec 3: local storage key of the cookie consent. */
export const COOKIE_CONSENT_STORAGE_KEY = 'cookie-consents';
/** spec 7: saving cookie preferences has an artificial 150 ms delay. */
export const COOKIE_SAVE_DELAY_MS = 150;

// ---- uploads (spec 5)
/**
 * Open in the spec (the image size limit; the message 'Image is too big' is given): 5 MiB.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** spec 5: uploads accept image files only. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

// ---- routes (spec 2)
/** spec 2: the default route and landing. */
export const DEFAULT_ROUTE = '/dashboard';
/** spec 2: after login the user returns to the last route, except these. */
export const NO_RETURN_ROUTES = ['/login', '/kyc', '/register'] as const;
/** spec 2: the fallback app name for the page title. */
export const FALLBACK_APP_NAME = 'App';

/**
 * Default and largest page sizes of the paged lists (money records, devices): the server caps a
 * page at the largest, and a screen that asks for more pages at once stops there.
 */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
