// The fx area's public face: what other areas, the back office and the seed may use. By
// convention (areas/README.md) it exports the area's Fastify `plugin` and its back-office
// `commands`, found by areas/registry.ts.
export { fxArea as plugin } from './routes';
export { fxCommands as commands } from './commands';
export { exchange, quoteRate } from './service';
