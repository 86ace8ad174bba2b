// The web bench's server: the real server over a seeded in-memory database serving the built
// web app (apps/web/dist); reports its URL and the demo credentials to the parent over IPC.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { migrateToLatest } from '../../server/src/db/migrate';
import { openDatabase } from '../../server/src/db/database';
import { seedDemo } from '../../server/src/seed';

// WEB_BENCH_DIST: another build to serve (e.g. a copy of the build before a change)
const webRoot =
  process.env.WEB_BENCH_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const opened = await openDatabase({ dataDir: 'memory://' });
await migrateToLatest(opened.db);
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn' });
const clock = () => new Date();
const seeded = await seedDemo({ db: opened.db, config, clock });
const app = await buildApp({
  config,
  db: { ping: opened.ping },
  database: opened.db,
  clock,
  webRoot,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no TCP address');
const demo = seeded?.clients.find((c) => c.kyc === 'approved');
process.send?.({
  url: `http://127.0.0.1:${address.port}`,
  username: demo?.username,
  password: demo?.password,
});
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => opened.destroy())
    .then(() => process.exit(0));
});
