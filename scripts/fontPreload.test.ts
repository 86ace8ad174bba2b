// The text face a first visit needs is preloaded from <head>, and only it
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM helper
import { fontPreload } from './font-preload.mjs';

interface Tag {
  tag: string;
  attrs: Record<string, string>;
  injectTo: string;
}

const run = (bundle: Record<string, { fileName: string }>): Tag[] =>
  fontPreload({ match: /inter-latin-wght-normal/ }).transformIndexHtml.handler('', { bundle });

describe('fontPreload', () => {
  it('preloads the matching woff2 as a CORS font, and no other subset', () => {
    const tags = run({
      a: { fileName: 'assets/inter-latin-wght-normal-Dx4kXJAl.woff2' },
      b: { fileName: 'assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2' },
      c: { fileName: 'assets/source-serif-4-latin-wght-normal-DMe4EKeb.woff2' },
      d: { fileName: 'assets/index-KDLHsRlU.js' },
    });
    expect(tags).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          href: '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
          as: 'font',
          type: 'font/woff2',
          crossorigin: '',
        },
        injectTo: 'head',
      },
    ]);
  });

  it('adds nothing when the build has no such font', () => {
    expect(run({})).toEqual([]);
  });

  it('the web app preloads the face its fonts.css declares', () => {
    const css = readFileSync(join(import.meta.dirname, '../apps/web/src/fonts.css'), 'utf8');
    const config = readFileSync(join(import.meta.dirname, '../apps/web/vite.config.ts'), 'utf8');
    expect(config).toContain('fontPreload({ match: /inter-latin-wght-normal/ })');
    expect(css).toContain("url('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')");
    // swap: text shows at once in the metric-matched fallback
    expect(css.match(/font-display: swap;/g)?.length).toBe(5);
    expect(css).toContain("font-family: 'Inter Fallback';");
  });
});
