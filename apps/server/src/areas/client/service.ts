// Clients (spec 3 User and the permission payload): what GET client_info and GET config answer,
// the avatar, and the back office's VIP / score / permissions / features / kyc_force switches.
import { hasControlCharacters, type ClientConfig, type ClientInfo } from '@invest/api/contract';
import { mapKycAnswer, normalizeCountryCode, SCORE_MAX, VIP_LEVEL_MAX } from '@invest/domain';
import { array, boolean, int, object, string, type input as Input } from 'zod';
import type { User } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { featureRequirements } from '../../platform/features';
import type { Caller, Db } from '../../platform/serviceDeps';
import { productRequirements } from '../products';
import { featuresSchema, tenantFeatures } from '../settings';
import { findOwnUpload, parseUploadUrl, uploadUrl } from '../uploads';
import { updateAvatar, updateUserAttributes, userByIdOrUsername, usersByMobile } from './repo';

/**
 * spec 3 User as GET /auth/app/v1/client_info answers it: the row the auth step loaded, and
 * `order_num` counted from the client's orders (the orders area's figure).
 */
export function clientInfo(user: User, orderNum: number): ClientInfo {
  return {
    id: user.id,
    username: user.username,
    avatar: user.avatar === '' ? null : user.avatar,
    full_name: user.full_name === '' ? null : user.full_name,
    order_num: orderNum,
    country_code: user.mobile_country_code,
    mobile: user.mobile,
    kyc_status: mapKycAnswer(user.kyc_status),
    has_pin: user.pin_hash !== null,
    mfa_enabled: user.totp_secret !== null,
    created_at: user.created_at.toISOString(),
  };
}

/**
 * spec 3/7 the permission payload: the user's vip, score, perms, kyc_force and client_deposit,
 * the tenant's feature requirements with the user's own on top (same name: the user's wins),
 * and `products`: each catalogue product with its own minimum VIP level or score (spec 6).
 */
export async function clientConfig(db: Db, tenantId: string, user: User): Promise<ClientConfig> {
  const features = featureRequirements(await tenantFeatures(db, tenantId), user.features);
  return {
    vip: user.vip,
    score: user.score,
    perms: [...user.perms],
    features,
    products: await productRequirements(db, tenantId),
    kyc_force: user.kyc_force,
    client_deposit: user.client_deposit,
  };
}

/**
 * A client of the tenant by id, username or mobile ('2025550123', '+1 2025550123' or
 * '12025550123'), for the back office. Undefined when none matches.
 */
export async function findClient(db: Db, tenantId: string, ref: string): Promise<User | undefined> {
  const value = ref.trim();
  // nothing stored can hold a control character (and NUL never reaches the database)
  if (value === '' || value.length > 128 || hasControlCharacters(value)) return undefined;
  const direct = await userByIdOrUsername(db, tenantId, value);
  if (direct) return direct;
  const full = value.replace(/[\s()-]/g, '').replace(/^\+/, '');
  if (!/^\d{4,24}$/.test(full)) return undefined;
  // the national number alone, or a country code (1-3 digits) and the national number
  const nationals = [0, 1, 2, 3].map((k) => full.slice(k)).filter((v) => v.length >= 4);
  const rows = await usersByMobile(db, tenantId, nationals);
  const withCode = rows.filter(
    (u) => `${normalizeCountryCode(u.mobile_country_code) ?? ''}${u.mobile}` === full,
  );
  if (withCode.length === 1) return withCode[0];
  // a national number shared under several country codes is ambiguous: no match
  const national = rows.filter((u) => u.mobile === full);
  return national.length === 1 ? national[0] : undefined;
}

const attributesSchema = object({
  vip: int().min(0).max(VIP_LEVEL_MAX).optional(),
  score: int().min(0).max(SCORE_MAX).optional(),
  perms: array(string().regex(/^[A-Za-z0-9_.:*-]{1,64}$/))
    .max(200)
    .optional(),
  features: featuresSchema.optional(),
  kyc_force: boolean().optional(),
  client_deposit: boolean().optional(),
}).strict();
export type ClientAttributes = Input<typeof attributesSchema>;

/**
 * Sets a client's VIP level (0-VIP_LEVEL_MAX), score (0-SCORE_MAX), permissions, feature requirements,
 * kyc_force and client_deposit (back office only: the API never takes these from a client).
 * Answers the client's permission payload as GET config will.
 */
export async function setClientAttributes(
  db: Db,
  tenantId: string,
  userId: string,
  attributes: ClientAttributes,
): Promise<ClientConfig> {
  const parsed = attributesSchema.safeParse(attributes);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({
      path: i.path.join('.') || '(root)',
      message: i.message,
    }));
    throw AppError.validation(
      errors,
      `Invalid client attributes: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`,
    );
  }
  const a = parsed.data;
  const perms = a.perms === undefined ? undefined : [...new Set(a.perms)];
  const set = {
    ...(a.vip !== undefined ? { vip: a.vip } : {}),
    ...(a.score !== undefined ? { score: a.score } : {}),
    ...(perms !== undefined ? { perms: JSON.stringify(perms) } : {}),
    ...(a.features !== undefined ? { features: JSON.stringify(a.features) } : {}),
    ...(a.kyc_force !== undefined ? { kyc_force: a.kyc_force } : {}),
    ...(a.client_deposit !== undefined ? { client_deposit: a.client_deposit } : {}),
  };
  const user = await updateUserAttributes(db, { tenantId, userId }, set);
  if (!user) throw AppError.notFound('Unknown client.');
  return clientConfig(db, tenantId, user);
}

/**
 * spec 7 POST /client/app/v1/avatar {url}: the URL must be one of this user's own uploads made
 * for the avatar. Another user's upload, or one that does not exist, is 404 (nobody learns what
 * others uploaded); an own upload for another purpose, or a URL that is not an upload's, is 400.
 */
export async function setAvatar(db: Db, owner: Caller, url: string): Promise<{ avatar: string }> {
  const id = parseUploadUrl(url);
  if (id === undefined) {
    throw AppError.field('url', 'The avatar must be an image you uploaded.', 'UPLOAD_INVALID');
  }
  const upload = await findOwnUpload(db, owner, id);
  if (!upload) throw AppError.notFound('Upload not found.');
  if (upload.purpose !== 'avatar') {
    throw AppError.field('url', 'This upload is not an avatar image.', 'UPLOAD_INVALID');
  }
  const avatar = uploadUrl(id);
  await updateAvatar(db, owner, avatar);
  return { avatar };
}
