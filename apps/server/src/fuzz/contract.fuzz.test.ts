// A property-based fuzz generated from the contract (routes + schemas). Every
// route gets valid-shaped and malformed requests (bodies, queries, params, headers, tokens,
// content types) against the real server over a seeded database, with a logged-in client.
// Properties: no 5xx; no stack trace or internal text in any body; every failure is the failure
// envelope with a known code; every success is the success envelope fitting the response
// schema; and a refused request changes nothing (a digest of the tables before and after).
import {
  HEADERS,
  buildPath,
  failureEnvelopeSchema,
  isErrorCode,
  routes,
  schemas,
  type RouteName,
  type RouteSchemas,
} from '@invest/api/contract';
import fc, { type Arbitrary } from 'fast-check';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../platform/auth/tokens';
import { databaseKinds } from '../db/test-support';
import { DEMO_CLIENT, DEMO_NEW_CLIENT, DEMO_TENANT, seedDemo } from '../seed';
import { insertTenant, insertUser } from '../testing/fixtures';
import { call, startTestServer, type TestServer } from '../testing/harness';
import {
  PNG_1x1,
  anyText,
  brokenObject,
  fileBytes,
  fitting,
  headerText,
  hostileQuery,
  hostileValue,
  jsonSchemaOf,
  rawHostileBody,
  wrongContentType,
} from './arbitraries';

/** At least 2,000 requests across every endpoint. */
const MIN_REQUESTS = 2_000;
const ROUTE_NAMES = Object.keys(routes) as RouteName[];
const RUNS_PER_ROUTE = Math.ceil(MIN_REQUESTS / ROUTE_NAMES.length) + 2;
const RAW_RUNS = 120;

/**
 * Tables left out of the "a refused request changes nothing" digest, and why:
 * - rate_events: a refused login, PIN or code attempt is recorded on purpose (the
 *   101st failed login within an hour answers 429); it is the limiter's memory, not user data.
 * - kysely_migration, kysely_migration_lock: the schema's bookkeeping, written only at start.
 */
// - sign_in_events: the sign-in history records failed sign-in attempts on purpose (the history).
// - webauthn_challenges: a refused passkey answer spends its challenge (one try each).
const DIGEST_EXCLUDED = new Set([
  'rate_events',
  'kysely_migration',
  'kysely_migration_lock',
  'sign_in_events',
  'webauthn_challenges',
]);

/** Text that must never reach a client: stack frames, source paths, internal error names. */
const INTERNAL_TEXT: RegExp[] = [
  /\bat [\w$.<>[\]]+ \(/, // a stack frame: "at fn ("
  /\n\s+at /,
  /\.(ts|tsx|js|mjs|cjs):\d+/,
  /\b[A-Z]\w*Error:/, // TypeError: ..., ZodError: ...
  /node_modules/,
  /\bFST_[A-Z_]+/,
  /file:\/\//,
  /\/(home|root|work|srv|usr|tmp)\//,
  /\bSQLSTATE\b|syntax error at or near|violates .* constraint|relation "[^"]+"/,
  /kysely|pglite|postgres/i,
];

type Tokens = {
  /** The demo client with KYC approved. */
  main: string;
  /** The demo client without KYC. */
  fresh: string;
  /** A session only for logout (it may be revoked at any time). */
  expendable: string;
  /** A client of another tenant. */
  foreign: string;
  /** An opaque refresh token (of its own session) and the refresh token used as a Bearer. */
  refresh: string;
  /** A JWT with `alg: none`, one signed with another key, and an expired one. */
  algNone: string;
  wrongKey: string;
  expired: string;
};

interface FuzzRequest {
  method: string;
  /** Path with an already encoded query string. */
  url: string;
  headers: Record<string, string>;
  body?: string | FormData | Uint8Array;
  /** A short label of what the generator meant (for failure reports). */
  kind: string;
  /**
   * The route that answers this request when another method on the same path is a route of its
   * own (GET and POST /chat/app/v1/messages): its answer is judged by that route's contract.
   */
  answeredBy?: RouteName;
}

