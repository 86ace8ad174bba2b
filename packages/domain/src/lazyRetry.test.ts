import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRetryableLazyLoadError, shouldRetryLazyLoad } from './lazyRetry';

const chrome = new TypeError(
  'Failed to fetch dynamically imported module: https://app.example/assets/Market-3f2a.js',
);

describe('isRetryableLazyLoadError (spec 8)', () => {
  it.each([
    ['Chrome', chrome],
    ['Firefox', new TypeError('NetworkError when attempting to fetch resource.')],
    ['Firefox import', new TypeError('error loading dynamically imported module: /assets/a.js')],
    ['Safari', new TypeError('Load failed')],
    ['Safari import', new TypeError('Importing a module script failed.')],
    ['a timeout', new Error('Request timeout after 15000 ms')],
    ['timed out', new Error('The operation timed out.')],
    ['a TimeoutError name', Object.assign(new Error('signal aborted'), { name: 'TimeoutError' })],
    ['a string', 'network down'],
    ['a plain object', { message: 'FETCH error' }],
  ])('retries %s', (_, error) => {
    expect(isRetryableLazyLoadError(error)).toBe(true);
  });

  it.each([
    ['a syntax error', new SyntaxError("Unexpected token '<'")],
    ['a render error', new Error('Cannot read properties of undefined')],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an object without texts', { message: 42, name: {} }],
    ['an empty string', ''],
  ])('does not retry %s', (_, error) => {
    expect(isRetryableLazyLoadError(error)).toBe(false);
  });
});

describe('shouldRetryLazyLoad (spec 8/9: up to 3 times, 800 ms apart)', () => {
  it('retries a network error three times, 800 ms apart, then stops', () => {
    expect([0, 1, 2, 3].map((attempt) => shouldRetryLazyLoad(chrome, attempt))).toEqual([
      { retry: true, delayMs: 800 },
      { retry: true, delayMs: 800 },
      { retry: true, delayMs: 800 },
      { retry: false },
    ]);
  });

  it('does not retry other errors', () => {
    expect(shouldRetryLazyLoad(new Error('boom'), 0)).toEqual({ retry: false });
  });

  it('does not retry a negative, fractional or non-finite attempt', () => {
    expect(shouldRetryLazyLoad(chrome, -1)).toEqual({ retry: false });
    expect(shouldRetryLazyLoad(chrome, 0.5)).toEqual({ retry: false });
    expect(shouldRetryLazyLoad(chrome, Number.NaN)).toEqual({ retry: false });
  });

  it('never retries more than 3 times in all (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (attempt) => {
        expect(shouldRetryLazyLoad(chrome, attempt).retry).toBe(attempt < 3);
      }),
    );
  });
});
