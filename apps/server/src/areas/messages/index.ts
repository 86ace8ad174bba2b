// The messages area's public face: what other areas, the back office and the seed may use. By
// convention (areas/README.md) it exports the area's Fastify `plugin` and its back-office
// `commands`, found by areas/registry.ts.
export { messagesArea as plugin } from './routes';
export { messagesCommands as commands } from './commands';
export { postMessage } from './service';