interface Observed {
  status: number;
  contentType: string;
  text: string;
}

function unsignedJwt(payload: Record<string, unknown>): string {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${part({ alg: 'none', typ: 'at+jwt' })}.${part(payload)}.`;
}

describe.each(databaseKinds())('contract fuzz on %s', (kind) => {
  let server: TestServer;
  let tokens: Tokens;
  let uploadId: string;
  let tables: string[];
  let requests = 0;
  let refused = 0;
  let knownState: Map<string, string> | undefined;
  const statuses = new Map<number, number>();

  /** One digest per table: md5 over the md5 of every row, in a stable order. */
  async function digest(): Promise<Map<string, string>> {
    const parts = tables.map(
      (t) =>
        sql`select ${t}::text as t, coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '') as d from ${sql.table(t)} x`,
    );
    const query = sql<{ t: string; d: string }>`${sql.join(parts, sql` union all `)}`;
    const { rows } = await query.execute(server.db.db);
    return new Map(rows.map((r) => [r.t, r.d]));
  }

  function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
    return tables.filter((t) => before.get(t) !== after.get(t));
  }

  async function send(req: FuzzRequest): Promise<Observed> {
    const res = await fetch(`${server.url}${req.url}`, {
      method: req.method,
      headers: req.headers,
      body: req.body as BodyInit | undefined,
      redirect: 'manual',
    });
    // an event stream (the support chat's) stays open: its answer is the status and the type
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
      await res.body?.cancel();
      return { status: res.status, contentType: 'text/event-stream', text: '' };
    }
    const text = await res.text();
    return { status: res.status, contentType: res.headers.get('content-type') ?? '', text };
  }

  function checkAnswer(name: RouteName | undefined, req: FuzzRequest, res: Observed) {
    const where = `${req.kind} ${req.method} ${req.url.slice(0, 120)} -> ${res.status} ${res.text.slice(0, 300)}`;
    expect(res.status, where).toBeLessThan(500);
    for (const pattern of INTERNAL_TEXT) expect(res.text, where).not.toMatch(pattern);
    if (res.status >= 400) {
      expect(res.contentType, where).toMatch(/^application\/json/);
      const parsed = failureEnvelopeSchema.safeParse(JSON.parse(res.text));
      expect(parsed.success, `${where}: not the failure envelope`).toBe(true);
      const code = parsed.data?.code;
      expect(isErrorCode(code), `${where}: unknown code ${code}`).toBe(true);
      return;
    }
    // a 2xx: the envelope around data fitting the contract (or the file of uploadFile)
    if (name === 'uploadFile' && !res.contentType.startsWith('application/json')) {
      expect(res.contentType, where).toMatch(/^image\//);
      return;
    }
    if (name === 'chatStream' && res.contentType === 'text/event-stream') return;
    // the API's own documentation is served as is: the OpenAPI document and its page
    if (/^\/(openapi\.json|docs)(\?|$)/.test(req.url)) {
      expect(res.contentType, where).toMatch(/^(application\/json|text\/html)/);
      return;
    }
    expect(res.contentType, where).toMatch(/^application\/json/);
    const body = JSON.parse(res.text) as { success: unknown; data: unknown };
    expect(body.success, where).toBe(true);
    const response = name ? (schemas[name] as RouteSchemas).response : undefined;
    if (response) {
      const parsed = response.safeParse(body.data);
      expect(parsed.success, `${where}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
  }

  /**
   * Refusals that change state on purpose:
   * - a refresh token presented again after its rotation is a replay, and revokes its whole
   *   family; the answer is 401;
   * - a wrong reset code counts an attempt on the live code of that number (areas/auth/codes.ts:
   *   five wrong tries burn it), so a guessed code cannot be brute-forced.
   */
  function allowedChanges(name: RouteName | undefined, req: FuzzRequest): Set<string> {
    if (name === 'refresh' && req.headers[HEADERS.refreshToken] === tokens.refresh) {
      return new Set(['sessions', 'refresh_tokens']);
    }
    if (name === 'resetPassword') return new Set(['one_time_codes']);
    // A money POST's refusal is stored as its Idempotency-Key's answer (a retry gets
    // the same refusal): every route the contract declares `moneyMoving`. A wrong withdrawal PIN
    // also counts against the PIN limit, as setPin does
    if (name === 'withdrawSubmit') return new Set(['idempotency_keys', 'rate_events']);
    if (name !== undefined && 'moneyMoving' in routes[name]) return new Set(['idempotency_keys']);
    return new Set();
  }

  /** Sends, checks, and for a refused request compares the table digests. */
  async function exercise(name: RouteName | undefined, req: FuzzRequest) {
    // the digest after a refused request is the state before the next one (nothing else writes)
    const before = knownState ?? (await digest());
    knownState = undefined;
    const res = await send(req);
    requests++;
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    checkAnswer(name, req, res);
    if (res.status >= 400) {
      refused++;
      const after = await digest();
      const allowed = allowedChanges(name, req);
      const changed = changedTables(before, after).filter((t) => !allowed.has(t));
      expect(
        changed,
        `a refused request changed ${changed.join(', ')}: ${req.kind} ${req.method} ${req.url} -> ${res.status}`,
      ).toEqual([]);
      knownState = after;
    }
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    const db = server.db.db;
    const clock = () => server.clock.now;
    await seedDemo({ db, clock });
    await insertTenant(db, 'other');
    const foreignUser = await insertUser(db, 'other');

    const login = async (username: string, password: string, tenant = DEMO_TENANT) => {
      const res = await call<{ access_token: string; refresh_token: string }>(server, 'login', {
        body: { username, password },
        tenant,
      });
      if (res.status !== 200 || !res.json.data) throw new Error(`login failed: ${res.text}`);
      return res.json.data;
    };
    const main = await login(DEMO_CLIENT.username, DEMO_CLIENT.password);
    const fresh = await login(DEMO_NEW_CLIENT.username, DEMO_NEW_CLIENT.password);
    const expendable = await login(DEMO_CLIENT.username, DEMO_CLIENT.password);
    const refreshSession = await login(DEMO_CLIENT.username, DEMO_CLIENT.password);
    const foreign = await login(foreignUser.username, foreignUser.password, 'other');
    const claims = JSON.parse(
      Buffer.from(main.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    tokens = {
      main: main.access_token,
      fresh: fresh.access_token,
      expendable: expendable.access_token,
      foreign: foreign.access_token,
      refresh: refreshSession.refresh_token,
      algNone: unsignedJwt(claims),
      wrongKey: await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .sign(new TextEncoder().encode('not-the-server-key-not-the-server-key')),
      // the server's own key, two hours ago: expired
      expired: await createTokenService(
        server.app.deps.config.AUTH_SECRET,
        () => new Date(Date.now() - 2 * 3600_000),
      ).signAccess({ sub: String(claims.sub), tid: String(claims.tid), sid: String(claims.sid) }),
    };
    // an image of the main client, so that valid-shaped reads of uploads can succeed
    const form = new FormData();
    form.set('purpose', 'avatar');
    form.set('file', new Blob([PNG_1x1], { type: 'image/png' }), 'a.png');
    const uploaded = await call<{ id: string }>(server, 'uploadImage', {
      token: tokens.main,
      form,
    });
    if (uploaded.status !== 200 || !uploaded.json.data) throw new Error(`upload: ${uploaded.text}`);
    uploadId = uploaded.json.data.id;

    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
    tables = rows.map((r) => r.table_name).filter((t) => !DIGEST_EXCLUDED.has(t));
  });

  afterAll(async () => {
    // the figure the issue asks to quote
    console.log(
      `contract fuzz (${kind}): ${requests} requests over ${ROUTE_NAMES.length} routes; ` +
        `${refused} refused, each leaving the database unchanged; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
    );
    await server?.close();
  });

  /** The Authorization header a request of this route carries. */
  function authArb(name: RouteName): Arbitrary<string | undefined> {
    const auth = routes[name].auth;
    const wellFormed = name === 'logout' ? tokens.expendable : tokens.main;
    const hostile = fc.oneof(
      fc.constant(undefined),
      fc.constantFrom(
        `Bearer ${tokens.foreign}`,
        `Bearer ${tokens.refresh}`,
        `Bearer ${tokens.algNone}`,
        `Bearer ${tokens.wrongKey}`,
        `Bearer ${tokens.expired}`,
        `Bearer ${tokens.main}x`,
        `Basic ${Buffer.from('demo:Demo-pass-1').toString('base64')}`,
        'Bearer',
      ),
      headerText,
    );
    if (auth === 'user' || auth === 'mfa') {
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(`Bearer ${wellFormed}`, `Bearer ${tokens.fresh}`) },
        { weight: 2, arbitrary: hostile },
      );
    }
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: hostile },
    );
  }

  const tenantArb: Arbitrary<string | undefined> = fc.oneof(
    { weight: 6, arbitrary: fc.constant(DEMO_TENANT) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.constant(undefined),
        fc.constantFrom('other', 'nope', 'DEMO', 'demo ', 'a'.repeat(200), '../demo', 'demo,other'),
        headerText,
      ),
    },
  );

  /** Path params: valid-shaped (the real upload among them) or hostile. */
  function pathArb(name: RouteName): Arbitrary<string> {
    const path = routes[name].path;
    if (!path.includes(':')) return fc.constant(path);
    const schema = (schemas[name] as RouteSchemas).params;
    const valid = schema
      ? (fitting(jsonSchemaOf(schema)) as Arbitrary<Record<string, string>>)
      : fc.constant({});
    const param: Arbitrary<Record<string, string>> = fc.oneof(
      { weight: 3, arbitrary: valid },
      { weight: 2, arbitrary: fc.constant({ id: uploadId }) },
      { weight: 3, arbitrary: anyText(80).map((id) => ({ id })) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          { id: '..' },
          { id: '.' },
          { id: '%2e%2e' },
          { id: 'x'.repeat(5000) },
        ),
      },
    );
    return param.map((p) => {
      try {
        return buildPath(path, p);
      } catch {
        return path.replace(/:\w+/g, '');
      }
    });
  }

  function queryArb(name: RouteName): Arbitrary<string> {
    const schema = (schemas[name] as RouteSchemas).query;
    const valid = schema
      ? (fitting(jsonSchemaOf(schema)) as Arbitrary<Record<string, unknown>>).map((q) =>
          new URLSearchParams(
            Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])),
          ).toString(),
        )
      : fc.constant('');
    return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: hostileQuery });
  }

  type Body = { body?: string | FormData | Uint8Array; contentType?: string; kind: string };

  function jsonBodyArb(name: RouteName): Arbitrary<Body> {
    const schema = (schemas[name] as RouteSchemas).body;
    const json = (kind: string) => (v: unknown) => ({
      body: JSON.stringify(v),
      contentType: 'application/json',
      kind,
    });
    const hostile: Arbitrary<Body>[] = [
      hostileValue.map(json('hostile-json')),
      rawHostileBody.map((body) => ({ body, contentType: 'application/json', kind: 'bad-json' })),
      fc
        .tuple(rawHostileBody, wrongContentType)
        .map(([body, contentType]) => ({ body, contentType, kind: 'wrong-content-type' })),
      fc.constant({
        body: 'x'.repeat(1024 * 1024 + 10),
        contentType: 'application/json',
        kind: 'too-large',
      }),
      fc.constant({ kind: 'no-body' }),
    ];
    if (!schema) {
      return fc.oneof({ weight: 3, arbitrary: fc.constant({ kind: 'no-body' }) }, ...hostile);
    }
    const js = jsonSchemaOf(schema);
    return fc.oneof(
      { weight: 5, arbitrary: fitting(js).map(json('valid-shape')) },
      { weight: 3, arbitrary: brokenObject(js).map(json('broken-field')) },
      ...hostile.map((arbitrary) => ({ weight: 1, arbitrary })),
    );
  }

  function multipartArb(): Arbitrary<Body> {
    const part = fc.record({
      purpose: fc.oneof(
        {
          weight: 4,
          arbitrary: fc.constantFrom('avatar', 'kyc_front', 'kyc_back', 'deposit_proof'),
        },
        { weight: 1, arbitrary: anyText(20) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
      file: fc.option(fileBytes, { nil: undefined, freq: 6 }),
      fileName: fc.constantFrom('a.png', 'photo.jpg', 'evil.exe.png', '../../x.png', ''),
      declared: fc.constantFrom('image/png', 'application/x-msdownload', 'text/plain', ''),
      extraFiles: fc.nat({ max: 2 }),
    });
    const multipart = part.map(({ purpose, file, fileName, declared, extraFiles }): Body => {
      const form = new FormData();
      if (purpose !== undefined) form.set('purpose', purpose);
      if (file !== undefined) {
        form.set('file', new Blob([file as Uint8Array<ArrayBuffer>], { type: declared }), fileName);
      }
      for (let i = 0; i < extraFiles; i++) form.append(`f${i}`, new Blob([PNG_1x1]), 'x.png');
      return { body: form, kind: 'multipart' };
    });
    return fc.oneof(
      { weight: 5, arbitrary: multipart },
      { weight: 2, arbitrary: jsonBodyArb('uploadImage') },
      {
        weight: 1,
        arbitrary: fc.constant({
          body: `--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n${'y'.repeat(100)}`,
          contentType: 'multipart/form-data; boundary=b',
          kind: 'truncated-multipart',
        }),
      },
    );
  }

  function requestArb(name: RouteName): Arbitrary<FuzzRequest> {
    const def = routes[name];
    const hasBody = def.method !== 'GET';
    const bodyArb: Arbitrary<Body> = !hasBody
      ? fc.constant({ kind: 'get' })
      : 'multipart' in def && def.multipart
        ? multipartArb()
        : jsonBodyArb(name);
    const refreshArb = fc.oneof(
      fc.constant(undefined),
      fc.constant(tokens.refresh),
      fc.constant(tokens.main),
      headerText,
    );
    return fc
      .record({
        path: pathArb(name),
        query: queryArb(name),
        auth: authArb(name),
        tenant: tenantArb,
        body: bodyArb,
        refresh: name === 'refresh' ? refreshArb : fc.constant(undefined),
        requestId: fc.option(headerText, { nil: undefined, freq: 4 }),
        idempotency: fc.option(headerText, { nil: undefined, freq: 6 }),
        // mostly the route's own method; now and then another one (a 404 or 405 answer)
        wrongMethod: fc.oneof(
          { weight: 14, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: fc.constantFrom('PUT', 'PATCH', 'DELETE', 'POST', 'GET') },
        ),
      })
      .map((r) => {
        const headers: Record<string, string> = {};
        if (r.tenant !== undefined) headers[HEADERS.tenant] = r.tenant;
        if (r.auth !== undefined) headers.authorization = r.auth;
        if (r.refresh !== undefined) headers[HEADERS.refreshToken] = r.refresh;
        if (r.requestId !== undefined) headers[HEADERS.requestId] = r.requestId;
        if (r.idempotency !== undefined) headers[HEADERS.idempotencyKey] = r.idempotency;
        const method = r.wrongMethod ?? def.method;
        const sibling = r.wrongMethod
          ? ROUTE_NAMES.find(
              (other) => routes[other].method === method && routes[other].path === def.path,
            )
          : undefined;
        const canHaveBody = method !== 'GET';
        if (canHaveBody && r.body.contentType) headers['content-type'] = r.body.contentType;
        return {
          method,
          url: r.query ? `${r.path}?${r.query}` : r.path,
          headers,
          ...(canHaveBody && r.body.body !== undefined ? { body: r.body.body } : {}),
          kind: `${name}/${r.body.kind}${r.wrongMethod ? `/method:${method}` : ''}`,
          ...(sibling ? { answeredBy: sibling } : {}),
        };
      });
  }

  it.each(ROUTE_NAMES)(
    'route %s: no 5xx, no internal text, envelopes only, refused requests change nothing',
    async (name) => {
      await fc.assert(
        fc.asyncProperty(requestArb(name), async (req) => exercise(req.answeredBy ?? name, req)),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    },
    120_000,
  );

  it('paths outside the contract: unknown routes, encodings, traversal, odd methods', async () => {
    const raw: Arbitrary<FuzzRequest> = fc
      .record({
        path: fc.oneof(
          // lone surrogates cannot be percent-encoded: they become U+FFFD first
          anyText(60).map(
            (s) =>
              `/${encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'))}`,
          ),
          fc.constantFrom(
            '/auth/app/v1/nothing',
            '/setting/v1/app/../../etc/passwd',
            '/%2e%2e/%2e%2e/etc/passwd',
            '/auth//app/v1/login',
            '/AUTH/APP/V1/LOGIN',
            '/auth/app/v1/login/',
            '/upload/app/v1/file/',
            `/${'a/'.repeat(500)}`,
            '/openapi.json',
            '/docs',
            '/healthz',
            '/readyz',
          ),
          fc.constantFrom(...ROUTE_NAMES).map((n) => routes[n].path),
        ),
        method: fc.constantFrom('GET', 'POST', 'DELETE', 'PUT', 'PATCH', 'OPTIONS', 'HEAD'),
        tenant: tenantArb,
      })
      .map(({ path, method, tenant }): FuzzRequest => ({
        method,
        url: path,
        headers: tenant ? { [HEADERS.tenant]: tenant } : {},
        kind: 'raw',
      }));
    await fc.assert(
      fc.asyncProperty(raw, async (req) => {
        if (req.method === 'HEAD' || req.method === 'OPTIONS') {
          const before = knownState ?? (await digest());
          const res = await send(req);
          requests++;
          expect(res.status).toBeLessThan(500);
          knownState = await digest();
          expect(changedTables(before, knownState)).toEqual([]);
          return;
        }
        const name = ROUTE_NAMES.find(
          (n) => routes[n].path === req.url && routes[n].method === req.method,
        );
        await exercise(name, req);
      }),
      { numRuns: RAW_RUNS, endOnFailure: true },
    );
  });

  it.each([
    ['a malformed percent-encoding', '/%E0%A4%A', {}],
    ['a malformed percent-encoding in an API path', '/auth/app/v1/%ZZ', {}],
    ['a path parameter over the router limit', `/upload/app/v1/file/${'x'.repeat(300)}`, {}],
    ['headers over the HTTP parser limit', '/setting/v1/app', { 'x-padding': 'x'.repeat(20_000) }],
  ])('the HTTP layer refuses %s with the envelope', async (_what, url, headers) => {
    await exercise(undefined, {
      method: 'GET',
      url,
      headers: {
        [HEADERS.tenant]: DEMO_TENANT,
        authorization: `Bearer ${tokens.main}`,
        ...headers,
      },
      kind: 'http-layer',
    });
  });

  it(`sent at least ${MIN_REQUESTS} requests`, () => {
    expect(requests).toBeGreaterThanOrEqual(MIN_REQUESTS);
  });
});
