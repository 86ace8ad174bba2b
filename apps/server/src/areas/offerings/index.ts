// The offerings area's public face: what other areas, the back office and the seed may use. By
// convention (areas/README.md) it exports the area's Fastify `plugin` and its back-office
// `commands`, found by areas/registry.ts.
export { offeringsArea as plugin, offeringDeps } from './routes';
export { offeringsCommands as commands } from './commands';
export { advanceOffering, createOffering, type AdvanceTarget, type OfferingInput } from './admin';
export { runOfferingJobs } from './scheduler';
