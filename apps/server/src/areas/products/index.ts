// The products area's public face: what other areas, the back office and the seed may use. By
// convention (areas/README.md) it exports the area's Fastify `plugin` and its back-office
// `commands`, found by areas/registry.ts.
export { productsArea as plugin } from './routes';
export { productsCommands as commands } from './commands';
export { createProduct, editProduct, type ProductInput } from './admin';
export { runProductJobs, type ProductJobsResult } from './scheduler';
export {
  decideOrder,
  productHoldingsFigures,
  productRequirements,
  type ProductFigures,
} from './service';
