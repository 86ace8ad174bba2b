import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const catchError = (fn: () => unknown): ConfigError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ConfigError) return e;
    throw e;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('gives the documented defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 8787,
      HOST: '127.0.0.1',
      DATA_DIR: '.data',
      CORS_ORIGINS: ['http://127.0.0.1:5173', 'http://localhost:5173'],
      BODY_LIMIT_BYTES: 1024 * 1024,
      LOG_LEVEL: 'info',
      AUTH_SECRET_SOURCE: 'generated',
      SEED_DEMO: true,
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    // No secret from the source; a random one (kept per installation by startServer)
    expect(config.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).AUTH_SECRET).not.toBe(config.AUTH_SECRET);
  });

  it('reads values and splits CORS_ORIGINS', () => {
    const config = loadConfig({
      PORT: '9000',
      CORS_ORIGINS: ' https://a.example.com , https://b.example.com ',
      DATABASE_URL: 'postgres://u@localhost/invest',
      AUTH_SECRET: 'x'.repeat(40),
    });
    expect(config.PORT).toBe(9000);
    expect(config.CORS_ORIGINS).toEqual(['https://a.example.com', 'https://b.example.com']);
    expect(config.AUTH_SECRET_SOURCE).toBe('env');
    expect(config.warnings).toEqual([]);
  });

  it('allows the Vite development origins by default outside production only', () => {
    const dev = ['http://127.0.0.1:5173', 'http://localhost:5173'];
    expect(loadConfig({ NODE_ENV: 'test' }).CORS_ORIGINS).toEqual(dev);
    // a production server answers cross-origin calls only from the origins it is given
    const production = { NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(32) };
    expect(loadConfig(production).CORS_ORIGINS).toEqual([]);
    expect(
      loadConfig({ ...production, CORS_ORIGINS: 'https://app.example.com' }).CORS_ORIGINS,
    ).toEqual(['https://app.example.com']);
  });

  it('rejects a bad PORT with a readable message naming it', () => {
    const error = catchError(() => loadConfig({ PORT: 'eighty' }));
    expect(error.message).toMatch(/^Invalid environment:/);
    expect(error.message).toMatch(/PORT: must be a whole number/);
    expect(catchError(() => loadConfig({ PORT: '70000' })).message).toMatch(
      /PORT: must be between 0 and 65535/,
    );
  });

  it('lists every bad variable at once, without echoing values', () => {
    const error = catchError(() =>
      loadConfig({ PORT: '-1', LOG_LEVEL: 'loud', AUTH_SECRET: 'short-secret-value' }),
    );
    expect(error.problems.map((p) => p.split(':')[0])).toEqual(
      expect.arrayContaining(['PORT', 'LOG_LEVEL', 'AUTH_SECRET']),
    );
    expect(error.message).not.toContain('short-secret-value');
  });

  it('refuses to start in production without AUTH_SECRET', () => {
    const error = catchError(() => loadConfig({ NODE_ENV: 'production' }));
    expect(error.message).toMatch(/AUTH_SECRET: required in production/);
  });

  it('starts in production with a long enough AUTH_SECRET', () => {
    const config = loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(32) });
    expect(config.AUTH_SECRET_SOURCE).toBe('env');
  });

  it('takes MARKET_TIME as an instant, refuses a bad one and any in production', () => {
    const config = loadConfig({ MARKET_TIME: '2026-11-24T15:00:00Z' });
    expect(config.MARKET_TIME?.toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(catchError(() => loadConfig({ MARKET_TIME: 'tuesday' })).message).toMatch(
      /MARKET_TIME: must be an ISO 8601 instant/,
    );
    const production = catchError(() =>
      loadConfig({
        NODE_ENV: 'production',
        AUTH_SECRET: 's'.repeat(32),
        MARKET_TIME: '2026-11-24T15:00:00Z',
      }),
    );
    expect(production.message).toMatch(/MARKET_TIME: not allowed in production/);
  });
});
