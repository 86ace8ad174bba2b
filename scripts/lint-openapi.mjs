// `pnpm lint:openapi`: builds the server's OpenAPI document in-process (no port, an empty
// in-memory database: apps/server/src/cli/openapi.ts), writes it to a temporary file and lints
// it with Spectral (.spectral.yaml: the OpenAPI and OWASP API Security rulesets). Prints the
// problems and the counts; fails on any error. Offline: everything comes from node_modules.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'invest-openapi-'));
const file = join(dir, 'openapi.json');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', ...options });
  if (result.error) throw result.error;
  return result;
}

try {
  // the root tsconfig maps the workspace packages to their sources, as the tests do
  const built = run(
    'pnpm',
    [
      '--filter',
      '@invest/server',
      'exec',
      'tsx',
      '--tsconfig',
      join(root, 'tsconfig.json'),
      'src/cli/openapi.ts',
      file,
    ],
    { stdio: 'inherit' },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);

  const spectral = run(
    join(root, 'node_modules', '.bin', 'spectral'),
    ['lint', file, '--ruleset', join(root, '.spectral.yaml'), '--format', 'json', '--quiet'],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  let problems;
  try {
    problems = JSON.parse(spectral.stdout || '[]');
  } catch {
    process.stderr.write(spectral.stdout + spectral.stderr);
    process.exit(1);
  }
  const SEVERITY = ['error', 'warning', 'info', 'hint'];
  const counts = { error: 0, warning: 0, info: 0, hint: 0 };
  const byRule = new Map();
  for (const p of problems) {
    const severity = SEVERITY[p.severity];
    counts[severity] += 1;
    if (p.severity === 0) console.error(`error  ${p.code}  ${p.path.join('.')}  ${p.message}`);
    const key = `${severity} ${p.code}`;
    byRule.set(key, (byRule.get(key) ?? 0) + 1);
  }
  for (const [key, n] of [...byRule].sort((a, b) => b[1] - a[1])) console.log(`${n}\t${key}`);
  console.log(
    `Spectral (OpenAPI + OWASP) over /openapi.json: ${counts.error} errors, ${counts.warning} warnings`,
  );
  if (counts.error > 0 || (spectral.status !== 0 && problems.length === 0)) {
    if (problems.length === 0) process.stderr.write(spectral.stderr);
    process.exit(1);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
