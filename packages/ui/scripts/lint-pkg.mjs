// The published package as a partner's tools see it: the exports and barrel in step with the
// component folders, publint, and are-the-types-wrong on the root and on every component. attw
// cannot expand the `"./*"` pattern itself, so each component is named to it.
import { execFileSync } from 'node:child_process';
import { components, root } from './components.mjs';

const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });
run('node', ['scripts/sync-exports.mjs', '--check']);
run('publint', ['--strict']);
run('attw', [
  '--pack',
  '.',
  '--profile',
  'esm-only',
  '--entrypoints',
  '.',
  ...components().map((c) => `./${c.name}`),
]);
