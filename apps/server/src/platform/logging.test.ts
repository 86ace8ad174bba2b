// A request's log lines: the request id on each, the success line at debug only, and a request
// that writes no line builds no logger for it.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../testing/server';
import { AppError } from './errors';

let running: RunningApp | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

const routes = async (app: FastifyInstance) => {
  app.get('/test/ok', async () => ({ ok: true }));
  app.get('/test/refused', async () => {
    throw AppError.forbidden();
  });
};
const lines = (r: RunningApp, id: string) =>
  r.logs.filter((l) => l.includes(id)).map((l) => JSON.parse(l) as Record<string, unknown>);

describe('request logging', () => {
  it('at debug: one "request completed" line per request with its id, method, route and status', async () => {
    running = await startApp({ env: { LOG_LEVEL: 'debug' }, routes });
    await fetch(`${running.url}/test/ok`, { headers: { 'x-request-id': 'log-test-0001' } });
    const [line, ...rest] = lines(running, 'log-test-0001');
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      request_id: 'log-test-0001',
      msg: 'request completed',
      method: 'GET',
      route: '/test/ok',
      status: 200,
    });
  });

  it('at info: a success writes nothing, a refusal one line with its id', async () => {
    running = await startApp({ env: { LOG_LEVEL: 'info' }, routes });
    await fetch(`${running.url}/test/ok`, { headers: { 'x-request-id': 'log-test-0002' } });
    expect(lines(running, 'log-test-0002')).toEqual([]);
    await fetch(`${running.url}/test/refused`, { headers: { 'x-request-id': 'log-test-0003' } });
    const refused = lines(running, 'log-test-0003');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      request_id: 'log-test-0003',
      code: 'FORBIDDEN',
      status: 403,
    });
  });
});
