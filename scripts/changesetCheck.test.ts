// A change to a published package without a changeset fails the check; the
// check needs no base branch (it runs on a clean clone of main).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM helper
import { changesetPackages, checkChangesets, shippedPackage } from './changeset-check.mjs';

type Result = {
  ok: boolean;
  base: string | null;
  uncovered: { commit: string; subject: string; packages: string[] }[];
};
const check = (root: string) => checkChangesets(root) as Result;

let root: string;
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.test',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.test',
    },
  });
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const commit = (message: string) => {
  git('add', '-A');
  git('commit', '-q', '-m', message);
};
const changeset = (file: string, pkg: string) =>
  write(`.changeset/${file}.md`, `---\n'${pkg}': patch\n---\n\nA change.\n`);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'changeset-check-'));
  git('init', '-q', '-b', 'main');
  write('packages/ui/package.json', JSON.stringify({ name: '@invest/ui' }));
  write('packages/domain/package.json', JSON.stringify({ name: '@invest/domain' }));
  write('apps/web/package.json', JSON.stringify({ name: '@invest/web', private: true }));
  write('.changeset/README.md', '# Changesets\n');
  commit('skeleton');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('changeset check', () => {
  it('fails for a commit changing a published package without a changeset', () => {
    write('packages/ui/src/Button.tsx', 'export const a = 1;\n');
    commit('ui: button');
    const result = check(root);
    expect(result.ok).toBe(false);
    expect(result.uncovered).toEqual([
      expect.objectContaining({ subject: 'ui: button', packages: ['@invest/ui'] }),
    ]);
  });

  it('passes when the commit or a later one adds a changeset naming the package', () => {
    write('packages/ui/src/Button.tsx', 'export const a = 1;\n');
    commit('ui: button');
    write('packages/ui/src/Card.tsx', 'export const b = 1;\n');
    changeset('card', '@invest/ui');
    commit('ui: card, with a changeset');
    expect(check(root).ok).toBe(true);
  });

  it('fails when the changeset names another package', () => {
    write('packages/domain/src/money.ts', 'export const m = 1;\n');
    changeset('money', '@invest/ui');
    commit('domain: money');
    expect(check(root).uncovered.map((u) => u.packages)).toEqual([['@invest/domain']]);
  });

  it('ignores tests, stories, private apps and files outside src', () => {
    write('packages/ui/src/Button.test.tsx', 'test\n');
    write('packages/ui/src/Button.stories.tsx', 'story\n');
    write('packages/ui/README.md', 'docs\n');
    write('apps/web/src/main.tsx', 'app\n');
    commit('tests and docs');
    expect(check(root).ok).toBe(true);
  });

  it('counts only what changed since the last release (changeset version wrote CHANGELOG.md)', () => {
    write('packages/ui/src/Button.tsx', 'export const a = 1;\n');
    commit('ui: button, before the release');
    write('packages/ui/CHANGELOG.md', '# @invest/ui\n\n## 0.2.0\n');
    commit('release');
    expect(check(root)).toMatchObject({ ok: true, base: expect.any(String) });
    write('packages/ui/src/Button.tsx', 'export const a = 2;\n');
    commit('ui: after the release');
    expect(check(root).uncovered.map((u) => u.subject)).toEqual(['ui: after the release']);
  });

  it('checks uncommitted changes against uncommitted changesets', () => {
    write('packages/domain/src/money.ts', 'export const m = 1;\n');
    expect(check(root).uncovered).toEqual([
      expect.objectContaining({ commit: 'WORKTREE', packages: ['@invest/domain'] }),
    ]);
    changeset('money', '@invest/domain');
    expect(check(root).ok).toBe(true);
  });

  it('reads front matter and shipped paths', () => {
    expect(changesetPackages('---\n\'@invest/ui\': minor\n"@invest/api": patch\n---\n\nx')).toEqual(
      ['@invest/ui', '@invest/api'],
    );
    expect(shippedPackage('packages/ui/src/lib/cn.ts')).toBe('ui');
    expect(shippedPackage('packages/api/src/client.integration.test.ts')).toBeUndefined();
    expect(shippedPackage('packages/ui/tsup.config.ts')).toBeUndefined();
  });
});
