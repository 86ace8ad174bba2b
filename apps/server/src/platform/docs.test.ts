// The OpenAPI document as partners read it (GET /openapi.json): every operation declares the
// failures it can answer (the failure envelope), who may call it, and on a 429 when to retry; a
// money-moving call declares its Idempotency-Key. Read over real HTTP from the real app.
import { failureEnvelopeSchema, routes, type RouteName } from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../testing/harness';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
let doc: Json;

beforeAll(async () => {
  server = await startTestServer('pglite');
  const res = await fetch(`${server.url}/openapi.json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as Json;
});
afterAll(() => server.close());

/** The operation of contract route `name` (`:id` in the contract is `{id}` in the document). */
function operation(name: RouteName): Json {
  const def = routes[name];
  const path = def.path.replace(/:([A-Za-z_]+)/g, '{$1}');
  const op = doc.paths[path]?.[def.method.toLowerCase()];
  expect(op, `${def.method} ${path}`).toBeDefined();
  return op as Json;
}

/** Follows a local `$ref` ('#/components/...'). */
function deref(node: Json): Json {
  if (typeof node.$ref !== 'string') return node;
  return (node.$ref as string)
    .slice(2)
    .split('/')
    .reduce((at: Json, key) => at[key], doc);
}

const FAILURE_REF = '#/components/schemas/Failure';

function expectFailures(name: RouteName, statuses: number[]) {
  const responses = operation(name).responses as Json;
  for (const status of statuses) {
    const answer = responses[String(status)];
    expect(answer, `${name} ${status}`).toBeDefined();
    expect(answer.description.length, `${name} ${status} description`).toBeGreaterThan(10);
    expect(answer.content['application/json'].schema.$ref).toBe(FAILURE_REF);
    expect(deref(answer.headers['X-Request-Id'])).toBeDefined();
  }
}

describe('the OpenAPI document for partners', () => {
  it('declares the failure envelope once, as the contract defines it', () => {
    const failure = doc.components.schemas.Failure as Json;
    expect(Object.keys(failure.properties).sort()).toEqual(
      Object.keys(failureEnvelopeSchema.shape).sort(),
    );
    expect(failure.required).toEqual(expect.arrayContaining(['success', 'message', 'code']));
    expect(failure.properties.code.pattern).toBe('^[A-Z][A-Z0-9_]*$');
  });

  it('declares the failures each sample route can answer, derived from its declaration', () => {
    // public sign-in: validation, body limits, wrong credentials, throttling
    expectFailures('login', [400, 401, 413, 415, 429, 500]);
    // refresh: no Bearer token, but a refresh token that may be refused
    expectFailures('refresh', [400, 401, 500]);
    // a signed-in read with an id in the path
    expectFailures('uploadFile', [400, 401, 403, 404, 500]);
    // a money-moving, feature-gated write: idempotency conflicts and the feature's 403
    expectFailures('withdrawSubmit', [400, 401, 403, 409, 422, 500]);
    expectFailures('fxExchange', [400, 401, 403, 409, 422, 500]);
    // a guest-quota read of the stock-data service
    expectFailures('stockDetail', [400, 429, 500]);
    // a read with nothing to refuse but a malformed request: no 404, 409 or 422
    const settings = operation('settingsApp').responses as Json;
    expect(Object.keys(settings).sort()).toEqual(['200', '400', '500']);
  });

  it('declares Retry-After on every 429, as the platform sends it', () => {
    let seen = 0;
    for (const item of Object.values(doc.paths as Json)) {
      for (const op of Object.values(item as Json)) {
        const limited = (op as Json).responses?.['429'] as Json | undefined;
        if (limited === undefined) continue;
        seen += 1;
        const retryAfter = deref(limited.headers['Retry-After']);
        expect(retryAfter.required).toBe(true);
        expect(retryAfter.schema).toMatchObject({ type: 'integer', minimum: 1 });
      }
    }
    expect(seen).toBeGreaterThanOrEqual(10);
  });

  it('answers a declared failure with the declared envelope and headers', async () => {
    const res = await call(server, 'login', { body: { username: 'x' }, tenant: null });
    expect(res.status).toBe(400);
    expect(operation('login').responses['400']).toBeDefined();
    expect(failureEnvelopeSchema.safeParse(res.json).success).toBe(true);
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('declares the Idempotency-Key header and the replay header of every money-moving route', () => {
    const moneyMoving = (Object.keys(routes) as RouteName[]).filter(
      (name) => (routes[name] as { moneyMoving?: boolean }).moneyMoving === true,
    );
    expect(moneyMoving.length).toBeGreaterThanOrEqual(3);
    for (const name of moneyMoving) {
      const op = operation(name);
      const key = (op.parameters as Json[]).find((p) => p.name === 'Idempotency-Key');
      expect(key, name).toMatchObject({ in: 'header', required: true });
      expect(key!.schema.maxLength).toBe(255);
      expect(deref(op.responses['200'].headers['Idempotent-Replayed'])).toBeDefined();
    }
  });

  it("bounds the answers' shared fields: money decimals, instants, currencies, pages", () => {
    const data = operation('fundRecords').responses['200'].content['application/json'].schema
      .properties.data as Json;
    expect(data.properties.list.maxItems).toBe(100);
    const record = data.properties.list.items.properties as Json;
    expect(record.amount.maxLength).toBeGreaterThanOrEqual(30);
    expect(record.amount.maxLength).toBeLessThanOrEqual(64);
    expect(record.currency.maxLength).toBe(3);
    expect(record.created_at.maxLength).toBeLessThanOrEqual(40);
  });

  it('says who may call each route: a security scheme per auth kind', () => {
    const schemes = doc.components.securitySchemes as Json;
    expect(schemes.bearer.description).toMatch(/RFC8725/);
    expect(schemes.tenant).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Tenant-Id' });
    expect(operation('login').security).toEqual([{ tenant: [] }]);
    expect(operation('refresh').security).toEqual([{ tenant: [], refreshToken: [] }]);
    expect(operation('withdrawSubmit').security).toEqual([{ bearer: [], tenant: [] }]);
  });

  it('gives every operation an id, a summary, a description and a declared tag', () => {
    const tags = new Set((doc.tags as Json[]).map((t) => t.name as string));
    const ids = new Set<string>();
    for (const item of Object.values(doc.paths as Json)) {
      for (const op of Object.values(item as Json) as Json[]) {
        expect(op.operationId).toBeTruthy();
        expect(ids.has(op.operationId)).toBe(false);
        ids.add(op.operationId);
        expect(op.summary).toBeTruthy();
        expect(op.description).toBeTruthy();
        for (const tag of op.tags as string[]) expect(tags.has(tag), tag).toBe(true);
        expect(op.responses['400'], op.operationId).toBeDefined();
        expect(op.responses['500'], op.operationId).toBeDefined();
        expect(op['x-invest']).toBeUndefined();
      }
    }
  });
});
