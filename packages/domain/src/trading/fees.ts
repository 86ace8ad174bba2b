// The fees and taxes of a trade, per market, as data (spec 3 Order/transaction: trade_fees,
// tax_fees, estimated selling tax and fees). Every rule cites where its figure comes from;
// figures change (the SEC resets its rate every year), so each rule may carry the trade dates it
// applies to, and a caller may pass a table of its own. zod-free.
//
// Rounding: every charge is one line of the contract note, rounded on its own to the minor
// units of the listing's currency (2 for USD, INR, CNY, EUR, PLN, TRY), half-even as everything
// in money.ts, unless its rule says otherwise: the US regulatory fees round up to the cent
// (brokers' practice: never under-collect a fee owed to a regulator) and India's STT rounds to
// the nearest rupee, half up. The totals are the sums of the rounded lines, so a receipt adds up.
import { EXCHANGES, type ExchangeId, type MarketId } from '../market/exchanges';
import { Money, type RoundingMode } from '../money';
import type { CommissionSchedule, FeeLine } from '../entities/trading';
import type { OrderSide } from './orderKinds';

/** The charges a trade may carry; their labels are `@invest/i18n` keys (`fee.<id>`). */
export const feeIds = [
  /** The broker's commission (the tenant's schedule). */
  'commission',
  /** US: SEC Section 31 transaction fee, on sales. */
  'sec_fee',
  /** US: FINRA Trading Activity Fee, on sales. */
  'finra_taf',
  /** China: exchange handling fee (经手费), SSE/SZSE. */
  'cn_handling_fee',
  /** China: CSRC securities management fee (证管费). */
  'cn_management_fee',
  /** China: ChinaClear transfer fee (过户费). */
  'cn_transfer_fee',
  /** China: stamp duty on securities transactions (印花税), on sales. */
  'cn_stamp_duty',
  /** India: NSE transaction charges. */
  'in_exchange_fee',
  /** India: SEBI turnover fee. */
  'in_sebi_fee',
  /** India: securities transaction tax. */
  'in_stt',
  /** India: stamp duty, on purchases. */
  'in_stamp_duty',
  /** India: GST on the brokerage and the exchange's and SEBI's charges. */
  'in_gst',
  /** Spain: BME's fee per retail order. */
  'es_exchange_fee',
  /** Spain: financial transaction tax (ITF), on purchases of listed large caps. */
  'es_ftt',
  /** Turkey: Borsa İstanbul's exchange fee (borsa payı). */
  'tr_exchange_fee',
  /** Turkey: banking and insurance transactions tax (BSMV) on the commission and the fee. */
  'tr_bsmv',
] as const;
export type FeeId = (typeof feeIds)[number];

/** Which spec 3 figure a charge adds to: trade_fees or tax_fees. */
export const feeKinds = ['trade', 'tax'] as const;
export type FeeKind = (typeof feeKinds)[number];

/** How a charge is computed. */
export type FeeBasis =
  /** A rate of the gross (quantity x price), e.g. '0.0005' = 0.05 %. */
  | { per: 'value'; rate: string }
  /** An amount per share, capped per trade. */
  | { per: 'share'; rate: string; max?: string }
  /** A fixed amount per order. */
  | { per: 'order'; amount: string }
  /** A rate of other charges of the same trade, as rounded (a tax on fees). */
  | { per: 'charges'; rate: string; of: readonly FeeId[] };

/** One charge of a market. */
export interface FeeRule {
  id: FeeId;
  kind: FeeKind;
  /** The sides of the trade that pay it. */
  sides: readonly OrderSide[];
  basis: FeeBasis;
  rounding: RoundingMode;
  /** Fraction digits it is rounded to. @default the currency's minor units */
  decimals?: number;
  /** First trade date (YYYY-MM-DD, the exchange's local date) it applies to, inclusive. */
  from?: string;
  /** First trade date it no longer applies to. */
  until?: string;
  /** Only on listings subject to Spain's financial transaction tax. */
  only?: 'financial_transaction_tax';
}

const BOTH: readonly OrderSide[] = ['buy', 'sell'];
const BUY: readonly OrderSide[] = ['buy'];
const SELL: readonly OrderSide[] = ['sell'];

/**
 * The market's own charges (the commission comes first, from the tenant's schedule). A
 * `charges` rule follows the rules it is computed on.
 */
