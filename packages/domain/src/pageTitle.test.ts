import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle';

describe('pageTitle (spec 2)', () => {
  it('joins the app name and the route title', () => {
    expect(pageTitle('Invest', 'Market')).toBe('Invest | Market');
  });

  it('is the app name alone without a route title', () => {
    expect(pageTitle('Invest')).toBe('Invest');
    expect(pageTitle('Invest', '')).toBe('Invest');
    expect(pageTitle('Invest', '   ')).toBe('Invest');
    expect(pageTitle('Invest', null)).toBe('Invest');
  });

  it("falls back to 'App' for a missing, empty or blank app name", () => {
    expect(pageTitle(undefined, 'Market')).toBe('App | Market');
    expect(pageTitle(null, 'Market')).toBe('App | Market');
    expect(pageTitle('', 'Market')).toBe('App | Market');
    expect(pageTitle(' \t ')).toBe('App');
  });

  it('trims both parts', () => {
    expect(pageTitle('  Invest ', ' Market  ')).toBe('Invest | Market');
  });

  it('always starts with a non-blank app name (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (app, title) => {
        const result = pageTitle(app, title);
        expect(result.trim()).not.toBe('');
        expect(result.startsWith(app?.trim() || 'App')).toBe(true);
      }),
    );
  });
});
