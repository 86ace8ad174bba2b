// An esbuild plugin for a per-module build: every source module is an entry
// and its own output file; relative imports stay imports (external) with the `.js` / `/index.js`
// an ESM consumer needs. A bundler using the package then keeps only the modules it reaches
// (with `sideEffects: false`), so one helper never brings a schema library along.
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const SOURCE = ['.ts', '.tsx', '.mts'];

/** `./x` -> `./x.js` or `./x/index.js`, by what the source tree holds. */
export function jsSpecifier(importer, specifier) {
  const base = resolve(dirname(importer), specifier);
  if (SOURCE.some((ext) => existsSync(base + ext))) return `${specifier}.js`;
  if (existsSync(base) && statSync(base).isDirectory()) {
    if (SOURCE.some((ext) => existsSync(join(base, `index${ext}`)))) {
      return `${specifier.replace(/\/$/, '')}/index.js`;
    }
  }
  return specifier;
}

export const perModule = {
  name: 'per-module',
  setup(build) {
    build.onResolve({ filter: /^\.{1,2}\// }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      return { path: jsSpecifier(args.importer, args.path), external: true };
    });
  },
};
