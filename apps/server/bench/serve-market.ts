// The server of the market benches (bench/market-stream.mjs): the real server (startServer: every
// area) on PGlite in memory, without demo data; reports { url } to the parent over IPC.
import { randomBytes } from 'node:crypto';
import { marketNow } from '../src/areas/market/clock';
import { startServer } from '../src/startServer';

const started = await startServer(
  {
    // MARKET_TIME (the bench's fixed session) is refused in production: development then
    NODE_ENV: process.env.MARKET_TIME ? 'development' : 'production',
    MARKET_TIME: process.env.MARKET_TIME,
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

// how far the market's clock runs ahead of this process's clock (MARKET_TIME), so that the
// bench measures a quote's delay from its tick on the server, not from a shifted `as_of`
const marketShiftMs = marketNow(started.app.deps)() - Date.now();
process.send?.({ url: started.url, marketShiftMs });