export const MARKET_FEE_RULES: Readonly<Record<MarketId, readonly FeeRule[]>> = {
  US: [
    // SEC Section 31 fee on the seller's proceeds: $27.80 per million from 2024-05-22 (SEC Order
    // Making Fiscal Year 2024 Annual Adjustments to Transaction Fee Rates, Release 34-99973),
    // $0.00 per million from 2025-05-14 (SEC Fee Rate Advisory for FY2025; FINRA Information
    // Notice 2025-04-24). The FY2026 order (Release 34-104909, 2026-02-27) sets the next rate:
    // add it here, with its effective date, once confirmed from the SEC's release.
    {
      id: 'sec_fee',
      kind: 'trade',
      sides: SELL,
      basis: { per: 'value', rate: '0.0000278' },
      rounding: 'up',
      from: '2024-05-22',
      until: '2025-05-14',
    },
    {
      id: 'sec_fee',
      kind: 'trade',
      sides: SELL,
      basis: { per: 'value', rate: '0' },
      rounding: 'up',
      from: '2025-05-14',
    },
    // FINRA TAF on sales of covered equities: $0.000166 per share, at most $8.30 per trade
    // (FINRA By-Laws, Schedule A, section 1(a), rate in force from 2024-01-01); brokers round it
    // up to the cent. FINRA's fee filing SR-FINRA-2024-019 phases in later increases: check its
    // schedule before relying on this rate after 2024.
    {
      id: 'finra_taf',
      kind: 'trade',
      sides: SELL,
      basis: { per: 'share', rate: '0.000166', max: '8.30' },
      rounding: 'up',
      from: '2024-01-01',
    },
  ],
  CN: [
    // SSE and SZSE handling fee, both sides: 0.00487 % until 2023-08-27, 0.00341 % from
    // 2023-08-28 (the exchanges' 30 % cut announced with the stamp duty cut; as Stock Connect
    // brokers list it, e.g. CFSG and SWHY fee pages)
    {
      id: 'cn_handling_fee',
      kind: 'trade',
      sides: BOTH,
      basis: { per: 'value', rate: '0.0000487' },
      rounding: 'half_even',
      until: '2023-08-28',
    },
    {
      id: 'cn_handling_fee',
      kind: 'trade',
      sides: BOTH,
      basis: { per: 'value', rate: '0.0000341' },
      rounding: 'half_even',
      from: '2023-08-28',
    },
    // CSRC securities management fee, both sides: 0.002 %
    {
      id: 'cn_management_fee',
      kind: 'trade',
      sides: BOTH,
      basis: { per: 'value', rate: '0.00002' },
      rounding: 'half_even',
    },
    // ChinaClear transfer fee, both sides: 0.002 % until 2022-04-28, 0.001 % from 2022-04-29
    // (ChinaClear's halving of the A-share transfer fee)
    {
      id: 'cn_transfer_fee',
      kind: 'trade',
      sides: BOTH,
      basis: { per: 'value', rate: '0.00002' },
      rounding: 'half_even',
      until: '2022-04-29',
    },
    {
      id: 'cn_transfer_fee',
      kind: 'trade',
      sides: BOTH,
      basis: { per: 'value', rate: '0.00001' },
      rounding: 'half_even',
      from: '2022-04-29',
    },
    // Stamp duty on the seller only (since 2008-09-19): 0.1 % until 2023-08-27, 0.05 % from
    // 2023-08-28 (Ministry of Finance and State Taxation Administration announcement 2023 No. 39)
    {
      id: 'cn_stamp_duty',
      kind: 'tax',
      sides: SELL,
      basis: { per: 'value', rate: '0.001' },
      rounding: 'half_even',
      until: '2023-08-28',
    },
    {
      id: 'cn_stamp_duty',
      kind: 'tax',
      sides: SELL,
      basis: { per: 'value', rate: '0.0005' },
      rounding: 'half_even',
      from: '2023-08-28',
    },
  ],
  IN: [
    // NSE cash-market transaction charges, both sides: Rs 2.97 per lakh (0.00297 %) from
    // 2024-10-01 (NSE circular of 2024-09-27, SEBI's uniform 'true to label' MII charges)
    {
      id: 'in_exchange_fee',
      kind: 'trade',
      sides: BOTH,
      basis: { per: 'value', rate: '0.0000297' },
      rounding: 'half_even',
      from: '2024-10-01',
    },
    // SEBI turnover fee, both sides: Rs 10 per crore (0.0001 %)
    {
      id: 'in_sebi_fee',
      kind: 'trade',
      sides: BOTH,
      basis: { per: 'value', rate: '0.000001' },
      rounding: 'half_even',
    },
    // Securities transaction tax on delivery equity, both sides: 0.1 % (Finance (No. 2) Act
    // 2004, chapter VII, as amended); charged rounded to the nearest rupee (contract-note
    // practice, e.g. Zerodha's published charges)
    {
      id: 'in_stt',
      kind: 'tax',
      sides: BOTH,
      basis: { per: 'value', rate: '0.001' },
      rounding: 'half_up',
      decimals: 0,
    },
    // Stamp duty on delivery purchases: 0.015 % (Indian Stamp Act 1899 as amended by the
    // Finance Act 2019, uniform from 2020-07-01)
    {
      id: 'in_stamp_duty',
      kind: 'tax',
      sides: BUY,
      basis: { per: 'value', rate: '0.00015' },
      rounding: 'half_even',
    },
    // GST 18 % on the brokerage, the exchange's transaction charges and SEBI's fee (CGST + SGST
    // or IGST; the rate is the same either way)
    {
      id: 'in_gst',
      kind: 'tax',
      sides: BOTH,
      basis: { per: 'charges', rate: '0.18', of: ['commission', 'in_exchange_fee', 'in_sebi_fee'] },
      rounding: 'half_even',
    },
  ],
  PL: [
    // None beyond the commission: Polish brokers quote the GPW and KDPW fees inside their
    // commission, and a sale of securities through an investment firm is exempt from the tax on
    // civil law transactions (ustawa o podatku od czynności cywilnoprawnych, art. 9 pkt 9).
    // Capital gains tax (19 %) is the investor's own yearly return (PIT-38), not a charge per
    // trade.
  ],
  ES: [
    // BME equity trading fee for retail orders: EUR 1 per order, per security and side, from
    // 2025-04-01 (BME's tariff replacing the per-execution scale of 2023; as brokers publish
    // it, e.g. ING's 'cánones de mercado')
    {
      id: 'es_exchange_fee',
      kind: 'trade',
      sides: BOTH,
      basis: { per: 'order', amount: '1.00' },
      rounding: 'half_even',
      from: '2025-04-01',
    },
    // Financial transaction tax: 0.2 % of the consideration, costs excluded, on purchases of
    // shares of Spanish companies worth more than EUR 1 bn on 1 December of the year before (Ley
    // 5/2020 del Impuesto sobre las Transacciones Financieras, in force from 2021-01-16; the
    // AEAT publishes the list every December)
    {
      id: 'es_ftt',
      kind: 'tax',
      sides: BUY,
      basis: { per: 'value', rate: '0.002' },
      rounding: 'half_even',
      from: '2021-01-16',
      only: 'financial_transaction_tax',
    },
  ],
  TR: [
    // Borsa İstanbul equity market fee (borsa payı), both sides: 0.003 % (yüzbinde 3, as
    // brokers list it, e.g. Osmanlı Menkul's fee page, BSMV excluded)
    {
      id: 'tr_exchange_fee',
      kind: 'trade',
      sides: BOTH,
      basis: { per: 'value', rate: '0.00003' },
      rounding: 'half_even',
    },
    // BSMV 5 % on the intermediary's commission and the exchange fee (Law 6802, art. 28; the
    // brokers' lists quote both 'BSMV excluded'). No transaction tax on BIST shares, and the
    // withholding on their gains is 0 % (Income Tax Law, provisional art. 67), so nothing else
    // is due per trade.
    {
      id: 'tr_bsmv',
      kind: 'tax',
      sides: BOTH,
      basis: { per: 'charges', rate: '0.05', of: ['commission', 'tr_exchange_fee'] },
      rounding: 'half_even',
    },
  ],
};

