// The release flow of CONTRIBUTING.md on a throwaway copy: `changeset version --snapshot` then
// `changeset publish` (pnpm publish, which rewrites workspace: ranges), into the given registry.
// The copy holds what the release needs (manifests, built dist, READMEs, .changeset), so the
// workspace itself is never versioned or touched.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const published = ['tokens', 'i18n', 'domain', 'ui', 'api'];

const exec = promisify(execFile);

export async function releaseSnapshot({ root, dir, registry, tag = 'partner' }) {
  const copy = join(dir, 'release');
  mkdirSync(copy, { recursive: true });
  // the lockfile too: changesets picks its publish tool (pnpm, which rewrites workspace: ranges) by it
  for (const f of ['package.json', 'pnpm-workspace.yaml', 'pnpm-lock.yaml', '.changeset'])
    cpSync(join(root, f), join(copy, f), { recursive: true });
  // every workspace package's manifest (changesets checks the whole graph), and what the
  // published ones pack: the files listed in "files" plus README and CHANGELOG
  for (const group of ['packages', 'apps'])
    for (const name of readdirSync(join(root, group))) {
      const from = join(root, group, name);
      if (!existsSync(join(from, 'package.json'))) continue;
      const to = join(copy, group, name);
      mkdirSync(to, { recursive: true });
      const manifest = JSON.parse(readFileSync(join(from, 'package.json'), 'utf8'));
      cpSync(join(from, 'package.json'), join(to, 'package.json'));
      if (manifest.private) continue;
      for (const f of [...(manifest.files ?? []), 'README.md', 'CHANGELOG.md'])
        if (existsSync(join(from, f))) cpSync(join(from, f), join(to, f), { recursive: true });
    }
  writeFileSync(join(copy, '.npmrc'), registry.npmrc());

  const changeset = join(root, 'node_modules', '@changesets', 'cli', 'bin.js');
  const env = {
    ...process.env,
    CI: 'true',
    [`npm_config_@invest:registry`]: registry.url,
    npm_config_registry: process.env.npm_config_registry ?? 'https://registry.npmjs.org/',
  };
  // async: the registry runs in this process and must keep answering
  const run = async (args) =>
    (await exec(process.execPath, [changeset, ...args], { cwd: copy, env, maxBuffer: 1 << 26 }))
      .stdout;
  await exec('git', ['init', '-q'], { cwd: copy });
  const versionLog = await run(['version', '--snapshot', tag]);
  const publishLog = await run(['publish', '--tag', tag, '--no-git-tag']);
  const versions = Object.fromEntries(
    published.map((p) => {
      const m = JSON.parse(readFileSync(join(copy, 'packages', p, 'package.json'), 'utf8'));
      return [m.name, m.version];
    }),
  );
  return { copy, versions, log: versionLog + publishLog };
}
