import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '../constants';
import { fail, ok, type RuleResult } from '../result';

/** Codes of the upload rules (namespace `validation`). */
export const uploadCodes = [
  'upload_required',
  'upload_empty',
  'only_images',
  'image_too_big',
] as const;
export type UploadCode = (typeof uploadCodes)[number];

/** An accepted image type (spec 5). */
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/** What the rule needs of a picked file (a browser `File` fits). */
export interface UploadFileInfo {
  /** MIME type as the browser or the multipart part declares it. */
  type: string;
  /** Size in bytes. */
  size: number;
}

/** Whether a MIME type is an accepted image type (case and parameters ignored). */
export const isImageMimeType = (type: string): type is ImageMimeType =>
  (IMAGE_MIME_TYPES as readonly string[]).includes(type.split(';')[0]!.trim().toLowerCase());

/**
 * spec 5: uploads accept image files only ('Only image files are allowed'); a file larger than
 * `maxBytes` (MAX_IMAGE_BYTES, 5 MiB) is 'Image is too big'. An empty file is refused too.
 * The declared type is a hint: the server also sniffs the bytes (`sniffImageType`).
 */
export function validateImageUpload(
  file: UploadFileInfo | null | undefined,
  maxBytes: number = MAX_IMAGE_BYTES,
): RuleResult<UploadCode> {
  if (!file) return fail('upload_required');
  if (!isImageMimeType(file.type)) return fail('only_images');
  if (file.size <= 0) return fail('upload_empty');
  // spec 5: 'Image is too big'
  if (file.size > maxBytes) return fail('image_too_big', { max: maxBytes });
  return ok();
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const JPEG = [0xff, 0xd8, 0xff] as const;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const RIFF = [0x52, 0x49, 0x46, 0x46] as const; // 'RIFF', then 4 bytes of size
const WEBP = [0x57, 0x45, 0x42, 0x50] as const; // 'WEBP' at offset 8

/**
 * The image type the bytes really are, by their magic numbers (JPEG FF D8 FF; PNG's 8-byte
 * signature; WebP 'RIFF' .... 'WEBP'), or null: the server trusts this, not the declared type.
 */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}

/**
 * The server's check of received bytes: not empty, an image by its content (whatever the
 * declared type), and at most `maxBytes`.
 */
export function validateImageBytes(
  bytes: Uint8Array,
  maxBytes: number = MAX_IMAGE_BYTES,
): RuleResult<UploadCode> {
  if (bytes.length === 0) return fail('upload_empty');
  if (sniffImageType(bytes) === null) return fail('only_images');
  if (bytes.length > maxBytes) return fail('image_too_big', { max: maxBytes });
  return ok();
}
