// Vite plugin: react-aria-components' Autocomplete module declares the contexts every text field
// reads (FieldInputContext, ...) beside the Autocomplete component. A bundler places a module's
// code in one chunk, so a page with a text field (the login form) loaded the component and
// react-aria's useAutocomplete (about 3 kB gzip) that only the symbol search uses. Here the
// contexts move to a module of their own, the same objects for every importer; the component stays
// where it was, loaded with the symbol search. Applied to that one file, and the build fails if
// its shape changes (a react-aria-components upgrade), rather than silently loading it all again.
import { readFileSync } from 'node:fs';

const CONTEXTS = '\0rac-autocomplete-contexts';
const AUTOCOMPLETE = /react-aria-components[\\/]dist[\\/]private[\\/]Autocomplete\.mjs$/;
/** `const <name> = /*#__PURE__*\/ (0, <createContext>)(null);` as the package writes them. */
const CONTEXT_DECLARATION =
  /^const (\$[\w$]+) = \/\*#__PURE__\*\/ \(0, \$[\w$]+\$createContext\)\(null\);\n/gm;

/**
 * The two modules from the package's Autocomplete.mjs source: the contexts alone, and the rest
 * importing them under their local names.
 * @param {string} source
 */
export function splitAutocomplete(source) {
  const names = [...source.matchAll(CONTEXT_DECLARATION)].map((m) => m[1]);
  if (names.length === 0) {
    throw new Error(
      'scripts/rac-autocomplete-split.mjs: react-aria-components/Autocomplete.mjs declares no ' +
        'context as expected; update the plugin or remove it from apps/web/vite.config.ts',
    );
  }
  const contexts = [
    "import { createContext } from 'react';",
    ...names.map((n) => `export const ${n} = /*#__PURE__*/ createContext(null);`),
    '',
  ].join('\n');
  const rest = `import { ${names.join(', ')} } from '${CONTEXTS}';\n${source.replace(CONTEXT_DECLARATION, '')}`;
  return { contexts, rest };
}

export function racAutocompleteSplit() {
  /** The contexts' module, written when Autocomplete.mjs (its only importer) is loaded. */
  let contexts = '';
  return {
    name: 'invest:rac-autocomplete-split',
    enforce: /** @type {const} */ ('pre'),
    /** @param {string} id */
    resolveId(id) {
      return id === CONTEXTS ? CONTEXTS : null;
    },
    /** @param {string} id */
    load(id) {
      if (id === CONTEXTS) return contexts;
      if (!AUTOCOMPLETE.test(id)) return null;
      const split = splitAutocomplete(readFileSync(id, 'utf8'));
      contexts = split.contexts;
      return split.rest;
    },
  };
}
