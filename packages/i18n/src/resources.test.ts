import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeCodes, type LocaleCode } from './locales';
import { namespaces, resources } from './resources';
import { resourceLoaders } from './resources/loaders';

type Tree = { [key: string]: string | Tree };

/** Leaf keys of a resource, dotted: { a: { b: 'x' } } gives { 'a.b': 'x' }. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const PLURAL = /_(?:ordinal_)?(zero|one|two|few|many|other)$/;

/** Every en-US key, with plural forms (i18next `_one`, `_other`, ...) folded into one. */
function baseKeys(keys: Iterable<string>): Map<string, { plural: boolean }> {
  const out = new Map<string, { plural: boolean }>();
  for (const key of keys) {
    const plural = PLURAL.test(key);
    out.set(key.replace(PLURAL, ''), { plural });
  }
  return out;
}

function keysOf(lng: LocaleCode, ns: (typeof namespaces)[number]): Map<string, string> {
  const tree = resources[lng][ns] as Tree | undefined;
  return tree ? flatten(tree) : new Map();
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}|\$t\(([^)]+)\)/g)]
    .map((m) => m[1] ?? `$t(${m[2]})`)
    .sort();
}

const english = 'en-US';
/** Complete locales: every en-US key must be translated (pl-PL and zh-CN are enabled). */
const complete = ['zh-CN', 'pl-PL', 'hi-IN', 'es-ES', 'tr-TR', 'de-DE'] as const;
/** Deliberately partial (spec 1): missing keys fall back to en-US. */
const partial = ['eu-ES'] as const;

/**
 * Translations allowed to equal English. Theme names Neo and Edel are names; PIN is a code
 * every market uses as is; German uses the words App, Standard and Japan, Spanish the word Error, as English does.
 * Texts with no letters besides placeholders ('{{name}}', '{{value}}%') are always allowed.
 */
const sameAsEnglish = {
  all: [
    // a VIP level's badge: VIP is the brokerages' word in every market
    'products:locked',
    'common:theme.neo',
    'common:theme.edel',
    'ui:pinInput.label',
    'web:titles.pin',
    'security:stepUp.pin',
    // chart range abbreviations: several markets write them as English does (1M, 3M, 1D...)
    ...['1D', '5D', '1M', '3M', '6M', '1Y', '5Y'].map((r) => `quote:chart.rangeShort.${r}`),
    ...['1M', '3M', '1Y'].map((r) => `trade:portfolio.performance.rangeShort.${r}`),
    // India's goods and services tax is GST in every language its contract notes are read in
    'trade:review.fees.in_gst',
    // India's Permanent Account Number is the PAN in every language its KYC is read in
    'kyc:idDocument.pan.number',
    // SWIFT/BIC is the banks' own name of the code in every market
    'money:deposit.swift',
    // the VIP level is named VIP in every market the product serves (as on the profile)
    'loans:trust.vipValue',
  ],
  'de-DE': [
    // Quant, Standard, Minimum and Code are German words too
    'products:types.quant',
    'products:typesPlural.quant',
    'products:subtypes.standard',
    'products:minimum',
    'products:fields.code',
    'common:appName',
    'common:theme.stand',
    'common:theme.jp',
    'security:passkeys.title',
    // 'Status' is the German word too
    'trade:placed.status',
    'trade:orders.filterStatus',
    'trade:orders.status',
    // the country's name is China in German too
    'market:names.CN',
    // German brokerages name these industries with the same words as English
    'market:industry.aluminium',
    'market:industry.gold',
    'market:industry.lithium',
    'market:industry.software',
  ],
  // 'Total' is the Spanish word too
  'es-ES': [
    // 'Flexible' is the Spanish word too
    'products:subtypes.flex',
    'products:terms.flexible',
    'ui:toast.tone.error',
    'trade:orders.total',
    'offerings:subscribe.total',
    // the countries' names are China and India in Spanish too
    'market:names.CN',
    'market:names.IN',
    // Spanish brokerages write the software industry as English does
    'market:industry.software',
  ],
  // 'Aluminium' is the Polish word too
  'pl-PL': [
    'market:industry.aluminium',
    // Polish brokerages say Quant and Minimum as English does
    'products:types.quant',
    'products:typesPlural.quant',
    'products:minimum',
  ],
  // 'Minimum' is the Turkish word too
  'tr-TR': ['products:minimum'],
} as const satisfies Partial<Record<LocaleCode | 'all', readonly string[]>>;

describe('resource registry', () => {
  const dir = join(import.meta.dirname, 'resources');

  it('has a folder per locale and no other', () => {
    const folders = readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(folders).toEqual([...localeCodes].sort());
  });

  it.each([...localeCodes])('%s: bundles and lazy loaders list exactly its JSON files', (lng) => {
    const files = readdirSync(join(dir, lng))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(
      files.every((f) => (namespaces as readonly string[]).includes(f)),
      files.join(),
    ).toBe(true);
    expect(Object.keys(resources[lng]).sort()).toEqual(files);
    expect(Object.keys(resourceLoaders[lng]).sort()).toEqual(files);
  });

  it('en-US has every namespace', () => {
    expect(Object.keys(resources[english]).sort()).toEqual([...namespaces].sort());
  });

  it.each([...localeCodes])('%s: lazy loaders give the bundled texts', async (lng) => {
    for (const [ns, load] of Object.entries(resourceLoaders[lng])) {
      const { default: bundle } = await load();
      expect(bundle, `${lng}/${ns}`).toEqual(resources[lng][ns as (typeof namespaces)[number]]);
    }
  });
});

