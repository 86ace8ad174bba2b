// `pnpm changeset:check`: fails when a change to a published
// package has no changeset. It needs no base branch, so it works on a clean clone of main in CI:
//
//  - the release base is the last commit that wrote a package's CHANGELOG.md (what
//    `changeset version` does); before the first release, the whole history counts;
//  - every commit since then that changes a published package's shipped source
//    (packages/<name>/src, tests and stories excluded) must be covered by a changeset that names
//    the package, added in that commit or in a later one (so one changeset may cover a series);
//  - uncommitted changes count too: they need a changeset in the working tree.
//
// Prints the uncovered commits and exits 1; prints a one-line summary and exits 0 otherwise.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A file of a package's shipped source (not a test, story or fixture). */
export function shippedPackage(path) {
  const m = /^packages\/([^/]+)\/src\/(.+)$/.exec(path);
  if (!m) return undefined;
  if (/\.(test|stories|integration\.test|e2e\.test)\.[cm]?[jt]sx?$/.test(m[2])) return undefined;
  if (/(^|\/)(__tests__|__fixtures__|storybook)\//.test(m[2])) return undefined;
  return m[1];
}

/** The package names a changeset's front matter bumps. */
export function changesetPackages(text) {
  const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!m) return [];
  return m[1]
    .split(/\r?\n/)
    .map((line) => /^\s*['"]?([^'":]+)['"]?\s*:\s*(major|minor|patch)\s*$/.exec(line)?.[1])
    .filter((name) => name !== undefined);
}

const isChangeset = (path) => /^\.changeset\/[^/]+\.md$/.test(path) && !/README\.md$/i.test(path);

/** Published packages: `packages/<dir>` with a package.json that is not private. */
function publishedPackages(root) {
  const out = new Map();
  const dir = join(root, 'packages');
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const file = join(dir, name, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    if (!pkg.private) out.set(name, pkg.name);
  }
  return out;
}

/**
 * Checks the repository at `root`. Returns `{ ok, base, checked, uncovered }` where `uncovered`
 * lists `{ commit, subject, packages }` (commit `WORKTREE` for uncommitted changes).
 */
export function checkChangesets(root) {
  const git = (...args) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (git('rev-parse', '--is-shallow-repository').trim() === 'true') {
    throw new Error(
      'changeset check: the clone is shallow; fetch the history (git fetch --unshallow)',
    );
  }
  const published = publishedPackages(root);
  const base = git('log', '-1', '--format=%H', '--', ':(glob)packages/*/CHANGELOG.md').trim();
  const range = base ? [`${base}..HEAD`] : ['HEAD'];
  // oldest first: each commit with its subject and the files it touched (merges: first parent)
  const log = git(
    'log',
    '--reverse',
    '--first-parent',
    '-m',
    '--name-status',
    '--no-renames',
    '--format=%x00%H%x01%s',
    ...range,
  );
  const commits = log
    .split('\0')
    .filter((chunk) => chunk.trim() !== '')
    .map((chunk) => {
      const [head, ...lines] = chunk.split('\n');
      const [hash, subject] = head.split('\x01');
      const files = lines
        .filter((l) => l.trim() !== '')
        .map((l) => {
          const [status, path] = l.split('\t');
          return { status, path };
        });
      return { hash, subject, files };
    });
  const readAt = (hash, path) => git('show', `${hash}:${path}`);

  // uncommitted changes, last
  const status = git('status', '--porcelain', '--untracked-files=all')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => ({ status: l.slice(0, 2).trim(), path: l.slice(3).replace(/^.* -> /, '') }));
  if (status.length > 0)
    commits.push({ hash: 'WORKTREE', subject: '(uncommitted)', files: status });

  // walk newest to oldest, collecting the packages that later changesets name
  const coveredLater = new Set();
  const uncovered = [];
  let checked = 0;
  for (let i = commits.length - 1; i >= 0; i--) {
    const c = commits[i];
    for (const f of c.files) {
      if (!isChangeset(f.path) || f.status.startsWith('D')) continue;
      const text =
        c.hash === 'WORKTREE' ? readFileSync(join(root, f.path), 'utf8') : readAt(c.hash, f.path);
      for (const name of changesetPackages(text)) coveredLater.add(name);
    }
    const changed = new Set(
      c.files
        .map((f) => shippedPackage(f.path))
        .filter((dir) => dir !== undefined && published.has(dir))
        .map((dir) => published.get(dir)),
    );
    if (changed.size === 0) continue;
    checked++;
    const missing = [...changed].filter((name) => !coveredLater.has(name));
    if (missing.length > 0)
      uncovered.unshift({ commit: c.hash, subject: c.subject, packages: missing });
  }
  return { ok: uncovered.length === 0, base: base || null, checked, uncovered };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const result = checkChangesets(root);
  const since = result.base ? `release ${result.base.slice(0, 8)}` : 'the first commit';
  if (result.ok) {
    console.log(
      `changesets: ${result.checked} change(s) to published packages since ${since}, each covered by a changeset`,
    );
  } else {
    console.error(`changesets: changes to published packages since ${since} without a changeset:`);
    for (const u of result.uncovered) {
      console.error(
        `  ${u.commit.slice(0, 8)} ${u.subject.slice(0, 80)}  (${u.packages.join(', ')})`,
      );
    }
    console.error('Add one with `pnpm changeset` naming each package (see CONTRIBUTING.md).');
    process.exit(1);
  }
}
