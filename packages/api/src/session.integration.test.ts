// The session (spec 4 'Auth status') and the API cache beside it (spec 6 permission caching,
// spec 7/9 cache lifetimes, as the navigation guard uses it outside React) against the real
// server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../../../apps/server/src/areas/auth/testUtils';
import { createApiClient, type ApiClientOptions } from './client';
import type { ApiError } from './errors';
import { createApiCache } from './hooks/cache';
import {
  GUEST_QUOTA_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  createSession,
  type SessionOptions,
} from './session';
import { memoryStorage, type StorageAdapter } from './storage';
import {
  EXPIRE_ACCESS_MS,
  TEST_PASSWORD,
  call,
  databaseKinds,
  manualTimers,
  newUser,
  recordingFetch,
  startServer,
  type TestServer,
} from './testing/support';

const DAY = 24 * 3600_000;

describe.each(databaseKinds())(
  'the session against the real server (%s)',
  { timeout: 30_000 },
  (kind) => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer(kind);
    }, 60_000);
    afterAll(() => s?.close());

    function makeSession(
      options: {
        storage?: { local: StorageAdapter; session: StorageAdapter };
        client?: Partial<ApiClientOptions>;
        session?: Partial<SessionOptions>;
        /** Makes the named requests fail without an answer. */
        offline?: Set<string>;
      } = {},
    ) {
      let time = Date.UTC(2030, 0, 1, 12);
      const rec = recordingFetch(async (url, init) => {
        const name = new Headers(init.headers).get('x-request-name') ?? '';
        if (options.offline?.has(name)) throw new TypeError('offline');
        return globalThis.fetch(url, init);
      });
      const storage = options.storage ?? { local: memoryStorage(), session: memoryStorage() };
      const events = { unauthorized: 0, errors: [] as ApiError[] };
      const client = createApiClient({
        baseUrl: s.url,
        tenantId: 'demo',
        fetch: rec.fetch,
        timers: manualTimers().timers,
        now: () => time,
        ...options.client,
      });
      const session = createSession({
        client,
        storage,
        now: () => time,
        timeZone: () => 'Europe/Warsaw',
        onUnauthorized: () => void (events.unauthorized += 1),
        onError: (e) => void events.errors.push(e),
        ...options.session,
      });
      // the cache follows the session as the app's does (ApiProvider follows it when mounted)
      const cache = createApiCache({ client, session, now: () => time });
      cache.follow();
      const clock = {
        advance(ms: number) {
          time += ms;
        },
      };
      return { session, client, rec, storage, events, clock, cache };
    }

    it('logs in: tokens kept per remember me, profile loaded, guest counters reset', async () => {
      const user = await newUser(s);
      for (const remember of [false, true]) {
        const { session, client, rec, storage, cache } = makeSession();
        storage.local.set(
          GUEST_QUOTA_STORAGE_KEY,
          JSON.stringify({ day: '2030-01-01', search: 3, read_stock: 5, view_quote: 10 }),
        );
        expect(session.consumeGuestQuota('search').allowed).toBe(false);
        await expect(
          session.login({ username: user.username, password: TEST_PASSWORD, remember }),
        ).resolves.toBe('authenticated');
        const snap = session.getSnapshot();
        expect(snap.auth.status).toBe('authenticated');
        expect(snap.auth.user?.id).toBe(user.id);
        expect(snap.auth.tokens?.access_token).toBe(client.getTokens()?.access_token);
        // the permissions are the cache's (loaded by the guard or the hooks)
        expect(cache.permissions).toBeNull();
        await expect(cache.loadPermissions()).resolves.toMatchObject({
          perms: [],
          kycForce: expect.any(Boolean),
        });
        expect(cache.permissions).toMatchObject({ perms: [], kycForce: expect.any(Boolean) });
        expect(snap.remember).toBe(remember);
        // 'remember me' keeps the tokens in local storage, otherwise in session storage
        const kept = remember ? storage.local : storage.session;
        const other = remember ? storage.session : storage.local;
        expect(JSON.parse(kept.get(TOKEN_STORAGE_KEY)!)).toMatchObject({
          access_token: client.getTokens()!.access_token,
          refresh_token: client.getTokens()!.refresh_token,
        });
        expect(other.get(TOKEN_STORAGE_KEY)).toBeNull();
        expect(rec.named('login')[0]!.headers.authorization).toBeUndefined();
        expect(JSON.parse(String(rec.named('login')[0]!.body))).toMatchObject({ remember });
        expect(rec.named('clientConfig')).toHaveLength(1);
        expect(rec.named('clientInfo')).toHaveLength(1);
        // spec 4: guest counters reset on login
        expect(JSON.parse(storage.local.get(GUEST_QUOTA_STORAGE_KEY)!)).toMatchObject({
          day: '2030-01-01',
          search: 0,
        });
      }
    });

    it('a failed login clears everything and sets error', async () => {
      const { session, events } = makeSession();
      await expect(
        session.login({ username: 'nobody-at-all', password: 'wrong-pass-1' }),
      ).rejects.toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
      expect(session.getSnapshot().auth).toMatchObject({
        status: 'error',
        error: 'login_failed',
        tokens: null,
      });
      expect(events.errors).toHaveLength(1);
      expect(events.unauthorized).toBe(0);
    });

    it('is bootstrapped once from the stored tokens', async () => {
      const user = await newUser(s);
      const first = makeSession();
      await first.session.login({
        username: user.username,
        password: TEST_PASSWORD,
        remember: true,
      });
      const restored = makeSession({ storage: first.storage });
      const [a, b] = await Promise.all([
        restored.session.bootstrap(),
        restored.session.bootstrap(),
      ]);
      expect(a).toBe(b);
      expect(a.auth).toMatchObject({ status: 'authenticated', bootstrapped: true });
      expect(a.auth.user?.id).toBe(user.id);
      expect(restored.rec.named('clientInfo')).toHaveLength(1);
      await restored.session.bootstrap();
      expect(restored.rec.named('clientInfo')).toHaveLength(1);

      const empty = makeSession();
      await expect(empty.session.bootstrap()).resolves.toMatchObject({
        auth: { status: 'idle', bootstrapped: true, tokens: null },
      });
      expect(empty.rec.sent).toHaveLength(0);
    });

    it('bootstrap with an expired access token refreshes it; with a dead session it ends it', async () => {
      const user = await newUser(s);
      const first = makeSession();
      await first.session.login({ username: user.username, password: TEST_PASSWORD });
      s.clock.advance(EXPIRE_ACCESS_MS);
      const restored = makeSession({ storage: first.storage });
      await expect(restored.session.bootstrap()).resolves.toMatchObject({
        auth: { status: 'authenticated' },
      });
      expect(restored.rec.named('refresh')).toHaveLength(1);
      // the rotated tokens are what is stored now
      const stored = JSON.parse(first.storage.session.get(TOKEN_STORAGE_KEY)!);
      expect(stored.refresh_token).toBe(restored.client.getTokens()!.refresh_token);
      expect(restored.session.getSnapshot().auth.tokens?.access_token).toBe(stored.access_token);

      await call(s, 'logout', { token: stored.access_token });
      const dead = makeSession({ storage: first.storage });
      await expect(dead.session.bootstrap()).resolves.toMatchObject({
        auth: { status: 'idle', bootstrapped: true, tokens: null },
      });
      expect(first.storage.session.get(TOKEN_STORAGE_KEY)).toBeNull();
    });

    it('the cache keeps the profile 30 s, the KYC check 60 s and the permissions 5 minutes', async () => {
      const user = await newUser(s, { kyc_status: 'pending' });
      const { session, rec, clock, cache } = makeSession();
      await session.login({ username: user.username, password: TEST_PASSWORD });
      const count = (name: string) => rec.named(name).length;
      // the login read the profile for the auth state; the cache has nothing yet
      expect([count('clientInfo'), count('clientConfig')]).toEqual([1, 0]);
      await cache.load('clientInfo');
      await cache.loadPermissions();
      await expect(cache.checkKyc()).resolves.toBe('pending');
      await cache.load('clientInfo');
      await cache.loadPermissions();
      await cache.checkKyc();
      expect([count('clientInfo'), count('clientConfig'), count('kycVerified')]).toEqual([2, 1, 1]);

      clock.advance(29_999);
      await cache.load('clientInfo');
      expect(count('clientInfo')).toBe(2);
      clock.advance(1);
      await cache.load('clientInfo');
      expect(count('clientInfo')).toBe(3);

      clock.advance(59_999 - 30_000);
      await cache.checkKyc();
      expect(count('kycVerified')).toBe(1);
      clock.advance(1);
      await cache.checkKyc();
      expect(count('kycVerified')).toBe(2);

      clock.advance(5 * 60_000 - 60_000 - 1);
      await cache.loadPermissions();
      expect(count('clientConfig')).toBe(1);
      clock.advance(1);
      await cache.loadPermissions();
      expect(count('clientConfig')).toBe(2);
      // force skips the cache
      await cache.load('clientInfo', { force: true });
      expect(count('clientInfo')).toBe(4);

      // spec 6: permissions are reloaded on login, whatever their age
      await session.login({ username: user.username, password: TEST_PASSWORD });
      expect(cache.permissions).toBeNull();
      await cache.loadPermissions();
      expect(count('clientConfig')).toBe(3);
    });

    it('a failed KYC check keeps the old value, or unverified if it was unknown', async () => {
      const user = await newUser(s, { kyc_status: 'approved' });
      const offline = new Set<string>();
      const { session, clock, cache } = makeSession({ offline });
      await session.login({ username: user.username, password: TEST_PASSWORD });
      offline.add('kycVerified');
      await expect(cache.checkKyc()).resolves.toBe('unverified');
      expect(cache.kycStatus).toBe('unverified');
      offline.clear();
      await expect(cache.checkKyc({ force: true })).resolves.toBe('approved');
      offline.add('kycVerified');
      clock.advance(60_000);
      await expect(cache.checkKyc()).resolves.toBe('approved');
    });

    it('MFA: login answers mfa_required, the code is verified with the pending token', async () => {
      const user = await newUser(s);
      // bind MFA for the user (signed-in flow)
      const binder = makeSession();
      await binder.session.login({ username: user.username, password: TEST_PASSWORD });
      // a factor of a client with neither PIN nor second factor: the password's step-up
      const bind = await binder.client.request('mfaBind', {
        body: { step_up: { password: TEST_PASSWORD } },
      });
      const bound = await binder.client.request('mfaVerify', {
        body: { code: totpAt(bind.secret, s.clock.now.getTime()) },
      });
      expect(bound.access_token).toEqual(expect.any(String));
      s.clock.advance(90_000);

      const { session, client, rec, storage } = makeSession();
      await expect(session.verifyMfa('123456')).rejects.toMatchObject({
        message: 'No pending session',
      });
      await expect(
        session.login({ username: user.username, password: TEST_PASSWORD }),
      ).resolves.toBe('mfa_required');
      const pending = session.getSnapshot().auth;
      expect(pending).toMatchObject({ status: 'mfa_required', tokens: null });
      expect(pending.pendingSession).toEqual(expect.any(String));
      expect(client.getTokens()).toBeNull();
      expect(storage.session.get(TOKEN_STORAGE_KEY)).toBeNull();
      // a wrong code may be tried again
      const now = s.clock.now.getTime();
      const right = totpAt(bind.secret, now);
      const wrong = right === '000000' ? '000001' : '000000';
      await expect(session.verifyMfa(wrong)).rejects.toMatchObject({ status: expect.any(Number) });
      expect(session.getSnapshot().auth.status).toBe('mfa_required');
      await session.verifyMfa(right);
      expect(session.getSnapshot().auth).toMatchObject({
        status: 'authenticated',
        pendingSession: null,
      });
      expect(session.getSnapshot().auth.user?.id).toBe(user.id);
      const verify = rec.named('mfaVerify');
      expect(verify).toHaveLength(2);
      // the pending MFA token travels as the Bearer token (a JWT of type mfa+jwt)
      const bearer = verify[1]!.headers.authorization!.replace(/^Bearer /, '');
      const header = JSON.parse(Buffer.from(bearer.split('.')[0]!, 'base64url').toString('utf8'));
      expect(header.typ).toBe('mfa+jwt');
      expect(verify[1]!.headers.authorization).not.toBe(
        `Bearer ${client.getTokens()!.access_token}`,
      );
      expect(storage.session.get(TOKEN_STORAGE_KEY)).not.toBeNull();
    });

    it('logout ends the session on the server and clears everything here', async () => {
      const user = await newUser(s);
      const { session, client, storage, events, cache } = makeSession();
      await session.login({ username: user.username, password: TEST_PASSWORD });
      await cache.loadPermissions();
      await cache.checkKyc();
      const token = client.getTokens()!.access_token;
      await session.logout();
      expect(session.getSnapshot()).toMatchObject({
        auth: { status: 'idle', tokens: null, user: null },
      });
      // signed-in data leaves the cache with the session
      expect(cache.permissions).toBeNull();
      expect(cache.kycStatus).toBe('unknown');
      expect(client.getTokens()).toBeNull();
      expect(storage.session.get(TOKEN_STORAGE_KEY)).toBeNull();
      expect((await call(s, 'clientInfo', { token })).status).toBe(401);
      expect(events.unauthorized).toBe(0);
    });

    it('unauthorised from the HTTP layer ends the session and raises the event once', async () => {
      const user = await newUser(s);
      const { session, client, storage, events, cache } = makeSession();
      await session.login({ username: user.username, password: TEST_PASSWORD, remember: true });
      await call(s, 'logout', { token: client.getTokens()!.access_token });
      await expect(cache.load('clientInfo', { force: true })).rejects.toMatchObject({
        status: 401,
      });
      expect(events.unauthorized).toBe(1);
      expect(session.getSnapshot().auth).toMatchObject({ status: 'idle', tokens: null });
      expect(storage.local.get(TOKEN_STORAGE_KEY)).toBeNull();
      // an error event for each failure: the refresh call and the request that waited for it
      expect(events.errors.map((e) => e.requestName)).toEqual(['refresh', 'clientInfo']);
    });

    it('counts guest quotas per local day; signed in is unlimited', async () => {
      const user = await newUser(s);
      const { session, clock, storage } = makeSession();
      for (let i = 0; i < 3; i++) expect(session.consumeGuestQuota('search').allowed).toBe(true);
      expect(session.consumeGuestQuota('search')).toMatchObject({
        allowed: false,
        code: 'guest_limit_reached',
      });
      expect(session.guestQuotaRemaining('search')).toBe(0);
      expect(session.guestQuotaRemaining('read_stock')).toBe(5);
      clock.advance(DAY);
      expect(session.guestQuotaRemaining('search')).toBe(3);
      expect(session.consumeGuestQuota('search').allowed).toBe(true);
      await session.login({ username: user.username, password: TEST_PASSWORD });
      expect(JSON.parse(storage.local.get(GUEST_QUOTA_STORAGE_KEY)!).search).toBe(0);
      for (let i = 0; i < 5; i++) expect(session.consumeGuestQuota('search').allowed).toBe(true);
      expect(session.guestQuotaRemaining('search')).toBe(Number.POSITIVE_INFINITY);
    });

    it('keeps the auth state in step with rotated tokens', async () => {
      const user = await newUser(s);
      const { session, client } = makeSession();
      await session.login({ username: user.username, password: TEST_PASSWORD });
      await expect(client.refreshTokens()).resolves.toBe(true);
      expect(session.getSnapshot().auth.tokens).toEqual({
        access_token: client.getTokens()!.access_token,
        refresh_token: client.getTokens()!.refresh_token,
      });
    });
  },
);
