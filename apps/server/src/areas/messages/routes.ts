// The message centre (ARCHITECTURE 'The wire'; spec 6: it needs auth): list, mark read, delete
// all. HTTP only: the rules live in service.ts. Only the caller's messages are touched.
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { deleteAllMessages, listMessages, markMessagesRead } from './service';

export async function messagesArea(app: FastifyInstance): Promise<void> {
  route(app, 'messageList', async ({ deps, auth }) =>
    listMessages(deps.db, {
      tenantId: auth.tenantId,
      userId: auth.userId,
      sessionId: auth.sessionId,
    }),
  );
  route(app, 'messageRead', async ({ deps, auth, body }) => ({
    count: await markMessagesRead(deps, { tenantId: auth.tenantId, userId: auth.userId }, body.ids),
  }));
  route(app, 'messageDeleteAll', async ({ deps, auth }) => ({
    count: await deleteAllMessages(deps, { tenantId: auth.tenantId, userId: auth.userId }),
  }));
}
