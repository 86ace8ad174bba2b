// `pnpm bench`: prints the figures each issue budgets. Benchmarks report; tests assert behaviour.
import { printSizeTable, sizeTable } from './size.mjs';
import { printTokenReport } from './tokens.mjs';

printSizeTable(await sizeTable());
await printTokenReport();
