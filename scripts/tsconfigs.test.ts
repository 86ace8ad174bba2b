// One tsconfig per package (scripts/tsconfigs.mjs): each maps only the workspace packages its
// package.json names, so an import of one it does not name fails the type check.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM helpers
import { packageDirs, root, tsconfigSource } from './tsconfigs.mjs';

/** The type errors of one planted file of package `dir` (the package's own compiler options). */
function typeErrors(dir: string, code: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, dir, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error(`no tsconfig in ${dir}`);
  const planted = join(root, dir, 'src', '__planted__.ts');
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, ...rest) =>
    file === planted
      ? ts.createSourceFile(file, code, language)
      : getSourceFile(file, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => file === planted || fileExists(file);
  const program = ts.createProgram([planted], config.options, host);
  return program
    .getSemanticDiagnostics(program.getSourceFile(planted))
    .map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
}

describe('one tsconfig per package', () => {
  it('matches what the package.json files give (node scripts/tsconfigs.mjs)', async () => {
    for (const dir of packageDirs() as string[]) {
      expect(readFileSync(join(root, dir, 'tsconfig.json'), 'utf8'), dir).toBe(
        await tsconfigSource(dir),
      );
    }
  });

  it('fails the type check of a package importing a workspace package its package.json lacks', () => {
    const errors = typeErrors(
      'packages/domain',
      "import { LOCALES } from '@invest/i18n';\nexport const planted = LOCALES;\n",
    );
    expect(errors.join('\n')).toMatch(/TS2307: Cannot find module '@invest\/i18n'/);
  }, 120_000);

  it('resolves a workspace package the package.json names', () => {
    const config = ts.getParsedCommandLineOfConfigFile(
      join(root, 'packages/i18n/tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: () => undefined,
      },
    );
    const from = join(root, 'packages/i18n/src/__planted__.ts');
    const named = ts.resolveModuleName('@invest/domain', from, config!.options, ts.sys);
    const missing = ts.resolveModuleName('@invest/tokens', from, config!.options, ts.sys);
    expect(named.resolvedModule?.resolvedFileName).toBe(join(root, 'packages/domain/src/index.ts'));
    expect(missing.resolvedModule).toBeUndefined();
  });
});
