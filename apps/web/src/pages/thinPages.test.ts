// A page file is wiring (ARCHITECTURE.md 'Dependency rule'): read params, call hooks, render a
// view, pass callbacks. Its orchestration lives in a hook (packages/api, apps/web/src/app) or
// in the view, so a page that grows past a few dozen lines fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 60;

describe('pages stay thin', () => {
  it(`every page file has at most ${MAX_LINES} lines`, () => {
    const dir = import.meta.dirname;
    const over = readdirSync(dir)
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => [f, readFileSync(join(dir, f), 'utf8').trimEnd().split('\n').length] as const)
      .filter(([, lines]) => lines > MAX_LINES)
      .map(([f, lines]) => `${f}: ${lines} lines`);
    expect(over).toEqual([]);
  });
});
