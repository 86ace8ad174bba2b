// Declarations for a package's dist without tsup's dts worker (that worker
// needed an 8 GiB heap for @invest/ui). `tsc --emitDeclarationOnly` writes one .d.ts per source
// module; relative specifiers then get the `.js` / `/index.js` an ESM (node16) consumer needs,
// since the sources import without extensions (moduleResolution: Bundler). Optional stubs give
// each published entry its `dist/<name>.d.ts`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

/** Relative specifiers in declaration files: from '...', import '...', import('...'). */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** `./x` -> `./x.js` or `./x/index.js`, by what the declaration output holds. */
export function withExtension(fromFile, specifier) {
  if (/\.(c|m)?js$/.test(specifier) || /\.json$/.test(specifier)) return specifier;
  const base = resolve(dirname(fromFile), specifier);
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(base, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  return specifier;
}

/**
 * Emits declarations for `pkgDir` (its tsconfig.build.json) into `outDir` (relative to the
 * package), fixes their relative specifiers, and writes `dist/<name>.d.ts` re-exporting each
 * entry's declarations when `entries` ({ name: 'src/...ts' }) is given.
 */
export function buildDeclarations({
  pkgDir,
  outDir = 'dist',
  entries,
  tsconfig = 'tsconfig.build.json',
}) {
  // tsup's `clean` empties dist before the JavaScript build; this runs after it
  const out = resolve(pkgDir, outDir);
  mkdirSync(out, { recursive: true });
  const tsc = createRequire(join(pkgDir, 'package.json')).resolve('typescript/bin/tsc');
  execFileSync(
    process.execPath,
    [
      tsc,
      '-p',
      tsconfig,
      '--noEmit',
      'false',
      '--declaration',
      '--emitDeclarationOnly',
      '--declarationMap',
      'false',
      '--rootDir',
      'src',
      '--outDir',
      outDir,
    ],
    { cwd: pkgDir, stdio: 'inherit' },
  );
  let files = 0;
  for (const file of walk(out)) {
    if (!file.endsWith('.d.ts')) continue;
    const text = readFileSync(file, 'utf8');
    const fixed = text.replace(
      SPECIFIER,
      (_, lead, quote, spec) => `${lead}${quote}${withExtension(file, spec)}${quote}`,
    );
    if (fixed !== text) writeFileSync(file, fixed);
    files++;
  }
  if (entries) {
    const dist = resolve(pkgDir, 'dist');
    for (const [name, source] of Object.entries(entries)) {
      const target = join(out, source.replace(/^src\//, '').replace(/\.tsx?$/, '.d.ts'));
      let spec = relative(dist, target)
        .replace(/\\/g, '/')
        .replace(/\.d\.ts$/, '.js');
      if (!spec.startsWith('.')) spec = `./${spec}`;
      const stub = join(dist, `${name}.d.ts`);
      if (stub === target) continue;
      writeFileSync(stub, `export * from '${spec}';\n`);
    }
  }
  return { files };
}
