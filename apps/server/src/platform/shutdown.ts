// Graceful shutdown: on SIGTERM/SIGINT stop accepting (app.close() waits for requests in flight),
// then run the cleanup (e.g. db.destroy()). Safe to trigger more than once.
import type { FastifyInstance } from 'fastify';

type SignalSource = Pick<NodeJS.Process, 'once' | 'removeListener'>;

export interface ShutdownOptions {
  app: Pick<FastifyInstance, 'close' | 'log'>;
  cleanup?: () => Promise<void> | void;
  signals?: readonly NodeJS.Signals[];
  /** Injected in tests; the real process by default. */
  source?: SignalSource;
  /** Called once shutdown is over, with the exit code (default: sets process.exitCode). */
  onDone?: (exitCode: number) => void;
}

export interface ShutdownHandle {
  /** Runs the shutdown once; later calls return the same promise. */
  shutdown: (reason?: string) => Promise<void>;
  /** Removes the signal listeners (tests). */
  dispose: () => void;
}

export function installShutdown(options: ShutdownOptions): ShutdownHandle {
  const { app, cleanup, signals = ['SIGTERM', 'SIGINT'], source = process } = options;
  const onDone =
    options.onDone ??
    ((code: number) => {
      process.exitCode = code;
    });
  let running: Promise<void> | undefined;

  const shutdown = (reason = 'shutdown'): Promise<void> => {
    running ??= (async () => {
      let code = 0;
      app.log.info({ reason }, 'shutting down');
      try {
        await app.close();
      } catch (err) {
        code = 1;
        app.log.error({ err }, 'closing the server failed');
      }
      try {
        await cleanup?.();
      } catch (err) {
        code = 1;
        app.log.error({ err }, 'cleanup failed');
      }
      dispose();
      onDone(code);
    })();
    return running;
  };

  const listener = (signal: NodeJS.Signals) => {
    void shutdown(signal);
  };
  for (const s of signals) source.once(s, listener);
  const dispose = () => {
    for (const s of signals) source.removeListener(s, listener);
  };

  return { shutdown, dispose };
}
