// Area messages (spec 2, 3, 6: the message centre, signed in only). Routes and schemas of the
// area; a message is domain's inbox message, `created_at` end to end.
import { inboxMessageSchema } from '@invest/domain';
import { array, int, object, type infer as Infer } from 'zod';
import { idField } from './fields';
import { wireSchema } from './wireSchema';
import { def, type RouteDef } from './route';

export const messagesRoutes = {
  messageList: def({ method: 'GET', path: '/message/app/v1/list', auth: 'user' }),
  messageRead: def({ method: 'POST', path: '/message/app/v1/read', auth: 'user' }),
  messageDeleteAll: def({ method: 'DELETE', path: '/message/app/v1/all', auth: 'user' }),
} as const satisfies Record<string, RouteDef>;

export const messageSchema = wireSchema(() => inboxMessageSchema);
export type Message = Infer<typeof messageSchema>;
export const messageListSchema = wireSchema(() => array(messageSchema));
/** Marks the given messages read, or all of them when `ids` is absent. */
export const messageReadRequestSchema = wireSchema(() =>
  object({
    ids: array(idField()).max(500).optional(),
  }),
);
export const countResponseSchema = wireSchema(() => object({ count: int() }));

export const messagesSchemas = {
  messageList: { response: messageListSchema },
  messageRead: { body: messageReadRequestSchema, response: countResponseSchema },
  messageDeleteAll: { response: countResponseSchema },
} as const;
