// A deterministic news generator. Headlines are written from the simulator's own
// moves (market breadth and index change, the biggest gainers and losers, a listing's session),
// so they agree with the prices the client sees. An item's id names what it was written from
// (market or listing, snapshot time, slot), so its detail is regenerated from the id alone.
// Each item also carries its template key and parameters (the verb and the reason as ids, the
// figures as the decimal strings below): the web renders it in the reader's language from
// @invest/i18n, as it does the message centre's system messages, so the server holds no
// translations and one cached item serves every language. The English text stays beside it for
// the back office and for a build that does not know the key.
import {
  EXCHANGES,
  MARKET_EXCHANGES,
  marketIds,
  type ExchangeId,
  type MarketId,
} from '@invest/domain';
import type { NewsDetail } from '@invest/api/contract';
import {
  minuteStartUtc,
  previousTradingDay,
  sessionLength,
  sessionPosition,
  marketSnapshot,
  hashString,
  resolveListing,
  quoteAt,
  type Quote,
  type SimSeed,
} from '../market';

const MINUTE = 60_000;
/** The in-progress session is written up every quarter of an hour (stable ids within it). */
const INTRADAY_STEP_MS = 15 * MINUTE;
/** Generated items reach this many sessions back. */
export const NEWS_SESSIONS = 3;
/**
 * One market's news (the client's pick) reaches further back, so that its list is as long as
 * the all-markets one and "Load more" still finds older items.
 */
export const NEWS_SESSIONS_ONE_MARKET = 10;

/** One of `list` by the hash of `key`, with its place (the template parameter's id). */
const pick = <T>(list: readonly T[], key: string): [T, number] => {
  const k = hashString(key) % list.length;
  return [list[k] as T, k];
};

const UP_VERBS = ['rises', 'gains', 'climbs', 'advances', 'edges higher'];
const DOWN_VERBS = ['falls', 'slips', 'declines', 'retreats', 'edges lower'];
const JUMP_VERBS = ['jumps', 'surges', 'rallies', 'soars'];
const DROP_VERBS = ['drops', 'tumbles', 'slides', 'sinks'];
const GAIN_REASONS = [
  'as buyers return to the sector',
  'on heavy volume',
  'after an upbeat session for its peers',
  'leading the market higher',
  'as investors rotate into the name',
];
const LOSS_REASONS = [
  'as sellers dominate the session',
  'on heavy volume',
  'amid weakness across its sector',
  'weighing on the market',
  'as investors lock in gains',
];

const abs = (percent: string) => percent.replace(/^-/, '');

/** The snapshot times of a market's news at `now`: the session in progress (if any) and the last closes. */
function snapshotTimes(exchange: ExchangeId, now: number, sessions = NEWS_SESSIONS): number[] {
  const position = sessionPosition(exchange, now);
  const times: number[] = [];
  let day = position.day;
  if (position.open) {
    const start = minuteStartUtc(exchange, day, 0);
    const t = Math.floor(now / INTRADAY_STEP_MS) * INTRADAY_STEP_MS;
    if (t > start) times.push(t);
    day = previousTradingDay(exchange, day);
  }
  while (times.length < sessions) {
    const close = minuteStartUtc(exchange, day, sessionLength(exchange) - 1) + MINUTE;
    times.push(Math.min(close, now));
    day = previousTradingDay(exchange, day);
  }
  return times;
}

const moverItem = (q: Quote, t: number, id: string, gain: boolean): NewsDetail => {
  const instrument = resolveListing(q.symbol, q.exchange);
  const name = instrument?.name ?? q.symbol;
  const [verb, verbId] = pick(gain ? JUMP_VERBS : DROP_VERBS, id);
  const [reason, reasonId] = pick(gain ? GAIN_REASONS : LOSS_REASONS, `${id}|r`);
  const sign = gain ? '+' : '-';
  return {
    id,
    kind: 'mover',
    headline: `${name} (${q.symbol}) ${verb} ${abs(q.changePercent)}% ${reason}`,
    summary: `${name} trades at ${q.price} ${q.currency}, ${sign}${abs(q.changePercent)}% from the previous close of ${q.previousClose}.`,
    body:
      `${name} (${q.exchange}: ${q.symbol}) moved ${sign}${abs(q.changePercent)}% in the session of ${q.sessionDate}, ` +
      `trading between ${q.low} and ${q.high} after opening at ${q.open}. ` +
      `Volume reached ${q.volume.toLocaleString('en-US')} shares. ` +
      `This item was written by the market simulator from its own prices.`,
    symbol: q.symbol,
    market: q.exchange,
    published_at: new Date(t).toISOString(),
    key: 'mover',
    params: {
      market: EXCHANGES[q.exchange].market,
      exchange: q.exchange,
      // the company's official name (spec: names keep their form), as the quote shows it
      name,
      symbol: q.symbol,
      direction: gain ? 'up' : 'down',
      verb: `${gain ? 'jump' : 'drop'}${verbId}`,
      reason: `${gain ? 'gain' : 'loss'}${reasonId}`,
      percent: abs(q.changePercent),
      price: q.price,
      currency: q.currency,
      previous_close: q.previousClose,
      session_date: q.sessionDate,
      low: q.low,
      high: q.high,
      open: q.open,
      volume: String(q.volume),
    },
  };
};

/** Snapshots already written up (their times are stable: closes and quarter hours), bounded. */
const written = new Map<string, NewsDetail[]>();
const WRITTEN_MAX = 256;

