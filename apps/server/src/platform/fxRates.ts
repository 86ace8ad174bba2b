// The FX rate feed behind a provider interface, shared by the money areas (accounts value the
// portfolio at its mid rate, fx quotes the client's rate from it): a deterministic simulated feed
// of reference rates that move slowly (seeded by currency and time window), so that tests, the demo and the
// bench see stable, reproducible rates. A real feed implements the same interface.
import { createHash } from 'node:crypto';

/** Mid rates: units of `to` per one `from`, a decimal string; undefined when unavailable. */
export interface FxRateProvider {
  midRate(from: string, to: string, at: Date): string | undefined;
}

/** US dollars per unit, in units of 1e-8 (the reference the feed moves around). */
const USD_PER_UNIT: Record<string, bigint> = {
  USD: 100_000_000n,
  EUR: 108_000_000n,
  GBP: 127_000_000n,
  CHF: 113_000_000n,
  PLN: 25_000_000n,
  INR: 1_200_000n,
  CNY: 13_800_000n,
  JPY: 670_000n,
  TRY: 3_100_000n,
  HKD: 12_800_000n,
  SGD: 74_000_000n,
  AUD: 66_000_000n,
  CAD: 73_000_000n,
};

/** The feed's time window: a rate holds for 10 minutes, then moves. */
export const FEED_WINDOW_MS = 10 * 60_000;
/** The most a reference moves from its base, in basis points (±1 %). */
const DRIFT_BPS = 100n;
/** Decimal places of a rate. */
export const RATE_DECIMALS = 10;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);

/** A currency's drift in basis points for the window of `at`: a hash of both, in ±DRIFT_BPS. */
function driftBps(currency: string, at: Date): bigint {
  if (currency === 'USD') return 0n;
  const window = Math.floor(at.getTime() / FEED_WINDOW_MS);
  const digest = createHash('sha256').update(`${currency}:${window}`).digest();
  return BigInt(digest.readUInt32BE(0) % Number(2n * DRIFT_BPS + 1n)) - DRIFT_BPS;
}

const usdPerUnit = (currency: string, at: Date): bigint | undefined => {
  const base = USD_PER_UNIT[currency];
  return base === undefined ? undefined : (base * (10_000n + driftBps(currency, at))) / 10_000n;
};

/** A scaled integer (RATE_DECIMALS places) as a decimal string. */
export function rateText(scaled: bigint): string {
  const int = scaled / RATE_SCALE;
  const frac = (scaled % RATE_SCALE).toString().padStart(RATE_DECIMALS, '0');
  return `${int}.${frac}`;
}

/** The simulated feed: cross rates of the references, truncated to RATE_DECIMALS places. */
export const simulatedFeed: FxRateProvider = {
  midRate(from, to, at) {
    const f = usdPerUnit(from, at);
    const t = usdPerUnit(to, at);
    if (f === undefined || t === undefined || t === 0n) return undefined;
    return rateText((f * RATE_SCALE) / t);
  },
};

/**
 * The client's rate: the mid rate less the tenant's spread (basis points), truncated, so the
 * client always gets at most the mid. Undefined when the provider has none.
 */
export function clientRate(
  provider: FxRateProvider,
  from: string,
  to: string,
  at: Date,
  spreadBps: number,
): string | undefined {
  const mid = provider.midRate(from, to, at);
  if (mid === undefined || !/^\d+(\.\d+)?$/.test(mid)) return undefined;
  const [int, frac = ''] = mid.split('.');
  const scaled =
    BigInt(int!) * RATE_SCALE + BigInt(frac.padEnd(RATE_DECIMALS, '0').slice(0, RATE_DECIMALS));
  const rate = (scaled * BigInt(10_000 - spreadBps)) / 10_000n;
  return rate > 0n ? rateText(rate) : undefined;
}

/** A spread in basis points as a percentage with two places ("0.50" for 50). */
export const spreadPercent = (bps: number): string =>
  `${Math.trunc(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;

let current: FxRateProvider = simulatedFeed;
/** The provider in use. */
export const fxProvider = (): FxRateProvider => current;
/** Replaces the provider (a real feed; tests: an unavailable one). Answers the previous one. */
export function setFxProvider(provider: FxRateProvider): FxRateProvider {
  const previous = current;
  current = provider;
  return previous;
}
