#!/usr/bin/env node
// The server suites CI runs a second time on a PostgreSQL server (.ci/run): those whose point is
// two transactions at once, which embedded PGlite (one connection, one process) serialises.
// Printed as Vitest file filters (the files' paths), one per line.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A suite that needs a real server says so by its name. */
export const POSTGRES_SUITES = [
  'races.test.ts', // concurrent requests on one balance, one quote, one session
  '.postgres.test.ts', // several server processes, kills and restarts
  'scaleOut.test.ts', // replicas behind one database
  'shards.test.ts', // the ledger's sharded balances under load
  'holds.test.ts', // holds taken and resolved concurrently
  'transaction.test.ts', // isolation and retries of the unit of work
  'unitOfWork.test.ts',
  'idempotency.test.ts', // one key, parallel requests
  'clientState.test.ts', // a withdrawal's lock on the client's state
  'database.test.ts', // opening a PostgreSQL server by URL
  'rateLimit.test.ts', // counters shared by processes
];

const root = join(import.meta.dirname, '..');
const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );

const matching = files(join(root, 'apps/server/src'))
  .map((f) => relative(root, f))
  .filter((f) => POSTGRES_SUITES.some((suffix) => f.endsWith(suffix)))
  .sort();

if (matching.length === 0) {
  console.error('postgres-suites: no suite matches; the PostgreSQL pass would run nothing');
  process.exit(1);
}
console.log(matching.join('\n'));
