import { describe, expect, it, vi } from 'vitest';
import { healthRoutes } from './contract/health';
import { pingServer, pingUrl } from './health';

const client = { baseUrl: 'https://api.example' };

describe('pingServer (contract route health)', () => {
  it('calls the contract path and answers the round trip in whole ms', async () => {
    const fetch = vi.fn(async () => new Response('{"status":"ok"}', { status: 200 }));
    const times = [100, 142.6];
    const ms = await pingServer(client, { fetch, now: () => times.shift() ?? 0 });
    expect(ms).toBe(43);
    expect(fetch).toHaveBeenCalledWith(
      `https://api.example${healthRoutes.health.path}`,
      expect.objectContaining({ method: 'GET', cache: 'no-store' }),
    );
    expect(pingUrl(client)).toBe('https://api.example/healthz');
  });

  it('answers null when the server fails or does not answer', async () => {
    const failing = vi.fn(async () => new Response('', { status: 503 }));
    expect(await pingServer(client, { fetch: failing })).toBeNull();
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await pingServer(client, { fetch: offline })).toBeNull();
  });

  it("reads each answer's body to its end, a failure's too (an unread body keeps its request open)", async () => {
    const answers = [
      new Response('{"status":"ok"}', { status: 200 }),
      new Response('{"success":false}', { status: 503 }),
    ];
    const fetch = vi.fn(async () => answers[fetch.mock.calls.length - 1]!);
    expect(await pingServer(client, { fetch, now: () => 0 })).toBe(0);
    expect(await pingServer(client, { fetch, now: () => 0 })).toBeNull();
    expect(answers.map((a) => a.bodyUsed)).toEqual([true, true]);
  });
});
