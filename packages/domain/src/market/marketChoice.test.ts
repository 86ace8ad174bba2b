import { describe, expect, it } from 'vitest';
import { enabledMarkets, marketOfLocale, resolveMarketChoice } from './marketChoice';

describe('the market a client follows', () => {
  it('is one of the enabled markets: the US, Poland and China (spec 1)', () => {
    expect(enabledMarkets).toEqual(['US', 'PL', 'CN']);
  });

  it("defaults from the locale's region, else to the first enabled market", () => {
    expect(marketOfLocale('pl-PL', enabledMarkets)).toBe('PL');
    expect(marketOfLocale('zh-CN', enabledMarkets)).toBe('CN');
    expect(marketOfLocale('en-US', enabledMarkets)).toBe('US');
    // a locale whose market is not enabled (or none): the default market
    expect(marketOfLocale('de-DE', enabledMarkets)).toBe('US');
    expect(marketOfLocale('hi-IN', enabledMarkets)).toBe('US');
    expect(marketOfLocale('en', enabledMarkets)).toBe('US');
  });

  it('defaults from the locale once, on the first visit, and is remembered', () => {
    expect(resolveMarketChoice(null, 'pl-PL', enabledMarkets)).toEqual({
      market: 'PL',
      remember: true,
    });
  });

  it('then follows the choice, not the language', () => {
    // chose Poland, then switched the language to English: still Poland
    expect(resolveMarketChoice('PL', 'en-US', enabledMarkets)).toEqual({
      market: 'PL',
      remember: false,
    });
    expect(resolveMarketChoice('CN', 'pl-PL', enabledMarkets)).toEqual({
      market: 'CN',
      remember: false,
    });
  });

  it('defaults again when what is stored is no enabled market', () => {
    expect(resolveMarketChoice('IN', 'zh-CN', enabledMarkets)).toEqual({
      market: 'CN',
      remember: true,
    });
    expect(resolveMarketChoice('bogus', 'en-US', enabledMarkets)).toEqual({
      market: 'US',
      remember: true,
    });
  });
});
