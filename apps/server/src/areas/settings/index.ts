// The settings area's public face: what other areas, the back office and the seed may use. By
// convention (areas/README.md) it exports the area's Fastify `plugin` and its back-office
// `commands`, found by areas/registry.ts.
export { settingsArea as plugin } from './routes';
export { settingsCommands as commands } from './commands';
export {
  createTenant,
  featuresSchema,
  getDepositBank,
  setDepositBank,
  supportChatKey,
  tenantFeatures,
  updateTenantSettings,
} from './service';
export { anyTenant, tenantById, tenantExists } from './repo';
export { LOCAL_NETWORK, lookupGeo } from './geo';
