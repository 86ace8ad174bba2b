// Every area of the API, each a Fastify plugin declaring its contract routes (platform/route.ts).
// Later issues add money, markets and trading areas here.
import type { FastifyInstance } from 'fastify';
import { accountsArea } from './accounts/routes';
import { authArea } from './auth/routes';
import { clientArea } from './client/routes';
import { kycArea } from './kyc/routes';
import { messagesArea } from './messages/routes';
import { settingsArea } from './settings/routes';
import { securityArea } from './security/routes';
import { uploadsArea } from './uploads/routes';
import { stockArea } from './market/routes';
import { watchlistArea } from './watchlist/routes';
import { newsArea } from './news/routes';
import { bankArea } from './bank/routes';
import { depositsArea } from './deposits/routes';
import { fundsArea } from './funds/routes';
import { fxArea } from './fx/routes';
import { nomineesArea } from './nominees/routes';
import { withdrawalsArea } from './withdrawals/routes';
import { ordersArea } from './orders/routes';

export async function registerAreas(app: FastifyInstance): Promise<void> {
  for (const area of [
    settingsArea,
    authArea,
    clientArea,
    uploadsArea,
    kycArea,
    accountsArea,
    messagesArea,
    stockArea,
    watchlistArea,
    newsArea,
    securityArea,
    bankArea,
    nomineesArea,
    depositsArea,
    withdrawalsArea,
    fxArea,
    fundsArea,
    ordersArea,
  ]) {
    await app.register(area);
  }
}
