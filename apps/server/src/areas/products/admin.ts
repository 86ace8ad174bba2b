// The back office's products (spec 1: advisors work through the back office, no screens):
// create and edit a catalogue product, list the catalogue, decide on awaiting subscriptions to a
// `review` product (approve settles; reject releases the hold, spec 4). The same rules as the API.
import {
  ASSET_CLASSES,
  CATALOGUE_STATES,
  CATALOGUE_SUBTYPES,
  CATALOGUE_TYPES,
  localeCodes,
  PRODUCT_TERMS,
  pricingOf,
  productTradingTypes,
  roundDecimal,
  toDecimal,
  utcDayOf,
} from '@invest/domain';
import { randomUUID } from 'node:crypto';
import {
  boolean,
  enum as zEnum,
  int,
  object,
  partialRecord,
  string,
  type input as Input,
} from 'zod';
import { AppError } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/serviceDeps';
import * as repo from './repo';
import type { ProductFields, ProductRow } from './repo';
import { scheduleNav } from './scheduler';

const decimal = string().regex(/^(0|[1-9]\d{0,19})(\.\d{1,8})?$/, 'invalid_decimal');
const positive = decimal.refine((v) => /[1-9]/.test(v), 'amount_not_positive');
const percent = string().regex(/^-?(0|[1-9]\d{0,3})(\.\d{1,8})?$/, 'invalid_decimal');

/** What the back office gives for a product (create; edit gives the fields it changes). */
export const productInputSchema = object({
  code: string().regex(/^[A-Z0-9][A-Z0-9._-]{0,31}$/, 'invalid_code'),
  name: string().min(1).max(120),
  type: zEnum(CATALOGUE_TYPES),
  subtype: zEnum(CATALOGUE_SUBTYPES),
  asset_class: zEnum(ASSET_CLASSES),
  market: string().regex(/^[A-Z]{2}$/, 'invalid_market'),
  currency: string().regex(/^[A-Z]{3}$/, 'invalid_currency'),
  trading_type: zEnum(productTradingTypes).default('holding'),
  term: zEnum(PRODUCT_TERMS).default('flexible'),
  lock_days: int().min(1).max(3650).optional(),
  risk_level: int().min(1).max(5),
  state: zEnum(CATALOGUE_STATES).default('open'),
  /** The unit price: the first NAV of a fund or quant strategy; savings and earn are 1. */
  price: positive.optional(),
  total_size: positive.optional(),
  /** % a day (savings, earn). */
  daily_return: decimal.optional(),
  /** % a year; savings and earn default to daily_return × 365. */
  annual_return: percent.optional(),
  pac_code_required: boolean().default(false),
  min_investment: decimal.default('0'),
  min_quantity: decimal.default('0'),
  min_vip: int().min(0).max(100).default(0),
  min_score: int().min(0).max(1000).default(0),
  /** The key-information document, its text per locale. */
  key_information: partialRecord(zEnum(localeCodes), string().min(1).max(20_000)).default({}),
})
  .strict()
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if ((p.term === 'fixed') !== (p.lock_days !== undefined))
      issue('lock_days', 'fixed_term_needs_lock_days');
    const nav = pricingOf(p.type) === 'nav';
    if (nav && p.price === undefined) issue('price', 'required');
    if (nav && p.annual_return === undefined) issue('annual_return', 'required');
    if (!nav && p.daily_return === undefined) issue('daily_return', 'required');
    if (!nav && p.price !== undefined && toDecimal(p.price).cmp(toDecimal('1')) !== 0) {
      issue('price', 'accrual_price_is_one');
    }
  });
export type ProductInput = Input<typeof productInputSchema>;

