// The curated universe's row format (one compact tuple per listed company).
import type { ExchangeId, SectorId } from '@invest/domain';

/**
 * symbol, exchange, name, sector, industry, reference price (local currency, around the
 * simulator's reference date), shares outstanding in millions, listing date, description, and
 * for Chinese listings the Chinese name. The descriptions are generated text: short, neutral
 * summaries written for the simulator, not quoted from the companies.
 */
export type UniverseRow = readonly [
  symbol: string,
  exchange: ExchangeId,
  name: string,
  sector: SectorId,
  industry: string,
  referencePrice: string,
  sharesMillions: number,
  listingDate: string,
  description: string,
  nameZh?: string,
];
