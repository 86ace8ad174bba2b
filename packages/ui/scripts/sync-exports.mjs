// Keeps package.json `exports` in step with the component folders: one entry per component
// (react-aria-components' model), the barrel, the stylesheet. `--check` fails instead of writing.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'prettier';
import { components, root } from './components.mjs';

const file = join(root, 'package.json');
const pkg = JSON.parse(readFileSync(file, 'utf8'));
const entry = (name) => ({ types: `./dist/${name}.d.ts`, import: `./dist/${name}.js` });
const exports = { '.': entry('index') };
for (const c of components()) exports[`./${c.name}`] = entry(c.name);
exports['./styles.css'] = './dist/styles.css';
exports['./package.json'] = './package.json';
pkg.exports = exports;

const next = await format(JSON.stringify(pkg), { parser: 'json-stringify', filepath: file });
const current = readFileSync(file, 'utf8');
if (next !== current) {
  if (process.argv.includes('--check')) {
    console.error(
      'packages/ui/package.json exports are out of date: run pnpm --filter @invest/ui build',
    );
    process.exit(1);
  }
  writeFileSync(file, next);
}
