// spec 7 settings calls (per tenant, public) and the open geolocation lookup of the startup
// overlay (spec 2). HTTP only: the rules live in service.ts and geo.ts.
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { lookupGeo } from './geo';
import { appSettings, companyInfo, listCountries } from './service';

export async function settingsArea(app: FastifyInstance): Promise<void> {
  route(app, 'settingsApp', async ({ deps, tenantId }) => appSettings(deps.db, tenantId));
  route(app, 'settingsCompany', async ({ deps, tenantId }) => companyInfo(deps.db, tenantId));
  route(app, 'settingsCountries', async ({ deps, tenantId }) => listCountries(deps.db, tenantId));
  route(app, 'settingsAccountCountries', async ({ deps, tenantId }) =>
    listCountries(deps.db, tenantId, { forAccounts: true }),
  );
  // the socket's peer address: the server trusts no proxy header (app.ts trustProxy: false)
  route(app, 'geoLookup', async ({ request }) => {
    const language = request.headers['accept-language'];
    return lookupGeo(request.ip, typeof language === 'string' ? language : undefined);
  });
}