/** The charges of a trade and the spec 3 figures they add up to. */
export interface FeeBreakdown {
  /** The listing's currency. */
  currency: string;
  lines: FeeLine[];
  trade_fees: string;
  tax_fees: string;
  total_fees: string;
}

export interface FeeInput {
  exchange: ExchangeId;
  side: OrderSide;
  /** Shares (a wire decimal; fractional on US listings). */
  quantity: string;
  /** The price per share, in the listing's currency. */
  price: string;
  /**
   * The tenant's commission for the market: a rate of the gross ('0.0003' is 0.03 %), at
   * least `min` and at most `max`, in the listing's currency; a rate of '0' and no minimum is
   * commission-free.
   */
  commission: CommissionSchedule;
  /** The trade date, YYYY-MM-DD in the exchange's time zone: picks the rates in force. */
  tradeDate: string;
  /** The listing is on Spain's financial-transaction-tax list. @default false */
  financialTransactionTax?: boolean;
  /** The market's rules. @default MARKET_FEE_RULES of the exchange's market */
  rules?: readonly FeeRule[];
}

/** The gross of a trade: quantity x price, half-even to the currency's minor units. */
export const grossAmount = (quantity: string, price: string, currency: string): Money =>
  Money.of(price, currency).mul(quantity).round();

