// A Vite plugin (build only): writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9)
// beside every compressible file of the build, public files included, when that saves bytes.
// The server answers them by Accept-Encoding; nothing is compressed per
// request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below this, compression saves less than the framing costs. */
const MIN_BYTES = 512;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Compresses the files under `dir`; returns { files, bytes, br, gz } totals. */
export function precompressDir(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = gzipSync(body, { level: 9 });
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
    totals.files++;
    totals.bytes += body.length;
    totals.br += Math.min(br.length, body.length);
    totals.gz += Math.min(gz.length, body.length);
  }
  return totals;
}

export function precompress() {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'invest:precompress',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const t = precompressDir(resolve(root, outDir));
        const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
        this.info?.(
          `precompressed ${t.files} files: ${kb(t.bytes)} -> br ${kb(t.br)}, gzip ${kb(t.gz)}`,
        );
      },
    },
  };
}
