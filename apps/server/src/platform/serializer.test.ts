// Answers leave as the contract declares them: undeclared fields dropped, a wrong type a 500 in the
// failure envelope, whichever way (parse or encode) the schema is checked.
import { schemas } from '@invest/api/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boolean, date, int, object, string, enum as zEnum } from 'zod';
import { startApp, type RunningApp } from '../testing/server';
import { isPlainSchema } from './serializer';

const plainAnswer = object({ id: string(), count: int().min(0), kind: zEnum(['a', 'b']) });
// a default makes parse and encode differ: checked by encode
const defaulted = object({ id: string(), flag: boolean().default(false) });

async function testRoutes(scope: FastifyInstance) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const answers: Record<string, unknown> = {
    ok: { id: 'x1', count: 2, kind: 'a', password_hash: 'argon2id$secret' },
    'wrong-type': { id: 'x1', count: '2', kind: 'a' },
    'bad-enum': { id: 'x1', count: 2, kind: 'c' },
    missing: { id: 'x1', kind: 'a' },
  };
  app.get(
    '/test/plain/:case',
    { schema: { response: { 200: plainAnswer } } },
    async (request) => answers[(request.params as { case: string }).case] as never,
  );
  app.get(
    '/test/defaulted/:case',
    { schema: { response: { 200: defaulted } } },
    async (request) =>
      ((request.params as { case: string }).case === 'ok'
        ? { id: 'y', flag: true, secret: 's' }
        : { id: 'y', flag: 'yes' }) as never,
  );
}

let running: RunningApp;
beforeAll(async () => {
  running = await startApp({ routes: testRoutes });
});
afterAll(async () => {
  await running.close();
});

const get = async (path: string) => {
  const res = await fetch(`${running.url}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('isPlainSchema', () => {
  it('tells a plain shape from one whose parse and encode differ', () => {
    expect(isPlainSchema(plainAnswer)).toBe(true);
    expect(isPlainSchema(object({ ok: boolean().refine((v) => v) }))).toBe(true);
    expect(isPlainSchema(defaulted)).toBe(false);
    expect(isPlainSchema(object({ t: zEnum(['a']).optional().catch(undefined) }))).toBe(false);
    expect(isPlainSchema(object({ n: string().transform((s) => s.length) }))).toBe(false);
    expect(isPlainSchema(object({ at: date() }))).toBe(false);
  });

  it('the authenticated read of every page start is a plain schema', () => {
    expect(isPlainSchema(schemas.clientInfo.response)).toBe(true);
  });
});

describe.each(['plain', 'defaulted'])('a %s response schema', (kind) => {
  it('drops a field the contract does not declare', async () => {
    const { status, body } = await get(`/test/${kind}/ok`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toEqual(
      kind === 'plain' ? { id: 'x1', count: 2, kind: 'a' } : { id: 'y', flag: true },
    );
  });

  it('answers a value of the wrong type with 500 INTERNAL, never the value', async () => {
    const { status, body } = await get(`/test/${kind}/wrong-type`);
    expect(status).toBe(500);
    expect(body).toMatchObject({ success: false, code: 'INTERNAL' });
    expect(JSON.stringify(body)).not.toContain('"2"');
  });
});

it('a value outside its enum or a missing field is a 500 too', async () => {
  for (const c of ['bad-enum', 'missing']) {
    const { status, body } = await get(`/test/plain/${c}`);
    expect(status).toBe(500);
    expect(body).toMatchObject({ success: false, code: 'INTERNAL' });
  }
});
