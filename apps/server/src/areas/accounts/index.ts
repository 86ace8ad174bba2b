// The accounts area's public face: what other areas, the back office and the seed may use. By
// convention (areas/README.md) it exports the area's Fastify `plugin` and its back-office
// `commands`, found by areas/registry.ts.
export { accountsArea as plugin } from './routes';
export { accountIn, listAccounts, portfolioSummary } from './service';
