// A view or pattern over 300 lines holds several parts: it is split by part into files of its
// own folder (a header, a table, a drawing hook), so that each part is read, reviewed and
// changed on its own. Stories and tests are not counted.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 300;
const src = join(import.meta.dirname, '..');

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return components(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('views and patterns stay short', () => {
  it(`every view and pattern file has at most ${MAX_LINES} lines`, () => {
    const sizes = ['views', 'patterns'].flatMap((layer) =>
      components(join(src, layer)).map((path) => {
        const lines = readFileSync(path, 'utf8').trimEnd().split('\n').length;
        return [relative(src, path), lines] as const;
      }),
    );
    const over = sizes
      .filter(([, lines]) => lines > MAX_LINES)
      .map(([file, lines]) => `${file}: ${lines} lines`);
    expect(over).toEqual([]);
  });
});
