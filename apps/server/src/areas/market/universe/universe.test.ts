import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  EXCHANGES,
  companyKey,
  industryId,
  instrumentKey,
  instrumentSchema,
  localeCodes,
  marketIds,
} from '@invest/domain';
import { describe, expect, it } from 'vitest';
import { findBySymbol, findInstrument, instrumentsOfMarket, UNIVERSE } from '.';

describe('the curated universe', () => {
  it('holds at least 500 instruments, at least 50 per market', () => {
    expect(UNIVERSE.length).toBeGreaterThanOrEqual(500);
    for (const market of marketIds)
      expect(instrumentsOfMarket(market).length).toBeGreaterThanOrEqual(50);
  });

  it('is valid against the instrument schema, with the exchange currency', () => {
    for (const instrument of UNIVERSE) {
      expect(instrumentSchema.safeParse(instrument).success, instrument.symbol).toBe(true);
      expect(instrument.currency).toBe(EXCHANGES[instrument.exchange].currency);
      expect(Number(instrument.referencePrice)).toBeGreaterThan(0);
    }
  });

  it('lists each symbol once per exchange', () => {
    const keys = UNIVERSE.map((i) => instrumentKey(i.exchange, i.symbol));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives Chinese listings a Chinese name, and only them', () => {
    for (const instrument of UNIVERSE) {
      const chinese = EXCHANGES[instrument.exchange].market === 'CN';
      expect(instrument.nameZh !== undefined, instrument.symbol).toBe(chinese);
    }
  });

  it('finds instruments by exchange and symbol, and by symbol in a market', () => {
    expect(findInstrument('NASDAQ', 'AAPL')?.name).toBe('Apple Inc.');
    expect(findInstrument('SSE', '600519')?.nameZh).toBe('贵州茅台');
    expect(findInstrument('NYSE', 'AAPL')).toBeUndefined();
    expect(findBySymbol('DOM').map((i) => i.exchange)).toEqual(['WSE']);
    expect(findBySymbol('PEP', 'PL').map((i) => i.exchange)).toEqual(['WSE']);
    expect(findBySymbol('PEP').length).toBe(2);
  });
});

/**
 * The locale resources' market texts, read as files: the server does not depend on @invest/i18n
 * (ARCHITECTURE.md's dependency rule), but the client names these industries through them.
 */
const localeTexts = <T>(locale: string, ns: string): T =>
  JSON.parse(
    readFileSync(
      join(
        import.meta.dirname,
        '../../../../../../packages/i18n/src/resources',
        locale,
        `${ns}.json`,
      ),
      'utf8',
    ),
  ) as T;
const marketTexts = (locale: string) =>
  localeTexts<{ industry?: Record<string, string> }>(locale, 'market');

/** Every locale but the deliberately partial Basque one (spec 1: it falls back to en-US). */
const completeLocales = localeCodes.filter((l) => l !== 'eu-ES');

describe("the universe's industries in the client's language", () => {
  const industries = [...new Set(UNIVERSE.map((i) => i.industry))].sort();

  it('give each industry a distinct id', () => {
    const ids = new Map<string, string>();
    for (const name of industries) {
      const id = industryId(name);
      expect(id, name).not.toBe('');
      expect(ids.get(id) ?? name, `${name} and ${ids.get(id)} share ${id}`).toBe(name);
      ids.set(id, name);
    }
  });

  it.each(completeLocales)('are all named in %s (market:industry.<id>)', (locale) => {
    const named = marketTexts(locale).industry ?? {};
    const missing = industries.filter((name) => !named[industryId(name)]?.trim());
    expect(
      missing.map((name) => `${locale} market:industry.${industryId(name)} (${name})`),
    ).toEqual([]);
  });

  it('are named in en-US exactly as the universe names them', () => {
    const named = marketTexts('en-US').industry ?? {};
    for (const name of industries) expect(named[industryId(name)], name).toBe(name);
  });
});

describe("the universe's company descriptions in the client's language", () => {
  /** `companies:<exchange>.<symbol>` of a locale, or undefined. */
  const described = (locale: string) => {
    const texts = localeTexts<Record<string, Record<string, string>>>(locale, 'companies');
    return (exchange: string, symbol: string) => {
      const [ex, sym] = companyKey(exchange, symbol).split('.') as [string, string];
      return texts[ex]?.[sym];
    };
  };

  it('give each listing a distinct key', () => {
    const keys = UNIVERSE.map((i) => companyKey(i.exchange, i.symbol));
    expect(new Set(keys).size).toBe(UNIVERSE.length);
  });

  it('are written in en-US exactly as the universe describes them', () => {
    const en = described('en-US');
    const differ = UNIVERSE.filter((i) => en(i.exchange, i.symbol) !== i.description);
    expect(differ.map((i) => `${i.exchange}:${i.symbol}`)).toEqual([]);
  });

  it.each(completeLocales.filter((l) => l !== 'en-US'))(
    'are all translated in %s (companies:<exchange>.<symbol>)',
    (locale) => {
      const text = described(locale);
      const missing = UNIVERSE.filter((i) => {
        const t = text(i.exchange, i.symbol)?.trim();
        return !t || t === i.description;
      });
      expect(missing.map((i) => `${locale} ${i.exchange}:${i.symbol}`)).toEqual([]);
    },
  );
});
