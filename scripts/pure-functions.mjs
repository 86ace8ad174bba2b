// Functions the bundlers may treat as free of side effects: an unused call is dropped, and with it
// what only the call needs (the contract's schemas, and zod, from a page that reads routes only).
// Rolldown (apps/web, `treeshake.manualPureFunctions`) matches the first identifier of a call or
// member chain, in every module of the bundle and inside function bodies too (`x.parse(v)` on a
// listed `x` is dropped), so list only names that nothing else uses: never zod's `object`,
// `string` or `array` (`array.push(v)` in a dependency would vanish), never a word like `schema`.
import { readFile } from 'node:fs/promises';

export const pureFunctions = [
  // @invest/api's contract: every area schema is built through it (packages/api/src/contract/wireSchema.ts)
  'wireSchema',
];

/** Where the listed calls are: the area files of @invest/api's contract. */
export const CONTRACT_SOURCES = /[\\/]src[\\/]contract[\\/][^\\/]+\.ts$/;

/** `= name(` becomes `= /* @__PURE__ *\/ name(` for each listed name (declarations only: `const x = name(...)`). */
export function annotatePureCalls(text, names = pureFunctions) {
  return names.reduce(
    (out, name) => out.replace(new RegExp(`(=\\s*)${name}\\(`, 'g'), `$1/* @__PURE__ */ ${name}(`),
    text,
  );
}

/**
 * The same list for a published package built by tsup (esbuild). esbuild's own `pure` option
 * covers global names only, never an imported function, so it cannot be told; this plugin marks
 * the listed calls with the standard annotation while esbuild reads the sources (the annotation is
 * in the published files, never in source), and every bundler of a consumer honours it there.
 */
export const pureCalls = (filter = CONTRACT_SOURCES) => ({
  name: 'pure-calls',
  setup(build) {
    build.onLoad({ filter }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      return { contents: annotatePureCalls(text), loader: 'ts' };
    });
  },
});
