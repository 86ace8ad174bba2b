// spec 7 client calls: the user (client_info), the permission payload (config), the avatar,
// the support-chat key and the KYC status. HTTP only: the rules live in service.ts.
import type { FastifyInstance } from 'fastify';
import { mapKycAnswer } from '@invest/domain';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/route';
import { clientConfig, clientInfo, setAvatar } from './service';
import { orderCount } from '../orders';
import { supportChatKey } from '../settings';

export async function clientArea(app: FastifyInstance): Promise<void> {
  // the row the auth step loaded and one count of the client's orders (spec 3 order_num)
  // answered in the request's own turn when the count is known (the auth step's row is)
  route(app, 'clientInfo', ({ deps, auth }) => {
    const count = orderCount(deps, auth);
    return typeof count === 'number'
      ? clientInfo(auth.user, count)
      : count.then((n) => clientInfo(auth.user, n));
  });

  route(app, 'clientConfig', async ({ deps, auth }) =>
    clientConfig(deps.db, auth.tenantId, auth.user),
  );

  route(app, 'setAvatar', async ({ deps, auth, body }) =>
    setAvatar(deps.db, { tenantId: auth.tenantId, userId: auth.userId }, body.url),
  );

  route(app, 'supportChatKey', async ({ deps, auth }) => {
    const key = await supportChatKey(deps.db, auth.tenantId);
    // spec 8: 'Missing support chat token'
    if (key === '') throw AppError.notFound('Missing support chat token');
    return { key };
  });

  route(app, 'kycVerified', async ({ auth }) => {
    const status = mapKycAnswer(auth.user.kyc_status);
    return { status, verified: status === 'approved' };
  });
}
