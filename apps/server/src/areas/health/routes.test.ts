import { afterEach, describe, expect, it } from 'vitest';
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
});
