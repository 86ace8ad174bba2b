// Package hygiene of what the registry serves (item 6): the published manifests and
// tarballs, as a partner's npm sees them.
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const DEP_FIELDS = ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies'];

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** Every file path an `exports` map (or main/module/types) points at. */
function targets(manifest) {
  const out = [];
  const visit = (v) => {
    if (typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(manifest.exports);
  for (const f of ['main', 'module', 'types', 'typings']) if (manifest[f]) out.push(manifest[f]);
  return out;
}

/** Downloads and unpacks the published tarball; returns its facts and the problems found. */
export async function inspectPublished(registry, name, version, dir) {
  const packument = await registry.packument(name);
  const manifest = packument?.versions?.[version];
  if (!manifest) return { problems: [`${name}@${version} is not on the registry`] };
  const problems = [];

  for (const field of DEP_FIELDS)
    for (const [dep, range] of Object.entries(manifest[field] ?? {}))
      if (/^(workspace|link|file|portal|catalog):/.test(range))
        problems.push(`${field}.${dep} is "${range}" (a workspace-only range)`);

  const tgz = await fetch(manifest.dist.tarball);
  const bytes = Buffer.from(await tgz.arrayBuffer());
  const out = join(dir, `${name.replace('/', '+')}`);
  mkdirSync(out, { recursive: true });
  writeFileSync(`${out}.tgz`, bytes);
  await exec('tar', ['-xzf', `${out}.tgz`, '-C', out]);
  const pkgDir = join(out, 'package');
  const files = walk(pkgDir).map((f) => relative(pkgDir, f));
  const unpacked = walk(pkgDir).reduce((n, f) => n + statSync(f).size, 0);

  for (const t of targets(manifest)) {
    if (!t.startsWith('./') && !/^[\w@]/.test(t))
      problems.push(`export target ${t} is not package-relative`);
    if (t.includes('..') || /(^|\/)src\//.test(t))
      problems.push(`export target ${t} points outside dist`);
    if (!t.includes('*') && !existsSync(join(pkgDir, t)))
      problems.push(`export target ${t} is missing from the tarball`);
  }
  const stray = files.filter((f) =>
    /(^|\/)src\/|\.(stories|test)\.[jt]sx?$|tsbuildinfo$|\.npmrc$/.test(f),
  );
  if (stray.length)
    problems.push(`tarball carries workspace files: ${stray.slice(0, 5).join(', ')}`);
  if (manifest.publishConfig?.directory)
    problems.push('publishConfig.directory (a workspace-only layout)');

  // sideEffects: false, or only stylesheets (so CSS imports stay and JS is tree-shaken)
  const se = manifest.sideEffects;
  const sideEffectsOk =
    se === false || (Array.isArray(se) && se.length > 0 && se.every((p) => /\.css$/.test(p)));
  if (!sideEffectsOk)
    problems.push(`sideEffects is ${JSON.stringify(se)}: want false or CSS globs only`);
  const hasCss = files.some((f) => f.endsWith('.css'));
  if (hasCss && se === false)
    problems.push('ships CSS but declares sideEffects: false (CSS imports would be dropped)');

  // react and react-dom are the app's: peers, never dependencies
  for (const r of ['react', 'react-dom'])
    if (manifest.dependencies?.[r]) problems.push(`${r} is a dependency (must be a peer)`);

  return { manifest, files, tarball: bytes.length, unpacked, problems, pkgDir };
}
