// Symbol search, pure. Case- and diacritic-insensitive prefix on the symbol, then
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
  /** Symbols and word keys with their second character left out (typos at the second place). */
  readonly skipSecond: KeyList;
  /** The same with their third character left out (typos at the third place). */
  readonly skipThird: KeyList;
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

/** Words that say nothing about a company (legal forms and connectives): not indexed alone. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
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
  const skipSecond: [string, number][] = [];
  const skipThird: [string, number][] = [];
  for (const [key, id] of [...symbols, ...words]) {
    if (key.length >= 3) skipSecond.push([(key[0] ?? '') + key.slice(2), id]);
    if (key.length >= 4) skipThird.push([key.slice(0, 2) + key.slice(3), id]);
  }
  return {
    items,
    symbols: keyList(symbols),
    names: keyList(names),
    words: keyList(words),
    chinese: keyList(chinese),
    skipSecond: keyList(skipSecond),
    skipThird: keyList(skipThird),
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

/** Whether `key` from `k` on starts with `query` from `q` on (no allocation). */
function sameFrom(key: string, k: number, query: string, q: number): boolean {
  if (key.length - k < query.length - q) return false;
  for (let i = 0; q + i < query.length; i += 1) {
    if (key.charCodeAt(k + i) !== query.charCodeAt(q + i)) return false;
  }
  return true;
}

/** Whether some prefix of `key` is within one edit (substitution, insertion, deletion, swap) of `query`. */
export function prefixWithinOneEdit(key: string, query: string): boolean {
  let m = 0;
  while (m < query.length && m < key.length && key.charCodeAt(m) === query.charCodeAt(m)) m += 1;
  if (m === query.length) return true;
  return (
    sameFrom(key, m + 1, query, m + 1) || // substitution
    sameFrom(key, m, query, m + 1) || // an extra letter in the query
    sameFrom(key, m + 1, query, m) || // a missing letter in the query
    // two neighbouring letters swapped
    (m + 1 < query.length &&
      key.charCodeAt(m) === query.charCodeAt(m + 1) &&
      key.charCodeAt(m + 1) === query.charCodeAt(m) &&
      sameFrom(key, m + 2, query, m + 2))
  );
}

/** At most this many keys are gathered per kind of match (ranges of very short queries). */
const PER_TIER_CAP = 1_000;
/** At most this many keys are checked by the typo pass. */
const TYPO_SCAN_CAP = 5_000;
/** Typos are tolerated from this query length on. */
const TYPO_MIN_LENGTH = 3;

interface Candidate {
  id: number;
  tier: number;
  exact: boolean;
  keyLength: number;
}

/**
 * The best `limit` matches of `query`, ranked: exact symbol, symbol prefix,
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
    // one typo, not in the first letter. Later than the second letter: the key starts with the
    // query's first two letters. At the second: the key starts with the first and third letters
    // (a letter too many, or two swapped), or, second letter left out, with the first letter and
    // the rest of the query (a wrong letter, or one missing).
    const a = q[0] ?? '';
    const typoScan = (list: KeyList, prefix: string, check: boolean) => {
      let j = lowerBound(list.keys, prefix);
      for (let scanned = 0; j < list.keys.length && scanned < TYPO_SCAN_CAP; j += 1, scanned += 1) {
        const key = list.keys[j] ?? '';
        if (!key.startsWith(prefix)) break;
        if (!check || prefixWithinOneEdit(key, q)) offer(list.ids[j] ?? 0, 5, key);
      }
    };
    // from the fourth letter on, the first three letters are right; at the third place, the
    // same two tricks as at the second (a range, and the index without the third letter)
    const settled = q.length >= 4 ? 3 : 2;
    for (const list of [index.symbols, index.words]) {
      typoScan(list, q.slice(0, settled), true);
      typoScan(list, a + q.slice(2, 3), true);
      if (settled === 3) typoScan(list, q.slice(0, 2) + q.slice(3, 4), true);
    }
    typoScan(index.skipSecond, a + q.slice(2), false);
    typoScan(index.skipSecond, a + q.slice(1), false);
    if (settled === 3) {
      typoScan(index.skipThird, q.slice(0, 2) + q.slice(3), false);
      typoScan(index.skipThird, q.slice(0, 2) + q.slice(2), false);
    }
  }
  const items = index.items;
  // the best `limit` candidates, kept sorted (no full sort of a large tier)
  const better = (a: Candidate, b: Candidate): boolean => {
    if (a.tier !== b.tier) return a.tier < b.tier;
    if (a.exact !== b.exact) return a.exact;
    if (a.keyLength !== b.keyLength) return a.keyLength < b.keyLength;
    const x = items[a.id];
    const y = items[b.id];
    const xs = x?.symbol ?? '';
    const ys = y?.symbol ?? '';
    if (xs.length !== ys.length) return xs.length < ys.length;
    if (xs !== ys) return xs < ys;
    const xe = x?.exchange ?? '';
    const ye = y?.exchange ?? '';
    if (xe !== ye) return xe < ye;
    return a.id < b.id;
  };
  const top: Candidate[] = [];
  for (const candidate of best.values()) {
    if (top.length === limit && !better(candidate, top[limit - 1] as Candidate)) continue;
    let at = top.length < limit ? top.length : limit - 1;
    while (at > 0 && better(candidate, top[at - 1] as Candidate)) at -= 1;
    top.splice(at, 0, candidate);
    if (top.length > limit) top.pop();
  }
  return top.map((c) => ({ item: items[c.id] as T, match: searchMatches[c.tier] ?? 'typo' }));
}
