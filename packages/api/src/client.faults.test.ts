// The rules of spec 7-8 that need a fault the real server cannot produce, against a small
// in-test HTTP server: a hung answer (timeout), a refresh endpoint that fails, a 2xx body that
// fails the success check, answers without a message.
import { afterEach, describe, expect, it } from 'vitest';
import { API_TIMEOUT_MS, createApiClient, type ApiClientOptions } from './client';
import { ApiError, CLIENT_ERROR_CODES } from './errors';
import { startFaultServer, json, type FaultHandler, type FaultServer } from './testing/faultServer';
import { manualTimers, recordingFetch } from './testing/support';

let server: FaultServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setup(handler: FaultHandler, extra: Partial<ApiClientOptions> = {}) {
  server = await startFaultServer(handler);
  const rec = recordingFetch();
  const clock = manualTimers();
  const events = { unauthorized: 0, errors: [] as ApiError[] };
  const client = createApiClient({
    baseUrl: server.url,
    tenantId: 'demo',
    fetch: rec.fetch,
    timers: clock.timers,
    onUnauthorized: () => void (events.unauthorized += 1),
    onError: (error) => void events.errors.push(error),
    ...extra,
  });
  return { server, client, rec, clock, events };
}

const TOKENS = { access_token: 'access-token-1', refresh_token: 'rt_refresh-1' };

describe('timeout and network failures', () => {
  it('a hung answer fails after the 15 000 ms timeout with an error event', async () => {
    const { client, clock, events } = await setup(() => {
      // never answers
    });
    const pending = client.request('settingsApp');
    await expect.poll(() => server!.requests.length).toBe(1);
    expect(clock.pending(API_TIMEOUT_MS)).toHaveLength(1);
    clock.fire(API_TIMEOUT_MS);
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      code: CLIENT_ERROR_CODES.timeout,
      message: 'Timeout',
    });
    expect(events.errors).toEqual([error]);
  });

  it('the timeout can be set per client and per request', async () => {
    const { client, clock } = await setup(() => {}, { timeoutMs: 5000 });
    void client.request('settingsApp').catch(() => {});
    void client.request('settingsCompany', { timeoutMs: 1234 }).catch(() => {});
    expect(clock.pending(5000)).toHaveLength(1);
    expect(clock.pending(1234)).toHaveLength(1);
    clock.fire();
  });

  it('no answer at all is a network error: status 0, "Request failed"', async () => {
    const { events } = await setup(() => {});
    const url = server!.url;
    await server!.close();
    server = undefined;
    const offline = createApiClient({ baseUrl: url, onError: (e) => events.errors.push(e) });
    await expect(offline.request('settingsApp')).rejects.toMatchObject({
      status: 0,
      code: CLIENT_ERROR_CODES.network,
      message: 'Request failed',
    });
    expect(events.errors).toHaveLength(1);
  });

  it("a caller's abort rejects without an error event", async () => {
    const { client, events } = await setup(() => {});
    const controller = new AbortController();
    const pending = client.request('settingsApp', { signal: controller.signal });
    await expect.poll(() => server!.requests.length).toBe(1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: CLIENT_ERROR_CODES.aborted });
    expect(events.errors).toHaveLength(0);
  });
});

