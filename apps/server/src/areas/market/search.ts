// issue 15 item 2: symbol search, pure. Case- and diacritic-insensitive prefix on the symbol, then
// on the name and its words, Chinese names matched anywhere, one typo tolerated; the exact symbol
// first. The index is built once (sorted arrays of normalised keys, binary search for a prefix,
// a bounded typo pass), so a query over 50,000 instruments takes well under 5 ms.

/** What search needs of an instrument (the universe's instruments and any extra ones). */
export interface Searchable {
  readonly symbol: string;
  readonly name: string;
  /** The Chinese name, for Chinese listings. */
  readonly nameZh?: string;
  readonly exchange?: string;
}

/** How a result matched, best first. */
export const searchMatches = [
  'symbol_exact',
  'symbol_prefix',
  'name_prefix',
  'name_word',
  'chinese_name',
  'typo',
] as const;
/** How a result matched. */
export type SearchMatch = (typeof searchMatches)[number];

/** One result. */
export interface SearchHit<T extends Searchable> {
  readonly item: T;
  readonly match: SearchMatch;
}

/** A sorted list of keys, each pointing at an item. */
interface KeyList {
  readonly keys: string[];
  readonly ids: Int32Array;
}

/** The prebuilt index (opaque to callers). */
export interface SearchIndex<T extends Searchable> {
  readonly items: readonly T[];
  readonly symbols: KeyList;
  readonly names: KeyList;
  readonly words: KeyList;
  readonly chinese: KeyList;
}

const FOLDS: Readonly<Record<string, string>> = {
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  þ: 'th',
};

/**
 * Lower case without diacritics (NFKD, marks dropped, a few letters folded: ł, ø, ß, ı...), full
 * width forms made plain, whitespace collapsed.
 */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[łđðøßæœıþ]/g, (c) => FOLDS[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words that say nothing about a company (legal forms and connectives). */
const STOP_WORDS = new Set([
  'inc',
  'ltd',
  'limited',
  'corp',
  'corporation',
  'co',
  'company',
  'plc',
  'sa',
  's',
  'a',
  'ag',
  'se',
  'nv',
  'n',
  'v',
  'the',
  'of',
  'and',
  'as',
  'tas',
  'ao',
  'tao',
  'y',
  'de',
  'del',
  'la',
  'w',
  'i',
  'sme',
  'socimi',
]);

const isCjk = (value: string) => /[\u3400-\u9fff\uf900-\ufaff]/u.test(value);

function keyList(entries: [string, number][]): KeyList {
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  return { keys: entries.map((e) => e[0]), ids: Int32Array.from(entries.map((e) => e[1])) };
}

/** Builds the search index over `items` (once; searching does not allocate per item). */
export function buildSearchIndex<T extends Searchable>(items: readonly T[]): SearchIndex<T> {
  const symbols: [string, number][] = [];
  const names: [string, number][] = [];
  const words: [string, number][] = [];
  const chinese: [string, number][] = [];
  items.forEach((item, id) => {
    const symbol = normalizeSearchText(item.symbol);
    symbols.push([symbol, id]);
    const bare = symbol.replace(/[^\p{L}\p{N}]/gu, '');
    if (bare !== symbol && bare) symbols.push([bare, id]);
    const name = normalizeSearchText(item.name);
    names.push([name, id]);
    // the name from each of its words on, so that "is bankasi" finds "Türkiye İş Bankası"
    const plain = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const seen = new Set<string>();
    for (let w = 0; w < plain.length; w += 1) {
      const word = plain[w] ?? '';
      if (STOP_WORDS.has(word)) continue;
      const suffix = plain.slice(w).join(' ');
      if (seen.has(suffix)) continue;
      seen.add(suffix);
      words.push([suffix, id]);
    }
    const zh = item.nameZh ? normalizeSearchText(item.nameZh) : '';
    // every suffix, so that a prefix search finds a Chinese name from any of its characters
    if (zh)
      for (let k = 0; k < zh.length; k += 1) chinese.push([zh.slice(k), id * 64 + Math.min(k, 63)]);
    if (!zh && isCjk(name))
      for (let k = 0; k < name.length; k += 1)
        chinese.push([name.slice(k), id * 64 + Math.min(k, 63)]);
  });
  return {
    items,
    symbols: keyList(symbols),
    names: keyList(names),
    words: keyList(words),
    chinese: keyList(chinese),
  };
}

/** The first position whose key is >= `query`. */
function lowerBound(keys: readonly string[], query: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] ?? '') < query) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether some prefix of `key` is within one edit (substitution, insertion, deletion, swap) of `query`. */
export function prefixWithinOneEdit(key: string, query: string): boolean {
  let m = 0;
  while (m < query.length && m < key.length && key.charCodeAt(m) === query.charCodeAt(m)) m += 1;
  if (m === query.length) return true;
  const tail = query.slice(m + 1);
  if (key.startsWith(tail, m + 1)) return true; // substitution
  if (key.startsWith(tail, m)) return true; // an extra letter in the query
  if (key.startsWith(query.slice(m), m + 1)) return true; // a missing letter in the query
  // two neighbouring letters swapped
  return (
    m + 1 < query.length &&
    key.charCodeAt(m) === query.charCodeAt(m + 1) &&
    key.charCodeAt(m + 1) === query.charCodeAt(m) &&
    key.startsWith(query.slice(m + 2), m + 2)
  );
}

