// A tenant's commission schedule (the broker's own charge; the market's fees and taxes stay the
// data of domain MARKET_FEE_RULES): per market, a rate of the gross within an optional minimum
// and maximum in the market's currency. The quote, the hold and the fill of the tenant's orders
// charge it; a market without one charges the default COMMISSION. Set by the back office
// (fees:set), which this validates: decimal strings, not negative, within sensible bounds.
import {
  EXCHANGES,
  Money,
  commissionScheduleSchema,
  compareDecimal,
  marketIds,
  minorUnits,
  toDecimal,
  type CommissionSchedule,
  type ExchangeId,
  type MarketId,
} from '@invest/domain';
import { AppError, type FieldError } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/serviceDeps';
import type { Handle } from '../ledger';
import { tenantExists } from '../settings';
import { COMMISSION } from './execution';
import * as repo from './repo';
import type { FeeScheduleRow } from './repo';

/**
 * The highest commission rate the back office may set: 2 % of the gross, above what any retail
 * broker charges per trade; a larger figure is a typing slip (0.5 for 0.5 %), not a price.
 */
export const MAX_COMMISSION_RATE = '0.02';

/** The most decimals of a rate: a hundredth of a basis point (numeric(12, 8) keeps them). */
export const COMMISSION_RATE_DECIMALS = 6;

/**
 * The highest minimum or maximum per order, in the market's currency: a minimum above it would
 * price the tenant's small orders out of the market (every sell refused as too small).
 */
export const MAX_COMMISSION_AMOUNT = '1000';

/** The listing currency of a market (every exchange of a market lists in one currency). */
export function marketCurrency(market: MarketId): string {
  return Object.values(EXCHANGES).find((e) => e.market === market)!.currency;
}

const toSchedule = (row: FeeScheduleRow, currency: string): CommissionSchedule => ({
  rate: toDecimal(row.rate).toFixed(),
  ...(row.min_amount === null ? {} : { min: Money.of(row.min_amount, currency).toString() }),
  ...(row.max_amount === null ? {} : { max: Money.of(row.max_amount, currency).toString() }),
});

/** The commission the tenant charges on an exchange's trades now. */
export async function commissionOf(
  h: Handle,
  tenantId: string,
  exchange: ExchangeId,
): Promise<CommissionSchedule> {
  const row = await repo.feeScheduleOf(h, tenantId, EXCHANGES[exchange].market);
  return commissionFrom(row, exchange);
}

/** The commission of an exchange's trades under the tenant's schedule `row` of its market. */
export function commissionFrom(
  row: FeeScheduleRow | undefined,
  exchange: ExchangeId,
): CommissionSchedule {
  return row ? toSchedule(row, EXCHANGES[exchange].currency) : COMMISSION;
}

/** Every market's commission of the tenant, for a call that prices several listings at once. */
export async function commissionsOf(
  h: Handle,
  tenantId: string,
): Promise<(exchange: ExchangeId) => CommissionSchedule> {
  const rows = new Map((await repo.feeSchedules(h, tenantId)).map((r) => [r.market, r]));
  return (exchange) => {
    const { market, currency } = EXCHANGES[exchange];
    const row = rows.get(market);
    return row ? toSchedule(row, currency) : COMMISSION;
  };
}

export interface MarketCommission {
  market: MarketId;
  currency: string;
  schedule: CommissionSchedule;
  /** 'tenant' when the tenant set it, 'default' otherwise. */
  source: 'tenant' | 'default';
}

async function requireTenant(deps: ServiceDeps, tenantId: string): Promise<void> {
  if (!(await tenantExists(deps.db, tenantId))) {
    throw AppError.notFound(`Unknown tenant "${tenantId}".`);
  }
}

/** fees:show: the commission of every market of the tenant, its own or the default. */
export async function showFeeSchedules(
  deps: ServiceDeps,
  tenantId: string,
): Promise<MarketCommission[]> {
  await requireTenant(deps, tenantId);
  const rows = new Map((await repo.feeSchedules(deps.db, tenantId)).map((r) => [r.market, r]));
  return marketIds.map((market) => {
    const currency = marketCurrency(market);
    const row = rows.get(market);
    return row
      ? { market, currency, schedule: toSchedule(row, currency), source: 'tenant' }
      : { market, currency, schedule: COMMISSION, source: 'default' };
  });
}