describe('the success check and the message of a failure (spec 7-8)', () => {
  it('a 2xx answer failing the success check is an error', async () => {
    const bodies: unknown[] = [
      { success: false, message: 'Nope' },
      { data: { app_name: 'x' } },
      'plain text',
    ];
    const { client, events } = await setup((req, res) => {
      const body = bodies[Number(req.query.get('n'))];
      if (typeof body === 'string') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(body);
      } else json(res, 200, body);
    });
    const results = await Promise.all(
      [0, 1, 2].map((n) => client.request('settingsApp', { query: { n } }).catch((e) => e)),
    );
    expect(results[0]).toMatchObject({ status: 200, message: 'Nope', code: 'BAD_RESPONSE' });
    expect(results[1]).toMatchObject({ status: 200, message: 'OK', data: bodies[1] });
    expect(results[2]).toMatchObject({ status: 200, message: 'OK', data: 'plain text' });
    expect(events.errors).toHaveLength(3);
  });

  it('message: the body message, else its error, else the status text, else "Request failed"', async () => {
    const { client, events } = await setup((req, res) => {
      switch (req.query.get('case')) {
        case 'message':
          return json(res, 500, {
            success: false,
            message: 'Server says',
            error: 'ignored',
            code: 'INTERNAL',
          });
        case 'error':
          return json(res, 502, { error: 'Upstream down' });
        case 'status':
          return json(res, 503, {}, 'Service Unavailable');
        default:
          return json(res, 500, null, '');
      }
    });
    const message = (c: string) =>
      client.request('settingsApp', { query: { case: c } }).catch((e: ApiError) => e);
    await expect(message('message')).resolves.toMatchObject({
      message: 'Server says',
      status: 500,
      code: 'INTERNAL',
      data: { success: false, message: 'Server says', error: 'ignored', code: 'INTERNAL' },
    });
    await expect(message('error')).resolves.toMatchObject({
      message: 'Upstream down',
      status: 502,
    });
    await expect(message('status')).resolves.toMatchObject({
      message: 'Service Unavailable',
      status: 503,
    });
    await expect(message('none')).resolves.toMatchObject({
      message: 'Request failed',
      status: 500,
    });
    expect(events.errors).toHaveLength(4);
  });
});

describe('401 rules with a failing refresh endpoint (spec 8)', () => {
  it('refresh answering 500: one unauthorised event, token cleared, all waiting requests rejected', async () => {
    const { client, rec, events } = await setup(
      (req, res) => {
        if (req.path === '/auth/app/v1/refresh') {
          // answer the refresh only once every request met its 401
          setTimeout(() => json(res, 500, { success: false, message: 'Refresh broke' }), 20);
          return;
        }
        json(res, 401, { success: false, message: 'Not authenticated.', code: 'UNAUTHORIZED' });
      },
      { tokens: TOKENS },
    );
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => client.request('clientInfo')),
    );
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(rec.named('refresh')).toHaveLength(1);
    expect(rec.named('clientInfo')).toHaveLength(6);
    expect(events.unauthorized).toBe(1);
    expect(client.getTokens()).toBeNull();
    expect(client.getState()).toMatchObject({ refreshing: false, notified: true });
  });

  it('a 2xx refresh answer failing the success check counts as a failed refresh', async () => {
    const { client, events } = await setup(
      (req, res) =>
        req.path === '/auth/app/v1/refresh'
          ? json(res, 200, { success: false })
          : json(res, 401, { success: false, message: 'Not authenticated.' }),
      { tokens: TOKENS },
    );
    await expect(client.request('clientInfo')).rejects.toMatchObject({ status: 401 });
    expect(events.unauthorized).toBe(1);
    expect(client.getTokens()).toBeNull();
  });

  it('refresh unavailable (no refresh token): token cleared and unauthorised, no refresh call', async () => {
    const { client, rec, events } = await setup((_req, res) =>
      json(res, 401, { success: false, message: 'Not authenticated.' }),
    );
    await expect(client.request('clientInfo')).rejects.toMatchObject({ status: 401 });
    expect(rec.named('refresh')).toHaveLength(0);
    expect(events.unauthorized).toBe(1);
  });

  it('a refresh under way is shared by requests that meet a 401 later', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { client, rec, events } = await setup(
      (req, res) => {
        if (req.path === '/auth/app/v1/refresh') {
          void gate.then(() =>
            json(res, 200, {
              success: true,
              data: {
                access_token: 'access-token-2',
                refresh_token: 'rt_2',
                token_type: 'Bearer',
                expires_in: 900,
              },
            }),
          );
          return;
        }
        if (req.headers.authorization === 'Bearer access-token-2') {
          return json(res, 200, { success: true, data: { id: 'u1' } });
        }
        json(res, 401, { success: false, message: 'Not authenticated.' });
      },
      { tokens: TOKENS },
    );
    const first = client.request('clientInfo');
    await expect.poll(() => client.getState().refreshing).toBe(true);
    const late = [client.request('clientInfo'), client.request('kycVerified')];
    await expect.poll(() => rec.sent.filter((r) => r.status === 401).length).toBe(3);
    release();
    await expect(Promise.all([first, ...late])).resolves.toHaveLength(3);
    expect(rec.named('refresh')).toHaveLength(1);
    expect(events.unauthorized).toBe(0);
    expect(client.getState()).toMatchObject({ unauthorizedCount: 0, token: 'access-token-2' });
  });

  it('the refresh call itself is never refreshed or retried', async () => {
    const { client, rec, events } = await setup(
      (_req, res) => json(res, 401, { success: false, message: 'No refresh token.' }),
      { tokens: TOKENS },
    );
    await expect(client.refreshTokens()).resolves.toBe(false);
    expect(rec.named('refresh')).toHaveLength(1);
    expect(rec.named('refresh')[0]!.headers['x-refresh-token']).toBe('rt_refresh-1');
    expect(events.unauthorized).toBe(1);
    expect(client.getTokens()).toBeNull();
  });
});

