// The auth area's public face: what other areas, the back office and the seed may use. By
// convention (areas/README.md) it exports the area's Fastify `plugin` and its back-office
// `commands`, found by areas/registry.ts.
export { authArea as plugin } from './routes';
export { authCommands as commands } from './commands';
export { createSession } from './sessions';
export { issueInvitationCodes } from './invitations';
export { registerUser } from './service';
