// One tsconfig per workspace package (packages/*, apps/*), so that a workspace dependency missing
// from a package's package.json fails the type check: each package's tsconfig.json maps only the
// workspace packages its package.json names (dependencies of any kind) to their sources; any other
// `@invest/*` import finds no module. The root tsconfig.json keeps the tools (scripts, .storybook,
// bench). Generated from the package.json files (`pnpm tsconfigs:generate`);
// scripts/tsconfigs.test.ts fails when a file differs, and `pnpm typecheck` runs them all
// with the root one, side by side (one tsc is one thread).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every workspace package folder, relative to the root ('packages/domain', 'apps/web', ...). */
export function packageDirs() {
  return ['packages', 'apps'].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(root, group, d.name, 'package.json')))
      .map((d) => `${group}/${d.name}`)
      .sort(),
  );
}

const rootPaths = () =>
  JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')).compilerOptions.paths;

/** The tsconfig.json of one package: its sources, the paths of the workspace packages it names. */
export function tsconfigOf(dir) {
  const json = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  // its own name too: the api's integration tests start the server, which imports the contract
  const named = new Set([
    json.name,
    ...Object.keys({ ...json.dependencies, ...json.peerDependencies, ...json.devDependencies }),
  ]);
  const toPkg = (p) => {
    const path = relative(join(root, dir), join(root, p)).split('\\').join('/');
    return path.startsWith('.') ? path : `./${path}`;
  };
  const paths = Object.fromEntries(
    Object.entries(rootPaths())
      .filter(([name]) => named.has(name.split('/').slice(0, 2).join('/')))
      .map(([name, targets]) => [name, targets.map(toPkg)]),
  );
  return {
    extends: toPkg('tsconfig.base.json'),
    compilerOptions: { types: ['node', 'vite/client'], paths },
    include: ['src'],
  };
}

/** The text of `<dir>/tsconfig.json`, formatted as the repository is. */
export async function tsconfigSource(dir) {
  const file = join(root, dir, 'tsconfig.json');
  const text = `${JSON.stringify(tsconfigOf(dir), null, 2)}\n`;
  return prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const dir of packageDirs()) {
    const file = join(root, dir, 'tsconfig.json');
    const text = await tsconfigSource(dir);
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (current !== text) writeFileSync(file, text);
    console.log(`${current === text ? 'unchanged' : 'wrote'} ${dir}/tsconfig.json`);
  }
}
