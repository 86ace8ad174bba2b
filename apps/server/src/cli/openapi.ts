// Writes the OpenAPI document the server serves at /openapi.json to a file, built from the app
// in-process (no port, an empty in-memory database): what `pnpm lint:openapi` hands to Spectral.
//   tsx apps/server/src/cli/openapi.ts <out.json>
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';

/** The document of the full app, as GET /openapi.json answers it. */
export async function openApiDocument(): Promise<unknown> {
  const opened = await openDatabase({ dataDir: 'memory://' });
  try {
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      db: { ping: opened.ping },
      database: opened.db,
    });
    try {
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    await opened.destroy();
  }
}

const [, script, out] = process.argv;
if (script !== undefined && import.meta.url === pathToFileURL(script).href && out !== undefined) {
  writeFileSync(out, `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
}
