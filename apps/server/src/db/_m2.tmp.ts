import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
const t0 = performance.now();
const pg = await PGlite.create('memory://', { loadDataDir: new Blob([readFileSync('/tmp/m/d.tar')]) });
const t1 = performance.now();
console.log({ loadCreate: t1 - t0 });
