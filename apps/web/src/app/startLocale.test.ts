// The language a first paint starts in is chosen three times before the app can share code:
// public/theme-init.js (the cookie notice of the first paint), the route preload's runtime
// (scripts/route-preload.mjs: which namespace chunks to fetch) and app/prefs.ts initialLocale
// (the app itself). Each is run here on the same browsers, and all three must agree; a language
// the app has texts for but does not offer (a partial translation) is chosen by none.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { enabledLocales, defaultLocale } from '@invest/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error: plain ESM helper
import { runtimeSource } from '../../../../scripts/route-preload.mjs';
import { initialLocale, LOCALE_KEY } from './prefs';

const offered = [
  defaultLocale,
  ...enabledLocales.map((l) => l.locale).filter((l) => l !== defaultLocale),
];
/** Every language with texts, offered or not (the resources' folders). */
const withTexts = ['en-US', 'zh-CN', 'hi-IN', 'es-ES', 'tr-TR', 'pl-PL', 'de-DE', 'eu-ES'];

interface Browser {
  languages: string[];
  /** The choice kept in the browser (with the Functional consent). */
  stored?: string;
  /** The choice kept for the visit only (without it). */
  visit?: string;
}

const kept = (value: string | undefined) => storage(value ? { [LOCALE_KEY]: value } : {});
const storage = (values: Record<string, string>) => ({
  getItem: (key: string) => values[key] ?? null,
  setItem: () => undefined,
  removeItem: () => undefined,
});

/** theme-init.js's choice: `data-boot-locale` on <html>. */
function themeInit(browser: Browser): string | undefined {
  const html = { dataset: {} as Record<string, string>, lang: '' };
  const meta = { getAttribute: () => offered.join(' '), setAttribute: () => undefined };
  runInNewContext(readFileSync(join(import.meta.dirname, '../../public/theme-init.js'), 'utf8'), {
    document: {
      documentElement: html,
      querySelector: (q: string) => (q.includes('invest-locales') ? meta : null),
    },
    navigator: { languages: browser.languages },
    localStorage: kept(browser.stored),
    sessionStorage: kept(browser.visit),
  });
  return html.dataset.bootLocale;
}

/** The preload runtime's choice: the locale whose namespace chunk it fetches besides en-US. */
function preload(browser: Browser): string {
  const files = withTexts.map((l) => `ns-${l}.js`);
  const manifest = {
    base: '/',
    entry: files.length,
    initial: [],
    home: '/dashboard',
    login: '/login',
    tokenKey: 'invest_tokens',
    localeKey: LOCALE_KEY,
    fallback: defaultLocale,
    locales: offered,
    shellNs: ['common'],
    routes: [['/login', 0, [], []]],
    // as a build gives it: only the offered languages' chunks are in the manifest; the others are
    // listed here as well, to show the runtime never picks them
    ns: Object.fromEntries(withTexts.map((l, i) => [l, { common: i }])),
    files: [...files, 'entry.js'],
  };
  const head: { href?: string; src?: string }[] = [];
  const timers: (() => void)[] = [];
  runInNewContext(runtimeSource(manifest), {
    location: { pathname: '/login' },
    navigator: { languages: browser.languages, language: browser.languages[0] },
    window: { localStorage: kept(browser.stored), sessionStorage: kept(browser.visit) },
    Intl,
    setTimeout: (f: () => void) => timers.push(f),
    document: {
      visibilityState: 'hidden',
      createElement: () => ({}),
      createDocumentFragment: () => {
        const nodes: object[] = [];
        return { nodes, appendChild: (n: object) => nodes.push(n) };
      },
      head: { appendChild: (f: { nodes: typeof head }) => head.push(...f.nodes) },
      addEventListener: () => undefined,
    },
  });
  while (timers.length) timers.shift()!();
  const chosen = head
    .map((n) => /ns-(.+)\.js$/.exec(n.href ?? '')?.[1])
    .filter((l): l is string => l !== undefined);
  return chosen.find((l) => l !== defaultLocale) ?? defaultLocale;
}

/** The app's own choice. */
function app(browser: Browser): string {
  vi.stubGlobal('window', {
    localStorage: kept(browser.stored),
    sessionStorage: kept(browser.visit),
  });
  vi.stubGlobal('navigator', { languages: browser.languages });
  return initialLocale();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the start locale', () => {
  const pl = offered.find((l) => l.startsWith('pl')) ?? defaultLocale;
  const zh = offered.find((l) => l.startsWith('zh')) ?? defaultLocale;
  const cases: [string, Browser, string][] = [
    ['an English browser', { languages: ['en-GB', 'en'] }, defaultLocale],
    ['a Polish browser', { languages: ['pl'] }, pl],
    ['a Chinese browser (by language, any region)', { languages: ['zh-TW'] }, zh],
    ['a German browser (texts, not offered)', { languages: ['de-DE', 'de'] }, defaultLocale],
    ['a Basque browser (partial texts)', { languages: ['eu-ES'] }, defaultLocale],
    ['a German browser that also reads Polish', { languages: ['de-DE', 'pl-PL'] }, pl],
    ['a stored choice over the browser', { languages: ['pl-PL'], stored: zh }, zh],
    ['a choice kept for the visit only', { languages: ['pl-PL'], visit: zh }, zh],
    ["the visit's choice over the stored one", { languages: [], stored: pl, visit: zh }, zh],
    ['a stored language no longer offered', { languages: ['pl-PL'], stored: 'de-DE' }, pl],
    ['no language at all', { languages: [] }, defaultLocale],
  ];

  it.each(cases)('%s: the same in theme-init.js, the preload and the app', (_, browser, want) => {
    expect({
      themeInit: themeInit(browser),
      preload: preload(browser),
      app: app(browser),
    }).toEqual({ themeInit: want, preload: want, app: want });
  });

  it('offers more than one language, so the cases above choose between languages', () => {
    expect(offered.length).toBeGreaterThan(1);
    expect(offered).toContain('pl-PL');
    expect(offered).not.toContain('de-DE');
  });
});
