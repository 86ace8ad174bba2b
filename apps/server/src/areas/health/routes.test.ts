import { afterEach, describe, expect, it } from 'vitest';
import { counter } from '../../platform/metrics';
import { startApp, type RunningApp } from '../../testing/server';

let running: RunningApp | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

describe('health routes over HTTP', () => {
  it('GET /healthz answers 200 ok in the success envelope', async () => {
    running = await startApp();
    const res = await fetch(`${running.url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ success: true, data: { status: 'ok' } });
  });

  it('GET /readyz answers 200 when the database ping resolves', async () => {
    running = await startApp({ db: { ping: async () => {} } });
    const res = await fetch(`${running.url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { status: 'ok' } });
  });

  it('GET /readyz answers 503 SERVICE_UNAVAILABLE when the ping fails, without its message', async () => {
    running = await startApp({
      db: {
        ping: async () => {
          throw new Error('connect ECONNREFUSED 10.0.0.7:5432 secret-host');
        },
      },
    });
    const res = await fetch(`${running.url}/readyz`);
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toContain('ECONNREFUSED');
    // the real cause is in the log
    expect(running.logs.join('')).toContain('ECONNREFUSED');
  });

  describe('GET /metrics', () => {
    const token = 'operator-token-of-the-test-0123';

    it('answers the metrics in the text format to the operator token', async () => {
      counter('test_health_seen_total', 'Seen by the health test', ['kind']).inc({ kind: 'x' });
      running = await startApp({ env: { METRICS_TOKEN: token } });
      const res = await fetch(`${running.url}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const text = await res.text();
      expect(text).toContain('# TYPE test_health_seen_total counter');
      expect(text).toMatch(/^test_health_seen_total\{kind="x"\} [1-9]\d*$/m);
    });

    it('refuses a caller without the token or with another one, and answers no figure', async () => {
      running = await startApp({ env: { METRICS_TOKEN: token } });
      for (const authorization of [undefined, `Bearer ${token}x`, token, 'Bearer ']) {
        const res = await fetch(`${running.url}/metrics`, {
          headers: authorization === undefined ? {} : { authorization },
        });
        expect(res.status).toBe(401);
        expect(await res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      }
    });

    it('is not served when no operator token is configured', async () => {
      running = await startApp();
      const res = await fetch(`${running.url}/metrics`, {
        headers: { authorization: 'Bearer anything-at-all-0123456' },
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });
  });
});