/** The commission on `gross`: its rate, within the minimum and the maximum, half-even. */
export function commissionFor(gross: Money, schedule: CommissionSchedule): Money {
  let c = gross.mul(schedule.rate);
  if (schedule.min !== undefined && c.lt(Money.of(schedule.min, gross.currency))) {
    c = Money.of(schedule.min, gross.currency);
  }
  if (schedule.max !== undefined && c.gt(Money.of(schedule.max, gross.currency))) {
    c = Money.of(schedule.max, gross.currency);
  }
  return c.round();
}

const inForce = (rule: FeeRule, date: string): boolean =>
  (rule.from === undefined || date >= rule.from) && (rule.until === undefined || date < rule.until);

function charge(rule: FeeRule, gross: Money, quantity: string, lines: FeeLine[]): Money {
  const { basis } = rule;
  const currency = gross.currency;
  switch (basis.per) {
    case 'value':
      return gross.mul(basis.rate);
    case 'share': {
      const raw = Money.of(basis.rate, currency).mul(quantity);
      const max = basis.max === undefined ? undefined : Money.of(basis.max, currency);
      return max !== undefined && raw.gt(max) ? max : raw;
    }
    case 'order':
      return Money.of(basis.amount, currency);
    case 'charges': {
      const base = lines
        .filter((line) => basis.of.includes(line.id))
        .map((line) => Money.of(line.amount, currency));
      return Money.sum(base, currency).mul(basis.rate);
    }
  }
}

/**
 * The charges of a trade: the commission, then the market's charges in force on the trade date
 * for this side (and listing), each rounded on its own; `trade_fees` sums the fees, `tax_fees`
 * the taxes, `total_fees` both. Throws on malformed figures (the caller's data, not input).
 */
export function computeFees(input: FeeInput): FeeBreakdown {
  const { currency, market } = EXCHANGES[input.exchange];
  const gross = grossAmount(input.quantity, input.price, currency);
  const lines: FeeLine[] = [
    { id: 'commission', kind: 'trade', amount: commissionFor(gross, input.commission).toString() },
  ];
  for (const rule of input.rules ?? MARKET_FEE_RULES[market]) {
    if (!rule.sides.includes(input.side) || !inForce(rule, input.tradeDate)) continue;
    if (rule.only === 'financial_transaction_tax' && !input.financialTransactionTax) continue;
    const amount = charge(rule, gross, input.quantity, lines).roundWith(
      rule.rounding,
      rule.decimals,
    );
    lines.push({ id: rule.id, kind: rule.kind, amount: amount.toString() });
  }
  const sum = (kind?: FeeKind) =>
    Money.sum(
      lines
        .filter((l) => kind === undefined || l.kind === kind)
        .map((l) => Money.of(l.amount, currency)),
      currency,
    ).toString();
  return {
    currency,
    lines,
    trade_fees: sum('trade'),
    tax_fees: sum('tax'),
    total_fees: sum(),
  };
}

/**
 * spec 3 'estimated selling tax and fees': what selling `quantity` at `price` (the current
 * price) would cost today.
 */
export const estimateSellFees = (input: Omit<FeeInput, 'side'>): string =>
  computeFees({ ...input, side: 'sell' }).total_fees;