function fieldsOf(input: unknown): ProductFields {
  const parsed = productInputSchema.safeParse(input);
  if (!parsed.success) {
    throw AppError.validation(
      parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
  const p = parsed.data;
  const nav = pricingOf(p.type) === 'nav';
  const price = nav ? p.price! : '1';
  const annual =
    p.annual_return ??
    roundDecimal(toDecimal(p.daily_return ?? '0').times('365'), 4, 'half_even').toFixed();
  return {
    code: p.code,
    name: p.name,
    type: p.type,
    subtype: p.subtype,
    asset_class: p.asset_class,
    market: p.market,
    currency: p.currency,
    trading_type: p.trading_type,
    term: p.term,
    lock_days: p.lock_days ?? null,
    risk_level: p.risk_level,
    state: p.state,
    market_price: price,
    offer_price: price,
    total_size: p.total_size ?? null,
    period: p.lock_days ?? null,
    daily_return: nav ? null : p.daily_return!,
    annual_return: annual,
    pac_code_required: p.pac_code_required,
    min_investment: p.min_investment,
    min_quantity: p.min_quantity,
    min_vip: p.min_vip,
    min_score: p.min_score,
    key_information: p.key_information as Record<string, string>,
  };
}

const exists = () =>
  new AppError('CONFLICT', 409, 'A product with this code exists.', [
    { path: 'code', message: 'code_taken' },
  ]);

/** product:create: a new product; a NAV product is priced from today on. */
export async function createProduct(
  deps: ServiceDeps,
  tenantId: string,
  input: ProductInput,
): Promise<ProductRow> {
  const fields = fieldsOf(input);
  if (await repo.findProductByCode(deps.db, tenantId, fields.code)) throw exists();
  const now = deps.clock();
  const id = randomUUID();
  const nav = pricingOf(fields.type as (typeof CATALOGUE_TYPES)[number]) === 'nav';
  const today = utcDayOf(now.getTime());
  await repo.insertProduct(deps.db, {
    ...fields,
    id,
    tenant_id: tenantId,
    nav_date: nav ? today : null,
  });
  if (nav) {
    await repo.insertNav(deps.db, id, today, fields.market_price);
    await scheduleNav(deps, { id, tenant_id: tenantId }, now);
  }
  return (await repo.findProduct(deps.db, tenantId, id))!;
}

/**
 * product:edit: the fields given change; the type, currency and code stay while anybody holds
 * the product (their units, cost and returns are in them); a NAV product keeps its day's price.
 */
export async function editProduct(
  deps: ServiceDeps,
  tenantId: string,
  id: string,
  changes: Partial<ProductInput>,
): Promise<ProductRow> {
  const row = await repo.findProduct(deps.db, tenantId, id, 'update');
  if (!row) throw new AppError('PRODUCT_NOT_FOUND', 404, 'Product not found.');
  const current: ProductInput = {
    code: row.code,
    name: row.name,
    type: row.type as ProductInput['type'],
    subtype: row.subtype as ProductInput['subtype'],
    asset_class: row.asset_class as ProductInput['asset_class'],
    market: row.market,
    currency: row.currency,
    trading_type: row.trading_type as ProductInput['trading_type'],
    term: row.term as ProductInput['term'],
    ...(row.lock_days === null ? {} : { lock_days: row.lock_days }),
    risk_level: row.risk_level,
    state: row.state as ProductInput['state'],
    price: toDecimal(row.market_price).toFixed(),
    ...(row.total_size === null ? {} : { total_size: toDecimal(row.total_size).toFixed() }),
    ...(row.daily_return === null ? {} : { daily_return: toDecimal(row.daily_return).toFixed() }),
    annual_return: toDecimal(row.annual_return).toFixed(),
    pac_code_required: row.pac_code_required,
    min_investment: toDecimal(row.min_investment).toFixed(),
    min_quantity: toDecimal(row.min_quantity).toFixed(),
    min_vip: row.min_vip,
    min_score: row.min_score,
    key_information: row.key_information,
  };
  const fields = fieldsOf({ ...current, ...changes });
  const held = (await repo.subscribedUnits(deps.db, id)) > 0;
  if (
    held &&
    (fields.type !== row.type || fields.currency !== row.currency || fields.code !== row.code)
  ) {
    throw AppError.validation([{ path: 'type', message: 'product_held' }]);
  }
  if (fields.code !== row.code && (await repo.findProductByCode(deps.db, tenantId, fields.code))) {
    throw exists();
  }
  if (
    pricingOf(fields.type as (typeof CATALOGUE_TYPES)[number]) === 'nav' &&
    changes.price === undefined
  ) {
    fields.market_price = row.market_price;
    fields.offer_price = row.offer_price;
  }
  await repo.updateProduct(deps.db, id, fields, deps.clock());
  return (await repo.findProduct(deps.db, tenantId, id))!;
}
