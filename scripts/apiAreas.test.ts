// The API package's areas by convention (scripts/api-areas.mjs): the gathered lists and the two
// barrels match the files of the contract and hooks folders, and no two areas declare one name
// (a spread would let the later silently replace the earlier).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeTables } from '../packages/api/src/contract/areaRoutes';
import { routes } from '../packages/api/src/contract/routes';
// @ts-expect-error: plain ESM helpers
import { formattedSources } from './api-areas.mjs';

describe('API areas by convention', () => {
  it('has its generated files as the folders give them (run pnpm areas:generate)', async () => {
    const sources = (await formattedSources()) as Record<string, string>;
    expect(Object.keys(sources).length).toBe(6);
    for (const [file, text] of Object.entries(sources)) {
      expect(readFileSync(file, 'utf8'), file).toBe(text);
    }
  });

  it('gathers every route once: no name in two areas', () => {
    const names = routeTables.flatMap((table) => Object.keys(table));
    const twice = names.filter((n, i) => names.indexOf(n) !== i);
    expect(twice).toEqual([]);
    expect(Object.keys(routes).length).toBe(names.length);
  });
});
