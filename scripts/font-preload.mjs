// Vite plugin: preloads the web font faces a first visit needs from <head>, so
// the text paints in its face without waiting for the stylesheet to name the font. `match` picks
// the built woff2 assets (hashed names) to preload; other subsets load on demand by
// unicode-range.
/** @param {{ match: RegExp }} options */
export function fontPreload({ match }) {
  return {
    name: 'invest-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      /** @param {string} _html @param {{ bundle?: Record<string, { fileName: string }> }} ctx */
      handler(_html, ctx) {
        const files = Object.values(ctx.bundle ?? {})
          .map((o) => o.fileName)
          .filter((f) => f.endsWith('.woff2') && match.test(f));
        return files.map((f) => ({
          tag: 'link',
          // fonts are always fetched in CORS mode: without crossorigin the preload is not reused
          attrs: { rel: 'preload', href: `/${f}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head',
        }));
      },
    },
  };
}
