// The server of the market benches (bench/market-stream.mjs): the real server (startServer: every
// area) on PGlite in memory, without demo data; reports { url } to the parent over IPC.
import { randomBytes } from 'node:crypto';
import { startServer } from '../src/startServer';

const started = await startServer(
  {
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: process.env.BENCH_DATA_DIR ?? 'memory://',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    SEED_DEMO: 'false',
    WEB_ROOT: undefined,
  },
  { defaultWebRoot: '/nonexistent' },
);

process.send?.({ url: started.url });
