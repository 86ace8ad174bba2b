import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM helper
import { splitAutocomplete } from './rac-autocomplete-split.mjs';

// the installed package's file, as apps/web resolves it
const require = createRequire(join(import.meta.dirname, '../apps/web/package.json'));
const rac = dirname(require.resolve('react-aria-components/package.json'));
const source = readFileSync(join(rac, 'dist/private/Autocomplete.mjs'), 'utf8');

describe('the Autocomplete contexts apart from the component', () => {
  it('moves every context of the installed Autocomplete.mjs, and nothing else', () => {
    const { contexts, rest } = splitAutocomplete(source) as { contexts: string; rest: string };
    const declared = [...contexts.matchAll(/^export const (\S+) = /gm)].map((m) => m[1]);
    // the four the package exports: AutocompleteContext, its state's, the collection's, the input's
    expect(declared).toHaveLength(4);
    for (const name of declared) {
      expect(rest).not.toContain(`const ${name} =`);
      // still exported by Autocomplete.mjs under the package's names
      expect(rest).toContain(name);
    }
    expect(rest.split('\n')[0]).toBe(
      `import { ${declared.join(', ')} } from '\0rac-autocomplete-contexts';`,
    );
    expect(rest).toContain('useAutocomplete');
    expect(contexts).not.toContain('useAutocomplete');
  });

  it('fails the build when the file no longer declares its contexts as expected', () => {
    expect(() => splitAutocomplete('export const x = 1;\n')).toThrow(/update the plugin/);
  });
});