/** The items written from one market snapshot (slot m: the market, g0/g1 and l0/l1: movers). */
function marketItems(seed: SimSeed, market: MarketId, t: number): NewsDetail[] {
  const key = `${String(seed)}|${market}|${t}`;
  const cached = written.get(key);
  if (cached) return cached;
  const items = writeMarketItems(seed, market, t);
  if (written.size >= WRITTEN_MAX) written.delete(written.keys().next().value as string);
  written.set(key, items);
  return items;
}

function writeMarketItems(seed: SimSeed, market: MarketId, t: number): NewsDetail[] {
  const snapshot = marketSnapshot(seed, market, t, { movers: 2 });
  const base = `g-${market}-${Math.floor(t / MINUTE)}`;
  const items: NewsDetail[] = [];
  const index = snapshot.indices[0];
  if (index) {
    const up = !index.changePercent.startsWith('-');
    const id = `${base}-m`;
    const [verb, verbId] = pick(up ? UP_VERBS : DOWN_VERBS, id);
    items.push({
      id,
      kind: 'market',
      headline: `${index.name} ${verb} ${abs(index.changePercent)}%; ${snapshot.advances} advancers, ${snapshot.declines} decliners`,
      summary: `The index stands at ${index.level} against a previous close of ${index.previousClose}.`,
      body:
        `${index.name} ${up ? 'gained' : 'lost'} ${abs(index.changePercent)}% in the session of ${index.sessionDate} ` +
        `(${snapshot.marketOpen ? 'trading continues' : 'at the close'}). ` +
        `${snapshot.advances} listings advanced, ${snapshot.declines} declined and ${snapshot.unchanged} were unchanged. ` +
        `This item was written by the market simulator from its own prices.`,
      published_at: new Date(t).toISOString(),
      key: 'market',
      params: {
        market,
        index: index.id,
        index_name: index.name,
        direction: up ? 'up' : 'down',
        verb: `${up ? 'up' : 'down'}${verbId}`,
        percent: abs(index.changePercent),
        level: index.level,
        previous_close: index.previousClose,
        session_date: index.sessionDate,
        open: snapshot.marketOpen ? 'yes' : 'no',
        advances: String(snapshot.advances),
        declines: String(snapshot.declines),
        unchanged: String(snapshot.unchanged),
      },
    });
  }
  snapshot.gainers.forEach((q, k) => items.push(moverItem(q, t, `${base}-g${k}`, true)));
  snapshot.losers.forEach((q, k) => items.push(moverItem(q, t, `${base}-l${k}`, false)));
  return items;
}

/** The item about one listing's session at `t`. */
function listingItem(
  seed: SimSeed,
  exchange: ExchangeId,
  symbol: string,
  t: number,
): NewsDetail | undefined {
  const instrument = resolveListing(symbol, exchange);
  if (!instrument) return undefined;
  const q = quoteAt(seed, instrument, t);
  const id = `s-${exchange}-${symbol}-${Math.floor(t / MINUTE)}`;
  const gain = q.units.price >= q.units.previousClose;
  return { ...moverItem(q, t, id, gain), kind: 'mover' };
}

/** Newest first: the generated items at `now`, all markets, one market's, or one listing's. */
export function generatedNews(
  seed: SimSeed,
  now: number,
  filter: { symbol?: string; market?: string; country?: MarketId } = {},
): NewsDetail[] {
  const out: NewsDetail[] = [];
  if (filter.symbol) {
    const instrument = resolveListing(filter.symbol, filter.market);
    if (!instrument) return [];
    for (const t of snapshotTimes(instrument.exchange, now)) {
      const item = listingItem(seed, instrument.exchange, instrument.symbol, t);
      if (item) out.push(item);
    }
  } else {
    for (const market of filter.country ? [filter.country] : marketIds) {
      const exchange = MARKET_EXCHANGES[market][0] as ExchangeId;
      const sessions = filter.country ? NEWS_SESSIONS_ONE_MARKET : NEWS_SESSIONS;
      for (const t of snapshotTimes(exchange, now, sessions))
        out.push(...marketItems(seed, market, t));
    }
  }
  return out.sort((a, b) =>
    a.published_at < b.published_at
      ? 1
      : a.published_at > b.published_at
        ? -1
        : a.id < b.id
          ? -1
          : 1,
  );
}

/** A generated item by id (undefined when the id names nothing, or a time after `now`). */
export function generatedNewsItem(seed: SimSeed, id: string, now: number): NewsDetail | undefined {
  const market = /^g-([A-Z]{2})-(\d{1,10})-(m|g[01]|l[01])$/.exec(id);
  if (market) {
    const t = Number(market[2]) * MINUTE;
    if (t > now || !(marketIds as readonly string[]).includes(market[1] ?? '')) return undefined;
    return marketItems(seed, market[1] as MarketId, t).find((item) => item.id === id);
  }
  const listing = /^s-([A-Z]{3,6})-([A-Za-z0-9.&-]{1,20})-(\d{1,10})$/.exec(id);
  if (listing) {
    const t = Number(listing[3]) * MINUTE;
    const exchange = listing[1] ?? '';
    if (t > now || !(exchange in EXCHANGES)) return undefined;
    return listingItem(seed, exchange as ExchangeId, listing[2] ?? '', t);
  }
  return undefined;
}