describe.each([...complete])('%s is complete', (lng) => {
  const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;

  it.each([...namespaces])('has every en-US key of %s, and no other', (ns) => {
    const en = keysOf(english, ns);
    const own = keysOf(lng, ns);
    const missing: string[] = [];
    for (const [base, { plural }] of baseKeys(en.keys())) {
      const needed = plural ? categories.map((c) => `${base}_${c}`) : [base];
      const pluralForms = categories.map((c) => `${base}_${c}`);
      const ok =
        needed.every((k) => own.has(k)) || (!plural && pluralForms.every((k) => own.has(k)));
      if (!ok) missing.push(...needed.filter((k) => !own.has(k)));
    }
    expect(missing.map((k) => `${lng} ${ns}:${k}`)).toEqual([]);
    const known = baseKeys(en.keys());
    const extra = [...own.keys()].filter((k) => !known.has(k.replace(PLURAL, '')));
    expect(extra.map((k) => `${lng} ${ns}:${k} (not in en-US)`)).toEqual([]);
  });
});

describe.each([...complete, ...partial])('%s translations', (lng) => {
  const allowed = new Set<string>([
    ...sameAsEnglish.all,
    ...((sameAsEnglish as Partial<Record<string, readonly string[]>>)[lng] ?? []),
  ]);

  /** The en-US text a translated key corresponds to (plural forms map to en's form or _other). */
  function englishFor(en: Map<string, string>, key: string): string | undefined {
    if (en.has(key)) return en.get(key);
    const base = key.replace(PLURAL, '');
    const category = PLURAL.exec(key)?.[1];
    return en.get(`${base}_${category}`) ?? en.get(`${base}_other`) ?? en.get(base);
  }

  it.each([...namespaces])('%s: differ from English except the allow-list', (ns) => {
    const en = keysOf(english, ns);
    const same = [...keysOf(lng, ns)]
      .filter(([key, text]) => text === englishFor(en, key))
      .filter(([, text]) => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, '')))
      .map(([key]) => `${ns}:${key}`)
      .filter((id) => !allowed.has(id.replace(PLURAL, '')));
    expect(same.map((id) => `${lng} ${id} is English`)).toEqual([]);
  });

  it.each([...namespaces])('%s: keep the en-US placeholders', (ns) => {
    const en = keysOf(english, ns);
    const wrong: string[] = [];
    for (const [key, text] of keysOf(lng, ns)) {
      const source = englishFor(en, key);
      if (source === undefined) continue;
      let expected = placeholders(source);
      // a plural form may spell the count out ('jedna akcja')
      if (PLURAL.test(key)) expected = expected.filter((p) => p !== 'count');
      const actual = placeholders(text).filter(
        (p) => p !== 'count' || (!PLURAL.test(key) && expected.includes(p)),
      );
      if (actual.join() !== expected.join()) {
        wrong.push(`${lng} ${ns}:${key} has {${actual.join()}} for {${expected.join()}}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('holds only strings and objects, with no empty text', () => {
    for (const ns of namespaces) {
      for (const [key, text] of keysOf(lng, ns)) expect(text.trim(), `${ns}:${key}`).not.toBe('');
    }
  });
});

describe('eu-ES (Basque) is partial', () => {
  it('lacks some en-US keys and has none that en-US lacks', () => {
    let total = 0;
    let translated = 0;
    for (const ns of namespaces) {
      const en = keysOf(english, ns);
      const eu = keysOf('eu-ES', ns);
      total += en.size;
      translated += eu.size;
      for (const key of eu.keys()) expect(en.has(key), `eu-ES ${ns}:${key}`).toBe(true);
    }
    expect(translated).toBeGreaterThan(0);
    expect(translated).toBeLessThan(total);
  });
});

/**
 * The keys one object of a JSON text names twice (a parser keeps the last silently, so an
 * edit to the first would never show), as dotted paths.
 */
function repeatedKeys(text: string): string[] {
  const repeated: string[] = [];
  const stack: { path: string; keys: Set<string> }[] = [];
  let pendingKey: string | null = null;
  const token = /"((?:[^"\\]|\\.)*)"(\s*:)?|[{}]/g;
  for (let m = token.exec(text); m; m = token.exec(text)) {
    if (m[0] === '{') {
      const parent = stack.at(-1);
      const path = parent && pendingKey !== null ? `${parent.path}${pendingKey}.` : '';
      stack.push({ path, keys: new Set() });
      pendingKey = null;
    } else if (m[0] === '}') {
      stack.pop();
    } else if (m[2]) {
      const key = m[1] ?? '';
      const here = stack.at(-1);
      if (here?.keys.has(key)) repeated.push(`${here.path}${key}`);
      here?.keys.add(key);
      pendingKey = key;
    }
  }
  return repeated;
}

describe('resource files', () => {
  const dir = join(import.meta.dirname, 'resources');
  it('name each key once per object', () => {
    expect(repeatedKeys('{"a":{"x":"1","y":"2","x":"3"},"b":"4","b":"5"}')).toEqual(['a.x', 'b']);
    const found: string[] = [];
    for (const locale of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
      for (const file of readdirSync(join(dir, locale.name)).filter((f) => f.endsWith('.json'))) {
        const text = readFileSync(join(dir, locale.name, file), 'utf8');
        for (const key of repeatedKeys(text)) found.push(`${locale.name}/${file}: ${key}`);
      }
    }
    expect(found).toEqual([]);
  });
});
