// The chat area's public face: what other areas, the back office and the seed may use. By
// convention (areas/README.md) it exports the area's Fastify `plugin` and its back-office
// `commands`, found by areas/registry.ts.
export { chatArea as plugin } from './routes';
export { chatCommands as commands } from './commands';
export { chatHubOf } from './hub';
export { GREETING } from './service';