/** At most this many keys are gathered per kind of match (ranges of very short queries). */
const PER_TIER_CAP = 1_000;
/** At most this many keys are checked by the typo pass. */
const TYPO_SCAN_CAP = 20_000;
/** Typos are tolerated from this query length on. */
const TYPO_MIN_LENGTH = 3;

interface Candidate {
  id: number;
  tier: number;
  exact: boolean;
  keyLength: number;
}

/**
 * issue 15 item 2: the best `limit` matches of `query`, ranked: exact symbol, symbol prefix,
 * name prefix, name word prefix, Chinese name, one typo; within a rank, an exact key first, then
 * the shorter key, then the shorter symbol, then alphabetical.
 */
export function searchInstruments<T extends Searchable>(
  index: SearchIndex<T>,
  query: string,
  limit = 10,
): SearchHit<T>[] {
  const q = normalizeSearchText(query);
  if (!q || limit <= 0) return [];
  const best = new Map<number, Candidate>();
  const offer = (id: number, tier: number, key: string) => {
    const exact = key === q || key.startsWith(`${q} `);
    const current = best.get(id);
    if (
      !current ||
      tier < current.tier ||
      (tier === current.tier && (exact > current.exact || key.length < current.keyLength))
    ) {
      best.set(id, { id, tier, exact, keyLength: key.length });
    }
  };
  const scanPrefix = (
    list: KeyList,
    tierOf: (key: string, raw: number) => number,
    idOf = (raw: number) => raw,
  ) => {
    let j = lowerBound(list.keys, q);
    let taken = 0;
    for (; j < list.keys.length && taken < PER_TIER_CAP; j += 1, taken += 1) {
      const key = list.keys[j] ?? '';
      if (!key.startsWith(q)) break;
      const raw = list.ids[j] ?? 0;
      offer(idOf(raw), tierOf(key, raw), key);
    }
  };
  const enough = () => best.size >= limit;
  scanPrefix(index.symbols, (key) => (key === q ? 0 : 1));
  if (!enough()) scanPrefix(index.names, () => 2);
  if (!enough()) scanPrefix(index.words, () => 3);
  if (!enough() && isCjk(q))
    scanPrefix(
      index.chinese,
      // the whole Chinese name from its start ranks as a name prefix
      (_key, raw) => (raw % 64 === 0 ? 2 : 4),
      (raw) => Math.floor(raw / 64),
    );
  if (!enough() && q.length >= TYPO_MIN_LENGTH && !isCjk(q)) {
    // one typo, not in the first letter: scan the keys sharing it
    const first = q[0] ?? '';
    for (const list of [index.symbols, index.words]) {
      let j = lowerBound(list.keys, first);
      for (let scanned = 0; j < list.keys.length && scanned < TYPO_SCAN_CAP; j += 1, scanned += 1) {
        const key = list.keys[j] ?? '';
        if (!key.startsWith(first)) break;
        if (prefixWithinOneEdit(key, q)) offer(list.ids[j] ?? 0, 5, key);
      }
    }
  }
  const items = index.items;
  return [...best.values()]
    .sort((a, b) => {
      if (a.tier !== b.tier) return a.tier - b.tier;
      if (a.exact !== b.exact) return a.exact ? -1 : 1;
      if (a.keyLength !== b.keyLength) return a.keyLength - b.keyLength;
      const x = items[a.id];
      const y = items[b.id];
      const bySymbol = (x?.symbol.length ?? 0) - (y?.symbol.length ?? 0);
      if (bySymbol !== 0) return bySymbol;
      const ka = `${x?.symbol ?? ''}|${x?.exchange ?? ''}`;
      const kb = `${y?.symbol ?? ''}|${y?.exchange ?? ''}`;
      return ka < kb ? -1 : ka > kb ? 1 : a.id - b.id;
    })
    .slice(0, limit)
    .map((c) => ({ item: items[c.id] as T, match: searchMatches[c.tier] ?? 'typo' }));
}