const invalid = (errors: FieldError[]) =>
  AppError.validation(
    errors,
    `Invalid fee schedule: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`,
  );

function parseMarket(value: string): MarketId {
  const market = value.trim().toUpperCase();
  if (!(marketIds as readonly string[]).includes(market)) {
    throw invalid([
      { path: 'market', message: 'unknown_market', params: { markets: marketIds.join(', ') } },
    ]);
  }
  return market as MarketId;
}

/** The decimals a wire decimal needs ('1.50' needs 1). */
const decimalsOf = (value: string): number => (value.split('.')[1] ?? '').replace(/0+$/, '').length;

/**
 * The schedule the back office typed, checked: decimal strings (commissionScheduleSchema: not
 * negative, min not above max), a rate of at most MAX_COMMISSION_RATE and
 * COMMISSION_RATE_DECIMALS, amounts of at most MAX_COMMISSION_AMOUNT in the currency's minor
 * units. Every problem at once, by field.
 */
export function validateFeeSchedule(
  input: { rate: string; min?: string; max?: string },
  currency: string,
): CommissionSchedule {
  const parsed = commissionScheduleSchema.safeParse(input);
  if (!parsed.success) {
    throw invalid(
      parsed.error.issues.map((i) => ({ path: i.path.join('.') || 'rate', message: i.message })),
    );
  }
  const s = parsed.data;
  const errors: FieldError[] = [];
  if (compareDecimal(s.rate, MAX_COMMISSION_RATE) > 0) {
    errors.push({ path: 'rate', message: 'too_large', params: { max: MAX_COMMISSION_RATE } });
  } else if (decimalsOf(s.rate) > COMMISSION_RATE_DECIMALS) {
    errors.push({
      path: 'rate',
      message: 'too_many_decimals',
      params: { decimals: COMMISSION_RATE_DECIMALS },
    });
  }
  for (const path of ['min', 'max'] as const) {
    const value = s[path];
    if (value === undefined) continue;
    if (compareDecimal(value, MAX_COMMISSION_AMOUNT) > 0) {
      errors.push({ path, message: 'too_large', params: { max: MAX_COMMISSION_AMOUNT, currency } });
    } else if (decimalsOf(value) > minorUnits(currency)) {
      errors.push({
        path,
        message: 'too_many_decimals',
        params: { decimals: minorUnits(currency), currency },
      });
    }
  }
  if (errors.length > 0) throw invalid(errors);
  return {
    rate: toDecimal(s.rate).toFixed(),
    ...(s.min === undefined ? {} : { min: Money.of(s.min, currency).toString() }),
    ...(s.max === undefined ? {} : { max: Money.of(s.max, currency).toString() }),
  };
}

/** fees:set: the tenant's commission for a market, replacing the one in force. */
export async function setFeeSchedule(
  deps: ServiceDeps,
  tenantId: string,
  input: { market: string; rate: string; min?: string; max?: string },
): Promise<MarketCommission> {
  const market = parseMarket(input.market);
  const currency = marketCurrency(market);
  const schedule = validateFeeSchedule(
    {
      rate: input.rate,
      ...(input.min === undefined ? {} : { min: input.min }),
      ...(input.max === undefined ? {} : { max: input.max }),
    },
    currency,
  );
  await requireTenant(deps, tenantId);
  await repo.saveFeeSchedule(deps.db, {
    tenantId,
    market,
    rate: schedule.rate,
    min: schedule.min ?? null,
    max: schedule.max ?? null,
  });
  return { market, currency, schedule, source: 'tenant' };
}

/** fees:reset: the tenant's market back on the default; false when it had none of its own. */
export async function resetFeeSchedule(
  deps: ServiceDeps,
  tenantId: string,
  market: string,
): Promise<boolean> {
  const id = parseMarket(market);
  await requireTenant(deps, tenantId);
  return repo.deleteFeeSchedule(deps.db, tenantId, id);
}
