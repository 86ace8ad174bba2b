// Uploads (ARCHITECTURE 'The server'): images checked by their content (magic
// bytes), size-limited, decoded and re-encoded (image.ts: only the picture is kept), stored in the
// database under generated ids, served only to their owner.
import { createHash } from 'node:crypto';
import {
  buildPath,
  routes,
  uploadPurposes,
  type UploadPurpose,
  type UploadResponse,
} from '@invest/api/contract';
import { MAX_IMAGE_BYTES, sniffImageType, validateImageBytes } from '@invest/domain';
import { newId } from '../../platform/auth/tokens';
import { AppError } from '../../platform/errors';
import { reencodeImage, type UploadImageType } from './image';
import type { Db, ServiceDeps } from '../../platform/serviceDeps';
import {
  insertUpload,
  ownUploadBytes,
  ownUploadFacts,
  ownUploadPurposeRows,
  recentUploadTimes,
} from './repo';

/** Open in the spec: at most 30 uploads per user per hour (a flood of 5 MiB rows is refused). */
export const UPLOAD_QUOTA = { max: 30, windowMs: 3600_000 } as const;

export interface UploadOwner {
  tenantId: string;
  userId: string;
}

/** spec 8 'KYC and uploads' texts. */
export const UPLOAD_MESSAGES = {
  notImage: 'Only image files are allowed',
  tooBig: 'Image is too big',
  empty: 'The file is empty.',
} as const;

export const isUploadPurpose = (value: unknown): value is UploadPurpose =>
  typeof value === 'string' && (uploadPurposes as readonly string[]).includes(value);

/** The URL an upload is served at: '/upload/app/v1/file/<id>'. */
export const uploadUrl = (id: string): string => buildPath(routes.uploadFile.path, { id });

/** What a generated upload id can look like (newId: base64url). */
export const UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const UPLOAD_PATH = new RegExp(
  `^${routes.uploadFile.path.replace(':id', '([A-Za-z0-9_-]{1,64})').replace(/\//g, '\\/')}$`,
);

/**
 * The upload id in an upload URL ('/upload/app/v1/file/<id>', or an absolute URL with that
 * path and no query), or undefined when the URL is not an upload's.
 */
export function parseUploadUrl(url: string): string | undefined {
  const text = url.trim();
  let path = text;
  if (!text.startsWith('/')) {
    try {
      const parsed = new URL(text);
      if (!/^https?:$/.test(parsed.protocol) || parsed.search !== '' || parsed.hash !== '') {
        return undefined;
      }
      path = parsed.pathname;
    } catch {
      return undefined;
    }
  }
  return UPLOAD_PATH.exec(path)?.[1];
}

/** A file extension for a stored image type (Content-Disposition names). */
export function extensionOf(contentType: string): string {
  switch (contentType) {
    case 'image/jpeg':
      return 'jpg';
    case 'image/png':
      return 'png';
    case 'image/webp':
      return 'webp';
    default:
      return 'bin';
  }
}

/**
 * Checks received bytes: an allowed image by content (whatever the file name or declared type),
 * not empty, within MAX_IMAGE_BYTES. Throws 415 UPLOAD_INVALID, 400 or 413 PAYLOAD_TOO_LARGE.
 */
export function checkImageBytes(bytes: Uint8Array): UploadImageType {
  const verdict = validateImageBytes(bytes, MAX_IMAGE_BYTES);
  if (!verdict.ok) {
    switch (verdict.code) {
      case 'image_too_big':
        throw new AppError('PAYLOAD_TOO_LARGE', 413, UPLOAD_MESSAGES.tooBig);
      case 'upload_empty':
        throw new AppError('UPLOAD_INVALID', 400, UPLOAD_MESSAGES.empty, [
          { path: 'file', message: 'upload_empty' },
        ]);
      default:
        throw new AppError('UPLOAD_INVALID', 415, UPLOAD_MESSAGES.notImage);
    }
  }
  const type = sniffImageType(bytes);
  if (type === null) throw new AppError('UPLOAD_INVALID', 415, UPLOAD_MESSAGES.notImage);
  return type;
}

/**
 * The image as it is kept: the checked bytes (`checkImageBytes`) decoded and encoded again
 * (image.ts). One that does not decode is 415 'Only image files are allowed'; one declaring
 * more than MAX_IMAGE_PIXELS (a decompression bomb) is 413 'Image is too big'.
 */
export async function cleanImage(
  bytes: Uint8Array,
): Promise<{ contentType: UploadImageType; data: Buffer }> {
  const contentType = checkImageBytes(bytes);
  const result = await reencodeImage(bytes, contentType);
  if (!result.ok) {
    throw result.reason === 'too_many_pixels'
      ? new AppError('PAYLOAD_TOO_LARGE', 413, UPLOAD_MESSAGES.tooBig)
      : new AppError('UPLOAD_INVALID', 415, UPLOAD_MESSAGES.notImage);
  }
  return { contentType, data: result.data };
}

/**
 * Stores an image for its owner under a generated id: its re-encoding (`cleanImage`) and that
 * one's SHA-256 and size. Over the hourly quota → 429 with Retry-After, before any decoding.
 * Nothing is written when refused.
 */
export async function storeUpload(
  deps: ServiceDeps,
  owner: UploadOwner,
  input: { purpose: UploadPurpose; bytes: Uint8Array },
): Promise<UploadResponse> {
  // the type, emptiness and size first: a file refused by them is never decoded
  checkImageBytes(input.bytes);
  const now = deps.clock();
  const since = new Date(now.getTime() - UPLOAD_QUOTA.windowMs);
  // the caller's unit of work (platform/unitOfWork.ts)
  const recent = await recentUploadTimes(deps.db, owner, since, UPLOAD_QUOTA.max);
  if (recent.length >= UPLOAD_QUOTA.max) {
    const oldest = recent[0]?.getTime() ?? now.getTime();
    throw AppError.rateLimited(
      (oldest + UPLOAD_QUOTA.windowMs - now.getTime()) / 1000,
      'Too many uploads. Please try later.',
    );
  }
  const image = await cleanImage(input.bytes);
  const id = newId();
  await insertUpload(deps.db, {
    id,
    tenant_id: owner.tenantId,
    user_id: owner.userId,
    purpose: input.purpose,
    content_type: image.contentType,
    size: image.data.length,
    sha256: createHash('sha256').update(image.data).digest('hex'),
    data: image.data,
    created_at: now,
  });

  return { id, url: uploadUrl(id), content_type: image.contentType, size: image.data.length };
}

/** An upload's facts (not its bytes) when it belongs to `owner`; undefined otherwise. */
export async function findOwnUpload(db: Db, owner: UploadOwner, id: string) {
  return ownUploadFacts(db, owner, id);
}

/** The purposes of `owner`'s own uploads among `ids`, by id (another user's are absent). */
export async function ownUploadPurposes(
  db: Db,
  owner: UploadOwner,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const rows = await ownUploadPurposeRows(db, owner, ids);
  return new Map(rows.map((r) => [r.id, r.purpose]));
}

/**
 * An upload's bytes for its owner only: same tenant and same user, else undefined (the route
 * answers 404 either way, so nobody learns whether another user's id exists).
 */
export async function readOwnUpload(db: Db, owner: UploadOwner, id: string) {
  const row = await ownUploadBytes(db, owner, id);
  if (!row) return undefined;
  const data = Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
  return { id: row.id, contentType: row.content_type, data };
}
