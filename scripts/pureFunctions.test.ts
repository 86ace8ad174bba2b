// The web app's bundler is told which calls are pure (scripts/pure-functions.mjs) instead of an
// annotation at every call; packages/api/src/zodFree.test.ts bundles the browser entries with
// the same list (and with esbuild and the plugin that marks the published files). Here: the builds
// use the list, and no area schema escapes it.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM helper
import { annotatePureCalls, pureFunctions } from './pure-functions.mjs';

const root = join(import.meta.dirname, '..');
const contractDir = join(root, 'packages/api/src/contract');

describe('the pure functions the web app declares to its bundler', () => {
  it('apps/web builds with them', () => {
    const config = readFileSync(join(root, 'apps/web/vite.config.ts'), 'utf8');
    expect(config).toContain("import { pureFunctions } from '../../scripts/pure-functions.mjs'");
    expect(config).toMatch(/treeshake:\s*\{\s*manualPureFunctions:\s*pureFunctions\s*\}/);
  });

  it('the published @invest/api is built with them (tsup, esbuild plugin)', () => {
    const config = readFileSync(join(root, 'packages/api/tsup.config.ts'), 'utf8');
    expect(config).toContain("import { pureCalls } from '../../scripts/pure-functions.mjs'");
    expect(config).toContain('esbuildPlugins: [pureCalls()]');
  });

  it('are marked with the standard annotation in built files only where a schema is declared', () => {
    expect(annotatePureCalls('export const a = wireSchema(() => object({}));')).toBe(
      'export const a = /* @__PURE__ */ wireSchema(() => object({}));',
    );
    expect(annotatePureCalls('const b =\n  wireSchema(f);')).toBe(
      'const b =\n  /* @__PURE__ */ wireSchema(f);',
    );
    // a mention in a comment or a definition is left alone
    const untouched =
      '/** `wireSchema(() => ...)` */\nexport const wireSchema = <T>(b: () => T) => b();';
    expect(annotatePureCalls(untouched)).toBe(untouched);
  });

  it('wrap every top-level call of an area file (where routes and schemas live together)', () => {
    expect(pureFunctions).toEqual(['wireSchema']);
    const areaFiles = readdirSync(contractDir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .filter((f) => /Routes = \{/.test(readFileSync(join(contractDir, f), 'utf8')));
    expect(areaFiles.length).toBeGreaterThan(20);
    for (const file of areaFiles) {
      const text = readFileSync(join(contractDir, file), 'utf8');
      // a schema built by a bare top-level call would be kept in every bundle that reads routes
      const bare = [...text.matchAll(/^(?:export )?const (\w+) = ([\w.$]+)\(/gm)]
        .filter(([, , callee]) => callee !== 'wireSchema')
        .map(([, name]) => name);
      expect(bare, file).toEqual([]);
      // the bundler matches the name as written: a renamed import would not be declared pure
      if (text.includes('wireSchema(')) {
        expect(text, file).toContain("import { wireSchema } from './wireSchema';");
      }
    }
  });
});
