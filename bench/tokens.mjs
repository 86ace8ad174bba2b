// Token figures: the weakest WCAG contrast per theme and the gain/loss colour distances under
// simulated colour-vision deficiencies (packages/tokens/src/report.ts, bundled on the fly).
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function printTokenReport() {
  const out = await build({
    entryPoints: [join(root, 'packages/tokens/src/report.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  const url = `data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`;
  const { tokenReport } = await import(url);
  console.log('\n@invest/tokens: weakest contrast pair and gain/loss ΔE2000 per theme');
  console.table(tokenReport());
}
