// The rules of spec 7-8 against the real server (apps/server on a fresh database). Faults the
// real server cannot produce are in client.faults.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TIMEOUT_MS, createApiClient, type ApiClientOptions, type TokenInput } from './client';
import { ApiError } from './errors';
import { resolveProfile } from './profiles';
import { memoryStorage } from './storage';
import {
  EXPIRE_ACCESS_MS,
  TEST_PASSWORD,
  UUID,
  call,
  databaseKinds,
  insertTenant,
  manualTimers,
  newUser,
  recordingFetch,
  startServer,
  type TestServer,
} from './testing/support';

const PNG_2X2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4AWIyXlX+H4SZGKAAAAAA///5ejD3AAAABk' +
    'lEQVQDADzYBKuqbfebAAAAAElFTkSuQmCC',
  'base64',
);

/** An access token of the right shape that the server does not accept. */
const BAD_TOKENS: TokenInput = {
  access_token: 'not-a-valid-access-token',
  refresh_token: 'rt_not-a-valid-refresh-token',
  expires_in: 900,
};

describe.each(databaseKinds())(
  'the HTTP client against the real server (%s)',
  { timeout: 30_000 },
  (kind) => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer(kind);
    }, 60_000);
    afterAll(() => s?.close());

    function makeClient(extra: Partial<ApiClientOptions> = {}) {
      const rec = recordingFetch();
      const clock = manualTimers();
      const events = { unauthorized: 0, errors: [] as ApiError[], tokens: [] as string[] };
      const client = createApiClient({
        baseUrl: s.url,
        tenantId: 'demo',
        fetch: rec.fetch,
        timers: clock.timers,
        onUnauthorized: () => void (events.unauthorized += 1),
        onError: (error) => void events.errors.push(error),
        onTokens: (_tokens, change) => void events.tokens.push(change),
        ...extra,
      });
      return { client, rec, clock, events };
    }

    async function signedIn(extra: Partial<ApiClientOptions> = {}) {
      const user = await newUser(s);
      const made = makeClient(extra);
      const answer = await made.client.request('login', {
        body: { username: user.username, password: TEST_PASSWORD },
      });
      made.client.setTokens(answer as TokenInput);
      return { ...made, user };
    }

    /** The 401 answers the server gave to `name`. */
    const unauthorizedAnswers = (rec: ReturnType<typeof recordingFetch>, name: string) =>
      rec.named(name).filter((r) => r.status === 401).length;

    it('sends the headers of spec 7 on every request, a new X-Request-Id each time', async () => {
      const { client, rec, user } = await signedIn();
      await client.request('clientInfo');
      await client.request('settingsApp');
      const [login, info, settings] = rec.sent;
      for (const r of rec.sent) {
        expect(r.headers['x-tenant-id']).toBe('demo');
        expect(r.headers['x-requested-with']).toBe('XMLHttpRequest');
        expect(r.headers['x-request-id']).toMatch(UUID);
        expect(r.credentials).toBe('include');
      }
      expect(rec.sent.map((r) => r.headers['x-request-name'])).toEqual([
        'login',
        'clientInfo',
        'settingsApp',
      ]);
      // spec 7: the request id differs per request; the server logs it
      const ids = rec.sent.map((r) => r.headers['x-request-id']);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(s.logs.some((line) => line.includes(id!))).toBe(true);
      // JSON content type with a body; Authorization only once a token is set
      expect(login!.headers['content-type']).toBe('application/json');
      expect(JSON.parse(String(login!.body))).toEqual({
        username: user.username,
        password: TEST_PASSWORD,
      });
      expect(login!.headers.authorization).toBeUndefined();
      const token = client.getTokens()!.access_token;
      expect(info!.headers.authorization).toBe(`Bearer ${token}`);
      expect(settings!.headers.authorization).toBe(`Bearer ${token}`);
    });

    it('unwraps a successful answer to its data', async () => {
      const { client } = makeClient();
      const settings = await client.request('settingsApp');
      expect(settings).toMatchObject({ app_name: 'Tenant demo Invest', app_version: '1.0.0' });
      expect(settings).not.toHaveProperty('success');
      const countries = await client.request('settingsCountries');
      expect(countries.map((c) => c.code)).toEqual(expect.arrayContaining(['US', 'PL']));
    });

    it('normalises a failure to message, status, code and data, with one error event', async () => {
      const { client, rec, events } = makeClient();
      const error = await client
        .request('login', { body: { username: 'nobody-here', password: 'wrong-pass-1' } })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        message: 'Login failed.',
        status: 401,
        code: 'INVALID_CREDENTIALS',
        data: { success: false, code: 'INVALID_CREDENTIALS', message: 'Login failed.' },
        requestName: 'login',
      });
      expect(events.errors).toEqual([error]);
      // a 401 of a public route is about the credentials: no refresh, no unauthorised event
      expect(rec.named('refresh')).toHaveLength(0);
      expect(events.unauthorized).toBe(0);

      const invalid = (await client
        .request('login', { body: { username: '', password: '' } })
        .catch((e: unknown) => e)) as ApiError;
      expect(invalid.status).toBe(400);
      expect(invalid.code).toBe('VALIDATION_FAILED');
      expect(invalid.fieldErrors.length).toBeGreaterThan(0);
      expect(events.errors).toHaveLength(2);
    });

    it('10 concurrent requests with an expired access token: 1 refresh, 10 successful retries', async () => {
      const { client, rec, events, user } = await signedIn();
      const before = client.getTokens()!;
      s.clock.advance(EXPIRE_ACCESS_MS);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => client.request('clientInfo')),
      );
      expect(answers.map((a) => a.id)).toEqual(Array(10).fill(user.id));
      expect(rec.named('refresh')).toHaveLength(1);
      expect(unauthorizedAnswers(rec, 'clientInfo')).toBe(10);
      expect(rec.named('clientInfo').filter((r) => r.status === 200)).toHaveLength(10);
      // the refresh sent the refresh token in X-Refresh-Token, no body and no Bearer token
      const [refresh] = rec.named('refresh');
      expect(refresh!.headers['x-refresh-token']).toBe(before.refresh_token);
      expect(refresh!.headers.authorization).toBeUndefined();
      expect(refresh!.body).toBeUndefined();
      // the retries carried the new token; the old one is gone
      const after = client.getTokens()!;
      expect(after.access_token).not.toBe(before.access_token);
      expect(after.refresh_token).not.toBe(before.refresh_token);
      const retried = rec.named('clientInfo').filter((r) => r.status === 200);
      for (const r of retried) expect(r.headers.authorization).toBe(`Bearer ${after.access_token}`);
      expect(events.tokens).toEqual(['set', 'refresh']);
      expect(events.unauthorized).toBe(0);
      expect(client.getState()).toMatchObject({ unauthorizedCount: 0, notified: false });
    });

    it('refresh failing: one unauthorised event, the token cleared, every waiting request rejected', async () => {
      const { client, rec, events } = await signedIn();
      // the server ends the session: its access and refresh tokens stop working
      const logout = await call(s, 'logout', { token: client.getTokens()!.access_token });
      expect(logout.status).toBe(200);
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () => client.request('clientInfo')),
      );
      for (const result of results) {
        expect(result.status).toBe('rejected');
        expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 401 });
      }
      expect(rec.named('refresh')).toHaveLength(1);
      expect(rec.named('refresh')[0]!.status).toBe(401);
      expect(events.unauthorized).toBe(1);
      expect(client.getTokens()).toBeNull();
      expect(events.tokens).toEqual(['set', 'clear']);
      expect(client.getState()).toMatchObject({ token: null, notified: true, refreshing: false });
      // an error event for every failure: the five requests and the refresh call
      expect(events.errors.filter((e) => e.requestName === 'clientInfo')).toHaveLength(5);
      expect(events.errors.filter((e) => e.requestName === 'refresh')).toHaveLength(1);
    });

    it('a 4th global 401 clears the token and fires unauthorised once', async () => {
      let refreshes = 0;
      const { client, rec, events } = await signedIn({
        // the refresh "works" but its token is refused: every retry meets another 401
        refresh: async () => {
          refreshes += 1;
          return BAD_TOKENS;
        },
      });
      s.clock.advance(EXPIRE_ACCESS_MS);
      const error = await client.request('clientInfo').catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 401 });
      expect(unauthorizedAnswers(rec, 'clientInfo')).toBe(4);
      expect(refreshes).toBe(3);
      expect(events.unauthorized).toBe(1);
      expect(client.getTokens()).toBeNull();
      expect(client.getState()).toMatchObject({ unauthorizedCount: 4, notified: true });

      // spec 8: already notified -> the next 401 is rejected at once (no refresh, no event)
      const again = await client.request('clientInfo').catch((e: unknown) => e);
      expect(again).toMatchObject({ status: 401 });
      expect(refreshes).toBe(3);
      expect(events.unauthorized).toBe(1);

      // spec 4: any success resets the flag: the next 401 is handled again, and with no refresh
      // token left (refresh unavailable) the unauthorised action fires again
      await client.request('settingsApp');
      expect(client.getState()).toMatchObject({ unauthorizedCount: 0, notified: false });
      await expect(client.request('clientInfo')).rejects.toMatchObject({ status: 401 });
      expect(refreshes).toBe(3);
      expect(events.unauthorized).toBe(2);
    });

    it('a success after two 401s resets the count', async () => {
      let refreshes = 0;
      const { client, rec, events } = await signedIn({
        // the first refresh gives a refused access token (keeping the real refresh token), the
        // second asks the server for real tokens, later ones are refused again
        refresh: async (refreshToken) => {
          refreshes += 1;
          if (refreshes !== 2) return { ...BAD_TOKENS, refresh_token: refreshToken };
          const res = await call<TokenInput>(s, 'refresh', {
            headers: { 'X-Refresh-Token': refreshToken },
          });
          expect(res.status).toBe(200);
          return res.json.data!;
        },
      });
      s.clock.advance(EXPIRE_ACCESS_MS);
      // 401 (count 1) -> refused token -> 401 (count 2) -> real token -> success
      await expect(client.request('clientInfo')).resolves.toMatchObject({ id: expect.any(String) });
      expect(refreshes).toBe(2);
      expect(rec.named('clientInfo').map((r) => r.status)).toEqual([401, 401, 200]);
      expect(client.getState()).toMatchObject({ unauthorizedCount: 0, notified: false });
      expect(events.unauthorized).toBe(0);

      // had the count stayed at 2, the 2nd 401 from here would exceed 3; reset, it takes the 4th
      s.clock.advance(EXPIRE_ACCESS_MS);
      await expect(client.request('clientInfo')).rejects.toMatchObject({ status: 401 });
      expect(unauthorizedAnswers(rec, 'clientInfo')).toBe(2 + 4);
      expect(events.unauthorized).toBe(1);
    });

    it('more than 3 retries of one request fail it (the count reset by other successes)', async () => {
      let refreshes = 0;
      const made = await signedIn({
        refresh: async () => {
          refreshes += 1;
          // another request succeeds meanwhile: the global count restarts every time
          await made.client.request('settingsApp');
          return BAD_TOKENS;
        },
      });
      const { client, rec, events } = made;
      s.clock.advance(EXPIRE_ACCESS_MS);
      const error = await client.request('clientInfo').catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 401, requestName: 'clientInfo' });
      // the first attempt and 3 retries
      expect(unauthorizedAnswers(rec, 'clientInfo')).toBe(4);
      expect(refreshes).toBe(3);
      expect(events.unauthorized).toBe(0);
      expect(client.getTokens()?.access_token).toBe(BAD_TOKENS.access_token);
    });

    it('no-retry rejects a 401 as it is: no refresh, tokens kept', async () => {
      const { client, rec, events } = await signedIn();
      const token = client.getTokens()!.access_token;
      s.clock.advance(EXPIRE_ACCESS_MS);
      await expect(client.request('clientInfo', { noRetry: true })).rejects.toMatchObject({
        status: 401,
      });
      expect(rec.named('refresh')).toHaveLength(0);
      expect(client.getTokens()?.access_token).toBe(token);
      expect(client.getState().unauthorizedCount).toBe(0);
      expect(events.unauthorized).toBe(0);
      expect(events.errors).toHaveLength(1);
    });

    it('refreshes the access token automatically 60 s before it expires', async () => {
      const T = Date.UTC(2030, 0, 1);
      const { client, rec, clock, events } = await signedIn({ now: () => T });
      const first = client.getTokens()!;
      expect(first.expires_at).toBe(T + 900_000);
      // spec 7/9: the timer is set for 60 s before expiry (15 min tokens: after 14 min)
      expect(clock.pending(840_000)).toHaveLength(1);
      expect(clock.fire(840_000)).toBe(1);
      await expect.poll(() => events.tokens).toEqual(['set', 'refresh']);
      expect(rec.named('refresh')).toHaveLength(1);
      const second = client.getTokens()!;
      expect(second.access_token).not.toBe(first.access_token);
      // the next refresh is scheduled the same way
      expect(clock.pending(840_000)).toHaveLength(1);
      await expect(client.request('clientInfo')).resolves.toMatchObject({ id: expect.any(String) });
      expect(rec.named('clientInfo')[0]!.headers.authorization).toBe(
        `Bearer ${second.access_token}`,
      );
    });

    it('keeps the Idempotency-Key of a request through its retry, with a new request id', async () => {
      const { client, rec } = await signedIn();
      s.clock.advance(EXPIRE_ACCESS_MS);
      await client.request('clientInfo', { idempotencyKey: 'intent-0001' });
      const attempts = rec.named('clientInfo');
      expect(attempts.map((r) => r.status)).toEqual([401, 200]);
      expect(attempts.map((r) => r.headers['idempotency-key'])).toEqual([
        'intent-0001',
        'intent-0001',
      ]);
      expect(attempts[0]!.headers['x-request-id']).not.toBe(attempts[1]!.headers['x-request-id']);
    });

    it('the tenant header follows the environment profile', async () => {
      await insertTenant(s.db.db, 'pl-bank', 'PL Bank');
      const env = { VITE_PL_TENANT_ID: 'pl-bank', VITE_API_BASE: s.url };
      for (const [search, tenant, appName] of [
        ['?profile=pl', 'pl-bank', 'PL Bank Invest'],
        ['', 'demo', 'Tenant demo Invest'],
      ] as const) {
        const profile = resolveProfile({ search, storage: memoryStorage(), env });
        const rec = recordingFetch();
        const client = createApiClient({
          baseUrl: profile.apiBase,
          tenantId: profile.tenantId,
          fetch: rec.fetch,
        });
        await expect(client.request('settingsApp')).resolves.toMatchObject({ app_name: appName });
        expect(rec.sent[0]!.headers['x-tenant-id']).toBe(tenant);
      }
    });

    it('uploads multipart form data and reads a file answer', async () => {
      const { client, rec } = await signedIn();
      const form = new FormData();
      form.append('purpose', 'avatar');
      form.append('file', new Blob([PNG_2X2], { type: 'image/png' }), 'me.png');
      const upload = await client.request('uploadImage', { form });
      // the server keeps its own re-encoding of the picture (no metadata, nothing appended), so
      // the size is the stored file's, not the sent one's
      expect(upload).toMatchObject({ content_type: 'image/png' });
      const [sent] = rec.named('uploadImage');
      // multipart: the body is the form and fetch writes the Content-Type with its boundary
      expect(sent!.body).toBe(form);
      expect(sent!.headers['content-type']).toBeUndefined();
      const file = await client.request('uploadFile', {
        params: { id: upload.id },
        responseType: 'blob',
      });
      expect(file).toBeInstanceOf(Blob);
      const bytes = Buffer.from(await (file as Blob).arrayBuffer());
      expect(bytes.length).toBe(upload.size);
      // a PNG (its signature) of the same 2x2 picture (IHDR width and height)
      expect(bytes.subarray(0, 8).equals(PNG_2X2.subarray(0, 8))).toBe(true);
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([2, 2]);
    });

    it('uses the 15 s timeout by default', async () => {
      const { client, clock } = makeClient();
      const pending = client.request('settingsApp');
      expect(clock.pending(API_TIMEOUT_MS)).toHaveLength(1);
      await pending;
      expect(clock.pending(API_TIMEOUT_MS)).toHaveLength(0);
    });
  },
);
