// One tsconfig per workspace package (packages/*, apps/*), so that a workspace dependency missing
// from a package's package.json fails the type check: each package's tsconfig.json maps only the
// workspace packages its package.json names (dependencies of any kind) to their sources; any other
// `@invest/*` import finds no module. The root tsconfig.json keeps the tools (scripts, .storybook,
// bench). Generated from the package.json files (`pnpm tsconfigs:generate`);
// scripts/tsconfigs.test.ts fails when a file differs, and `pnpm typecheck` runs them all
// with the root one.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
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

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--typecheck') {
  // `pnpm typecheck`: the root's tools and each package on its own tsconfig. One tsc is one
  // thread, so as many run at once as the machine has cores (about 190 s one after the other on
  // a 2-core CI machine, half that two at a time); each one's output is printed when it ends.
  const tsc = join(root, 'node_modules/.bin/tsc');
  // the longest first (ui, web, the root, the server and the api take 27-37 s each on a CI
  // machine, the others 7-11 s), so that the lanes end together
  const longest = ['packages/ui', 'apps/web', '.', 'apps/server', 'packages/api'];
  const queue = [...longest, ...packageDirs().filter((dir) => !longest.includes(dir))];
  let failed = 0;
  const lane = async () => {
    for (let dir = queue.shift(); dir !== undefined; dir = queue.shift()) {
      const t0 = performance.now();
      const done = await new Promise((resolve) =>
        execFile(tsc, ['-p', join(dir, 'tsconfig.json')], { cwd: root }, (error, out, err) =>
          resolve({ ok: !error, text: `${out}${err}` }),
        ),
      );
      const s = ((performance.now() - t0) / 1000).toFixed(1);
      console.log(`$ tsc -p ${dir}/tsconfig.json (${s} s${done.ok ? '' : ', failed'})`);
      if (done.text) process.stdout.write(done.text);
      if (!done.ok) failed++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, lane));
  if (failed) process.exit(1);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const dir of packageDirs()) {
    const file = join(root, dir, 'tsconfig.json');
    const text = await tsconfigSource(dir);
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (current !== text) writeFileSync(file, text);
    console.log(`${current === text ? 'unchanged' : 'wrote'} ${dir}/tsconfig.json`);
  }
}