describe('uploads with progress', () => {
  it('reports upload progress through XMLHttpRequest and unwraps the answer', async () => {
    const progress: number[] = [];
    const sentHeaders: Record<string, string> = {};
    class FakeXhr {
      upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
      status = 0;
      statusText = '';
      response: unknown = null;
      responseText = '';
      responseType = '';
      withCredentials = false;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      method = '';
      url = '';
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        sentHeaders[name.toLowerCase()] = value;
      }
      abort() {
        this.onabort?.();
      }
      send(body: unknown) {
        expect(body).toBeInstanceOf(FormData);
        for (const loaded of [25, 50, 100]) {
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
        }
        this.status = 200;
        this.statusText = 'OK';
        this.response = JSON.stringify({
          success: true,
          data: { id: 'f1', url: '/u/f1', content_type: 'image/png', size: 3 },
        });
        this.onload?.();
      }
    }
    const client = createApiClient({
      baseUrl: 'http://api.test',
      tenantId: 'demo',
      tokens: TOKENS,
      createXhr: () => new FakeXhr() as unknown as XMLHttpRequest,
    });
    const form = new FormData();
    form.append('purpose', 'kyc_front');
    const answer = await client.request('uploadImage', {
      form,
      onUploadProgress: (p) => progress.push(p.percent),
    });
    expect(answer).toEqual({ id: 'f1', url: '/u/f1', content_type: 'image/png', size: 3 });
    expect(progress).toEqual([25, 50, 100]);
    expect(sentHeaders).toMatchObject({
      authorization: 'Bearer access-token-1',
      'x-tenant-id': 'demo',
      'x-request-name': 'uploadImage',
      'x-requested-with': 'XMLHttpRequest',
    });
    expect(sentHeaders['content-type']).toBeUndefined();
  });
});

describe('calls that do not carry the session token', () => {
  it('a 401 with a token of its own (the pending MFA token) is not refreshed', async () => {
    const { client, rec, events } = await setup(
      (_req, res) => json(res, 401, { success: false, message: 'No pending session.' }),
      { tokens: TOKENS },
    );
    await expect(
      client.request('mfaVerify', { body: { code: '123456' }, token: 'pending-mfa-token' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(rec.named('mfaVerify')[0]!.headers.authorization).toBe('Bearer pending-mfa-token');
    expect(rec.named('refresh')).toHaveLength(0);
    expect(events.unauthorized).toBe(0);
    expect(client.getTokens()).not.toBeNull();
  });
});
