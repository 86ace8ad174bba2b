// Demo data: offerings in every state of their life (spec 3 timeline) in two markets, made
// through the back office's services, so that a newcomer sees the whole life at once: on NASDAQ
// an IPO open now, an APO upcoming, an IPO closed and awaiting its allotment, an IPO listed
// (allotted and trading); on NSE an IPO open now (payment later allowed, a PAC code asked), one
// upcoming and one listed. The listed ones had their allotment and listing run by the
// scheduler, as any other. On NASDAQ too an AI day-trading product open now (spec 1), so its
// guide has a product beside it; the demo client holds none of it, their cash stays as the
// other demo journeys expect.
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { Clock } from './platform/auth/tokens';
import type { SimSeed } from './areas/market';
import { unitOfWork } from './platform/unitOfWork';
import {
  advanceOffering,
  createOffering,
  runOfferingJobs,
  type OfferingInput,
} from './areas/offerings';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Demo = Omit<OfferingInput, 'timeline'> & {
  /** Hours from now of start, end, allotment and listing (null: none, the AI product). */
  at: [number, number, number, number | null];
  /** Moved through its life at once by offering:advance, to show the later states. */
  advance?: 'listed';
};

const OFFERINGS: Demo[] = [
  {
    kind: 'ipo',
    exchange: 'NASDAQ',
    symbol: 'HOOD',
    offer_price: '38.00',
    lot_size: '10',
    total_lots: 50_000,
    max_lots: 500,
    at: [-24, 72, 96, 120],
  },
  {
    kind: 'apo',
    exchange: 'NASDAQ',
    symbol: 'COIN',
    offer_price: '250.00',
    lot_size: '5',
    total_lots: 20_000,
    max_lots: 200,
    min_vip: 1,
    at: [72, 144, 168, 192],
  },
  {
    kind: 'ipo',
    exchange: 'NASDAQ',
    symbol: 'ABNB',
    offer_price: '68.00',
    lot_size: '10',
    total_lots: 30_000,
    max_lots: 300,
    at: [-96, -24, 48, 72],
  },
  {
    kind: 'ipo',
    exchange: 'NASDAQ',
    symbol: 'PLTR',
    offer_price: '10.00',
    lot_size: '100',
    total_lots: 100_000,
    max_lots: 100,
    at: [24, 48, 72, 96],
    advance: 'listed',
  },
  {
    // units of 100 USD for 20 trading days from the allotment, redeemable early
    kind: 'ai_day_trading',
    exchange: 'NASDAQ',
    symbol: 'NVDA',
    offer_price: '1',
    lot_size: '100',
    total_lots: 10_000,
    max_lots: 100,
    period: 20,
    daily_return: '0.05',
    early_redemption: true,
    at: [-2, 70, 72, null],
  },
  {
    kind: 'ipo',
    exchange: 'NSE',
    symbol: 'JIOFIN',
    offer_price: '261.00',
    lot_size: '55',
    total_lots: 200_000,
    max_lots: 13,
    payment_later: true,
    pac_code_required: true,
    at: [-2, 46, 94, 118],
  },
  {
    kind: 'ipo',
    exchange: 'NSE',
    symbol: 'LICI',
    offer_price: '949.00',
    lot_size: '15',
    total_lots: 100_000,
    max_lots: 14,
    at: [96, 168, 192, 216],
  },
  {
    kind: 'ipo',
    exchange: 'NSE',
    symbol: 'ETERNAL',
    offer_price: '76.00',
    lot_size: '195',
    total_lots: 80_000,
    max_lots: 10,
    at: [24, 48, 72, 96],
    advance: 'listed',
  },
];

export async function seedOfferings(
  deps: { db: Kysely<Database>; clock: Clock; seed: SimSeed },
  tenantId: string,
): Promise<PacTargetSeeded[]> {
  const offerings = { ...deps, marketNow: () => deps.clock().getTime() };
  const pac: PacTargetSeeded[] = [];
  const now = deps.clock().getTime();
  const iso = (hours: number) => new Date(now + hours * HOUR).toISOString();
  for (const { at, advance, ...fields } of OFFERINGS) {
    const [start, end, pub, listed] = at;
    const created = await unitOfWork(offerings, (tx) =>
      createOffering(tx, tenantId, {
        ...fields,
        timeline: {
          start_time: iso(start),
          end_time: iso(end),
          pub_time: iso(pub),
          refund_time: iso(pub),
          listed_time: listed === null ? null : iso(listed),
          settlement_time: listed === null ? iso(end + 30 * (DAY / HOUR)) : iso(listed),
        },
      }),
    );
    if (advance !== undefined) {
      await unitOfWork(offerings, (tx) => advanceOffering(tx, tenantId, created.id, advance));
    }
    if (created.pac_code_required) {
      pac.push({
        kind: 'offering',
        id: created.id,
        label: `${created.kind.toUpperCase()} ${created.exchange}:${created.symbol}`,
      });
    }
  }
  await runOfferingJobs(offerings);
  return pac;
}

/** An offering or product of the demo that asks for a PAC code (spec 5), and how to name it. */
export interface PacTargetSeeded {
  kind: 'offering' | 'product';
  id: string;
  label: string;
}
