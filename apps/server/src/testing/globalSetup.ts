// Vitest globalSetup of the projects whose tests open migrated databases (vitest.config.ts): makes
// the run's migrated template once (db/test-template.ts) and names it to the test processes in
// the environment, which they inherit.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseKinds } from '../db/test-support';
import {
  PGLITE_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
  acquirePostgresTemplate,
  ensurePgliteTemplate,
  templateKey,
} from '../db/test-template';

const CACHE_DIR = fileURLToPath(
  new URL('../../../../node_modules/.cache/invest/', import.meta.url),
);

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const key = templateKey();
  const kinds = databaseKinds();
  if (kinds.includes('pglite')) {
    process.env[PGLITE_TEMPLATE_ENV] = await ensurePgliteTemplate(join(CACHE_DIR), key);
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!kinds.includes('postgres') || !serverUrl) return undefined;
  const template = await acquirePostgresTemplate(serverUrl, key);
  process.env[POSTGRES_TEMPLATE_ENV] = template.name;
  return async () => {
    delete process.env[POSTGRES_TEMPLATE_ENV];
    await template.release();
  };
}
