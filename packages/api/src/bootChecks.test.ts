import { BOOT_CHECKS, FAILED_PING_MS } from '@invest/domain';
import { describe, expect, it, vi } from 'vitest';
import { runBootChecks, type BootChecksState } from './bootChecks';
import type { ApiClient } from './client';
import type { ApiCache } from './hooks/cache';
import type { Session } from './session';

const settings = {
  app_name: 'Invest',
  web_logo: '',
  app_version: '1.2.3',
  app_template: null,
  locales: [],
  default_locale: 'en-US',
  default_currency: 'USD',
};
const company = { co_name: 'Invest Ltd', icp_no: '', co_address: '', app_video: '' };
const geo = { ip: '203.0.113.7', country: 'Poland', country_code: 'PL', city: 'Warsaw' };

function setup({
  authenticated = true,
  fail = [] as string[],
  pings = [true, true, true] as boolean[],
} = {}) {
  const calls: string[] = [];
  const request = vi.fn(async (name: string) => {
    calls.push(name);
    if (fail.includes(name)) throw new Error(`${name} failed`);
    return { settingsApp: settings, settingsCompany: company, geoLookup: geo }[name];
  });
  const client = { baseUrl: 'https://api.example', request } as unknown as ApiClient;
  const session = {
    bootstrap: vi.fn(async () => {
      calls.push('bootstrap');
      if (fail.includes('bootstrap')) throw new Error('bootstrap failed');
    }),
    loadPermissions: vi.fn(async () => {
      calls.push('loadPermissions');
    }),
    getSnapshot: () => ({ auth: { status: authenticated ? 'authenticated' : 'idle' } }),
  } as unknown as Session & Pick<ApiCache, 'loadPermissions'>;
  let clock = 0;
  const outcomes = [...pings];
  const fetch = vi.fn(async (url: string) => {
    calls.push(`ping ${url}`);
    clock += 40;
    const ok = outcomes.shift() ?? false;
    if (!ok) throw new TypeError('Failed to fetch');
    return new Response('{}', { status: 200 });
  });
  const updates: BootChecksState[] = [];
  const run = (signal?: AbortSignal) =>
    runBootChecks({
      client,
      session,
      cache: session,
      fetch: fetch as unknown as typeof globalThis.fetch,
      now: () => clock,
      navigator: {
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
        platform: 'iPhone',
        maxTouchPoints: 5,
      },
      onUpdate: (state) => updates.push(state),
      ...(signal ? { signal } : {}),
    });
  return { run, calls, updates, session };
}

describe('runBootChecks (spec 2 startup overlay)', () => {
  it('runs ping, config, auth, perms, company, geo and device in order, for real', async () => {
    const { run, calls, updates } = setup();
    const final = await run();
    expect(calls).toEqual([
      'ping https://api.example/healthz',
      'ping https://api.example/healthz',
      'ping https://api.example/healthz',
      'settingsApp',
      'bootstrap',
      'loadPermissions',
      'settingsCompany',
      'geoLookup',
    ]);
    // each check is reported running before it finishes, in the spec's order
    const started = updates
      .flatMap((u) => Object.entries(u.checks).filter(([, s]) => s === 'running'))
      .map(([check]) => check);
    expect([...new Set(started)]).toEqual([...BOOT_CHECKS]);
    expect(final.running).toBe(false);
    expect(Object.values(final.checks)).toEqual(BOOT_CHECKS.map(() => 'done'));
    expect(final.samples).toEqual([
      { url: 'https://api.example/healthz', ms: 40 },
      { url: 'https://api.example/healthz', ms: 40 },
      { url: 'https://api.example/healthz', ms: 40 },
    ]);
    expect(final.avgLatency).toBe(40);
    expect(final.geo).toEqual({ country: 'Poland', city: 'Warsaw', ip: '203.0.113.7' });
    expect(final.device).toEqual({
      os: 'iOS',
      type: 'mobile',
      model: 'iPhone',
      isIncognito: false,
    });
    expect(final.settings?.app_version).toBe('1.2.3');
    expect(final.company?.co_name).toBe('Invest Ltd');
    expect(updates.at(-1)).toEqual(final);
  });

  it('counts a failed ping as 9999 ms and fails the check only when every ping failed', async () => {
    const partly = setup({ pings: [false, true, true] });
    const some = await partly.run();
    expect(some.samples.map((s) => s.ms)).toEqual([FAILED_PING_MS, 40, 40]);
    expect(some.avgLatency).toBe(Math.round((FAILED_PING_MS + 80) / 3));
    expect(some.checks.ping).toBe('done');

    const offline = setup({ pings: [false, false, false] });
    const none = await offline.run();
    expect(none.samples.map((s) => s.ms)).toEqual([FAILED_PING_MS, FAILED_PING_MS, FAILED_PING_MS]);
    expect(none.checks.ping).toBe('failed');
  });

  it('marks a failed check and still runs the ones after it', async () => {
    const { run, calls } = setup({ fail: ['settingsApp', 'geoLookup'] });
    const final = await run();
    expect(final.checks).toMatchObject({
      config: 'failed',
      auth: 'done',
      company: 'done',
      geo: 'failed',
      device: 'done',
    });
    expect(final.geo).toBeUndefined();
    expect(calls).toContain('settingsCompany');
  });

  it('has no permissions to load for a guest: perms passes without a request', async () => {
    const { run, session } = setup({ authenticated: false });
    const final = await run();
    expect(session.loadPermissions).not.toHaveBeenCalled();
    expect(final.checks.perms).toBe('done');
  });

  it('stops at once when aborted', async () => {
    const controller = new AbortController();
    const { run, calls } = setup();
    controller.abort();
    const final = await run(controller.signal);
    expect(calls).toEqual([]);
    expect(final.checks).toEqual({});
  });
});
