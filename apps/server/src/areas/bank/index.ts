// The bank area's public face: what other areas, the back office and the seed may use. By
// convention (areas/README.md) it exports the area's Fastify `plugin` and its back-office
// `commands`, found by areas/registry.ts.
export { bankArea as plugin } from './routes';
export { bankAccountRows, saveBankAccount } from './service';
