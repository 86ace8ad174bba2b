import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  normalizeSearchText,
  prefixWithinOneEdit,
  type Searchable,
  searchInstruments,
  STOP_WORDS,
} from './search';
import { UNIVERSE } from './universe';

const index = buildSearchIndex(UNIVERSE);
const top = (query: string, limit = 10) =>
  searchInstruments(index, query, limit).map((h) => `${h.item.exchange}:${h.item.symbol}`);
const first = (query: string) => searchInstruments(index, query, 10)[0];

describe('symbol search', () => {
  it('puts the exact symbol first, before longer symbols and names', () => {
    expect(first('T')?.item.symbol).toBe('T');
    expect(first('T')?.match).toBe('symbol_exact');
    expect(first('ma')?.item.symbol).toBe('MA');
    expect(first('V')?.item.symbol).toBe('V');
    expect(first('pep')?.match).toBe('symbol_exact');
    // PEP on NASDAQ and on WSE are both exact; both come before PEP-prefixed symbols
    expect(top('pep').slice(0, 2).sort()).toEqual(['NASDAQ:PEP', 'WSE:PEP']);
  });

  it('matches symbol prefixes, case-insensitively', () => {
    const hits = searchInstruments(index, 'reli', 5);
    expect(hits[0]?.item.symbol).toBe('RELIANCE');
    expect(hits[0]?.match).toBe('symbol_prefix');
    expect(top('aap')[0]).toBe('NASDAQ:AAPL');
    expect(top('AaP')[0]).toBe('NASDAQ:AAPL');
    expect(top('brk')[0]).toBe('NYSE:BRK.B');
    expect(top('brkb')[0]).toBe('NYSE:BRK.B');
  });

  it('then matches the name and its words', () => {
    expect(first('microsoft')?.item.symbol).toBe('MSFT');
    expect(first('microsoft')?.match).toBe('name_prefix');
    const moutai = searchInstruments(index, 'moutai', 5);
    expect(moutai[0]?.item.symbol).toBe('600519');
    expect(moutai[0]?.match).toBe('name_word');
    expect(top('bank of')).toEqual(
      expect.arrayContaining(['NYSE:BAC', 'SSE:601988', 'NSE:BANKBARODA']),
    );
    // a symbol prefix outranks a name match
    const amd = searchInstruments(index, 'am', 40);
    const firstName = amd.findIndex(
      (h) => h.match !== 'symbol_prefix' && h.match !== 'symbol_exact',
    );
    expect(amd.slice(0, firstName).every((h) => h.item.symbol.toLowerCase().startsWith('am'))).toBe(
      true,
    );
  });

  it('tolerates one typo (not in the first letter)', () => {
    for (const query of ['microsfot', 'micorsoft', 'mcrosoft', 'microsooft', 'mixrosoft']) {
      expect(first(query)?.item.symbol, query).toBe('MSFT');
      expect(first(query)?.match, query).toBe('typo');
    }
    expect(top('nvidai')[0]).toBe('NASDAQ:NVDA');
    // two typos are too many
    expect(top('mcrosfot')).not.toContain('NASDAQ:MSFT');
  });

  it('matches Chinese names, from the start or anywhere', () => {
    expect(first('贵州茅台')?.item.symbol).toBe('600519');
    expect(first('贵州茅台')?.match).toBe('name_prefix');
    expect(first('茅台')?.item.symbol).toBe('600519');
    expect(first('茅台')?.match).toBe('chinese_name');
    expect(top('宁德')[0]).toBe('SZSE:300750');
    expect(top('银行')).toEqual(expect.arrayContaining(['SSE:601398', 'SZSE:000001']));
  });

  it('ignores case and diacritics, Turkish and Polish letters included', () => {
    expect(normalizeSearchText('Türkiye İş Bankası')).toBe('turkiye is bankasi');
    expect(normalizeSearchText('Zakład Łódź')).toBe('zaklad lodz');
    expect(normalizeSearchText('  Telefónica   S.A. ')).toBe('telefonica s.a.');
    expect(normalizeSearchText('ＡＢＣ')).toBe('abc');
    expect(first('telefonica')?.item.symbol).toBe('TEF');
    expect(first('TELEFÓNICA')?.item.symbol).toBe('TEF');
    expect(top('is bankasi')).toContain('BIST:ISCTR');
    expect(top('bankası')).toContain('BIST:ISCTR');
    expect(top('zaklad')).toContain('WSE:PZU');
    expect(top('ęreğli').length).toBeGreaterThan(0);
    expect(top('eregli')[0]).toBe('BIST:EREGL');
  });

  it('searches extra instruments next to the universe, and returns nothing for nothing', () => {
    const extra: Searchable[] = [
      ...UNIVERSE,
      { symbol: 'ZZZX', name: 'Zeta Zulu Labs', exchange: 'NYSE' },
    ];
    const bigger = buildSearchIndex(extra);
    expect(searchInstruments(bigger, 'zulu')[0]?.item.symbol).toBe('ZZZX');
    expect(searchInstruments(bigger, '   ')).toEqual([]);
    expect(searchInstruments(bigger, 'apple', 0)).toEqual([]);
    expect(searchInstruments(bigger, 'qqqqqqqq')).toEqual([]);
  });

  it('respects the limit and never repeats an instrument', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 30 }),
        (query, limit) => {
          const hits = searchInstruments(index, query, limit);
          expect(hits.length).toBeLessThanOrEqual(limit);
          const keys = hits.map((h) => `${h.item.exchange}:${h.item.symbol}`);
          expect(new Set(keys).size).toBe(keys.length);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('finds every instrument by its own symbol, first', () => {
    for (const instrument of UNIVERSE) {
      const hits = searchInstruments(index, instrument.symbol, 5);
      const exact = hits.filter((h) => h.match === 'symbol_exact').map((h) => h.item);
      expect(exact).toContain(instrument);
    }
  });

  it('finds a name word with any one typo after its first letter', () => {
    const all = UNIVERSE.length;
    fc.assert(
      fc.property(
        fc.constantFrom(...UNIVERSE),
        fc.nat(),
        fc.nat(),
        fc.constantFrom('substitute', 'insert', 'delete', 'swap'),
        (instrument, w, at, kind) => {
          const words = normalizeSearchText(instrument.name)
            .split(/[^\p{L}\p{N}]+/u)
            .filter((x) => x.length >= 5 && !STOP_WORDS.has(x));
          fc.pre(words.length > 0);
          const word = words[w % words.length] ?? '';
          const i = 1 + (at % (word.length - 2));
          const query =
            kind === 'substitute'
              ? word.slice(0, i) + (word[i] === 'q' ? 'z' : 'q') + word.slice(i + 1)
              : kind === 'insert'
                ? word.slice(0, i) + 'q' + word.slice(i)
                : kind === 'delete'
                  ? word.slice(0, i) + word.slice(i + 1)
                  : word.slice(0, i) + (word[i + 1] ?? '') + (word[i] ?? '') + word.slice(i + 2);
          const hits = searchInstruments(index, query, all).map((h) => h.item);
          expect(hits, query).toContain(instrument);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('accepts a typo exactly when one edit turns a prefix into the query', () => {
    expect(prefixWithinOneEdit('microsoft', 'micro')).toBe(true);
    expect(prefixWithinOneEdit('microsoft', 'micxo')).toBe(true);
    expect(prefixWithinOneEdit('microsoft', 'mcro')).toBe(true);
    expect(prefixWithinOneEdit('microsoft', 'miccro')).toBe(true);
    expect(prefixWithinOneEdit('microsoft', 'imcro')).toBe(true);
    expect(prefixWithinOneEdit('apple', 'apples')).toBe(true);
    expect(prefixWithinOneEdit('microsoft', 'mxcxo')).toBe(false);
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{3,10}$/),
        fc.nat(),
        fc.constantFrom('a', 'z'),
        (word, at, letter) => {
          const i = at % word.length;
          expect(prefixWithinOneEdit(word, word)).toBe(true);
          expect(prefixWithinOneEdit(word, word.slice(0, i) + letter + word.slice(i + 1))).toBe(
            true,
          );
          expect(prefixWithinOneEdit(word, word.slice(0, i) + word.slice(i + 1))).toBe(true);
          expect(prefixWithinOneEdit(word, word.slice(0, i) + letter + word.slice(i))).toBe(true);
        },
      ),
    );
  });
});
