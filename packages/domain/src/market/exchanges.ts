// The markets of the product's locales and their exchanges, as plain values (zod-free:
// the browser may use them; the schemas are in instrumentSchema.ts).

/** The exchanges of the simulated universe (US, India, Poland, China, Spain, Turkey). */
export const exchangeIds = ['NYSE', 'NASDAQ', 'NSE', 'WSE', 'SSE', 'SZSE', 'BME', 'BIST'] as const;
/** An exchange of the simulated universe. */
export type ExchangeId = (typeof exchangeIds)[number];

/** The markets (one per country); a market groups one or more exchanges. */
export const marketIds = ['US', 'IN', 'PL', 'CN', 'ES', 'TR'] as const;
/** A market: an ISO 3166-1 alpha-2 country code. */
export type MarketId = (typeof marketIds)[number];

/** What the simulator and the screens need to know about an exchange. */
export interface ExchangeInfo {
  readonly id: ExchangeId;
  /** The market (country) it belongs to. */
  readonly market: MarketId;
  /** ISO 10383 market identifier code. */
  readonly mic: string;
  /** ISO 4217 currency of its listings. */
  readonly currency: string;
  /** IANA time zone its sessions are defined in. */
  readonly timeZone: string;
  /** Decimal places of its smallest tick: prices are whole multiples of 10^-priceDecimals. */
  readonly priceDecimals: number;
}

/** The exchanges, by id. */
export const EXCHANGES: Readonly<Record<ExchangeId, ExchangeInfo>> = {
  NYSE: {
    id: 'NYSE',
    market: 'US',
    mic: 'XNYS',
    currency: 'USD',
    timeZone: 'America/New_York',
    priceDecimals: 4,
  },
  NASDAQ: {
    id: 'NASDAQ',
    market: 'US',
    mic: 'XNAS',
    currency: 'USD',
    timeZone: 'America/New_York',
    priceDecimals: 4,
  },
  NSE: {
    id: 'NSE',
    market: 'IN',
    mic: 'XNSE',
    currency: 'INR',
    timeZone: 'Asia/Kolkata',
    priceDecimals: 2,
  },
  WSE: {
    id: 'WSE',
    market: 'PL',
    mic: 'XWAR',
    currency: 'PLN',
    timeZone: 'Europe/Warsaw',
    priceDecimals: 3,
  },
  SSE: {
    id: 'SSE',
    market: 'CN',
    mic: 'XSHG',
    currency: 'CNY',
    timeZone: 'Asia/Shanghai',
    priceDecimals: 2,
  },
  SZSE: {
    id: 'SZSE',
    market: 'CN',
    mic: 'XSHE',
    currency: 'CNY',
    timeZone: 'Asia/Shanghai',
    priceDecimals: 2,
  },
  BME: {
    id: 'BME',
    market: 'ES',
    mic: 'XMAD',
    currency: 'EUR',
    timeZone: 'Europe/Madrid',
    priceDecimals: 3,
  },
  BIST: {
    id: 'BIST',
    market: 'TR',
    mic: 'XIST',
    currency: 'TRY',
    timeZone: 'Europe/Istanbul',
    priceDecimals: 2,
  },
};

/** The exchanges of each market. */
export const MARKET_EXCHANGES: Readonly<Record<MarketId, readonly ExchangeId[]>> = {
  US: ['NYSE', 'NASDAQ'],
  IN: ['NSE'],
  PL: ['WSE'],
  CN: ['SSE', 'SZSE'],
  ES: ['BME'],
  TR: ['BIST'],
};

/** The sectors instruments are grouped by (GICS-like; labels are i18n keys elsewhere). */
export const sectorIds = [
  'technology',
  'communication',
  'consumer_discretionary',
  'consumer_staples',
  'energy',
  'financials',
  'health_care',
  'industrials',
  'materials',
  'real_estate',
  'utilities',
] as const;
/** A sector. */
export type SectorId = (typeof sectorIds)[number];

/** Whether a value names an exchange of the universe. */
export const isExchangeId = (value: unknown): value is ExchangeId =>
  typeof value === 'string' && (exchangeIds as readonly string[]).includes(value);

/** Whether a value names a market. */
export const isMarketId = (value: unknown): value is MarketId =>
  typeof value === 'string' && (marketIds as readonly string[]).includes(value);

/** The key that identifies an instrument across exchanges (symbols repeat between exchanges). */
export const instrumentKey = (exchange: ExchangeId, symbol: string): string =>
  `${exchange}:${symbol}`;
