import base from './vite.config';
import { writeFileSync } from 'node:fs';
export default {
  ...base,
  plugins: [
    ...(base.plugins as any[]),
    {
      name: 'report',
      generateBundle(_o: any, bundle: any) {
        const out: any = {};
        for (const [f, c] of Object.entries<any>(bundle)) {
          if (c.type !== 'chunk') continue;
          out[f] = { isEntry: c.isEntry, imports: c.imports, modules: Object.fromEntries(Object.entries<any>(c.modules).map(([m, i]) => [m.replace(/.*node_modules\/\.pnpm\//, 'nm:').replace(/.*\/wt\/perf\//, ''), i.renderedLength])) };
        }
        writeFileSync(process.env.REPORT ?? '/tmp/perfan/report.json', JSON.stringify(out, null, 1));
      },
    },
  ],
};
