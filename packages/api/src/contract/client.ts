// Area client (spec 3, 6, 7): the signed-in client's profile, permissions, avatar and support
// chat key. Routes and schemas of the area; the profile is domain's User, extended.
import { clientInfoSchema, permissionPayloadSchema } from '@invest/domain';
import { object, string, type infer as Infer } from 'zod';
import { wireSchema } from './wireSchema';
import { def, type RouteDef } from './route';
import { requiredText } from './text';

export const clientRoutes = {
  clientInfo: def({ method: 'GET', path: '/auth/app/v1/client_info', auth: 'user' }),
  clientConfig: def({ method: 'GET', path: '/client/app/v1/config', auth: 'user' }),
  setAvatar: def({ method: 'POST', path: '/client/app/v1/avatar', auth: 'user' }),
  supportChatKey: def({ method: 'GET', path: '/client/app/v1/cs_key', auth: 'user' }),
} as const satisfies Record<string, RouteDef>;

// the area's entity is the domain's (one definition); named here too for its users
export { clientInfoSchema, type ClientInfo } from '@invest/domain';

/**
 * spec 3/7 permission payload: vip, score, perms, features, products (product id to its own
 * minimum {vip, score}, spec 6: the catalogue's products that ask for one), kyc_force,
 * client_deposit.
 */
export const clientConfigSchema = wireSchema(() =>
  permissionPayloadSchema.required({
    vip: true,
    score: true,
    perms: true,
    features: true,
    products: true,
    kyc_force: true,
    client_deposit: true,
  }),
);
export type ClientConfig = Infer<typeof clientConfigSchema>;

/** spec 7: POST /client/app/v1/avatar {url}: the URL of an image the user uploaded. */
export const setAvatarRequestSchema = wireSchema(() => object({ url: requiredText(300) }));
export const avatarResponseSchema = wireSchema(() => object({ avatar: string() }));

export const supportChatKeySchema = wireSchema(() => object({ key: string() }));

export const clientSchemas = {
  clientInfo: { response: clientInfoSchema },
  clientConfig: { response: clientConfigSchema },
  setAvatar: { body: setAvatarRequestSchema, response: avatarResponseSchema },
  supportChatKey: { response: supportChatKeySchema },
} as const;
