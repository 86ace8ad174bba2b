import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { startApp } from '../testing/server';
import { installShutdown } from './shutdown';

describe('installShutdown', () => {
  it('on SIGTERM closes the server, then cleans up, once', async () => {
    const running = await startApp();
    const source = new EventEmitter();
    const order: string[] = [];
    const cleanup = vi.fn(async () => {
      order.push(running.app.server.listening ? 'cleanup-while-listening' : 'cleanup');
    });
    const onDone = vi.fn();
    const handle = installShutdown({
      app: running.app,
      cleanup,
      source: source as unknown as NodeJS.Process,
      onDone,
    });

    source.emit('SIGTERM', 'SIGTERM');
    await handle.shutdown('again');
    await handle.shutdown('and again');

    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['cleanup']);
    expect(onDone).toHaveBeenCalledWith(0);
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
    expect(source.listenerCount('SIGTERM')).toBe(0);
    expect(source.listenerCount('SIGINT')).toBe(0);
  });

  it('reports exit code 1 when the cleanup fails', async () => {
    const running = await startApp();
    const onDone = vi.fn();
    const handle = installShutdown({
      app: running.app,
      cleanup: () => Promise.reject(new Error('boom')),
      source: new EventEmitter() as unknown as NodeJS.Process,
      onDone,
    });
    await handle.shutdown();
    expect(onDone).toHaveBeenCalledWith(1);
  });
});
