// Uploads, defence in depth (served safely already; a stored file must hold nothing but its picture): an image is kept only as what a well-kept
// decoder (libvips, through sharp) reads from it, encoded again. Magic bytes say what a file
// claims to be; decoding proves it, and the new encoding keeps the picture alone: no script
// after the end marker or in a text chunk, no EXIF (an ID photo's GPS position), no XMP or ICC.
import sharp, { type FormatEnum, type Metadata, type Sharp } from 'sharp';

/** The image types an upload may be (domain's IMAGE_MIME_TYPES). */
export type UploadImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/**
 * Open in the spec: the most pixels an upload may declare, 50 million (8660 x 5773; a 48 MP
 * phone photo fits). A few hundred bytes can declare billions of pixels (a decompression bomb):
 * the header is read first and such a file is refused before any pixel is decoded.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

// libvips keeps no decoded uploads in memory between requests (its cache is for repeated work)
sharp.cache(false);

/** Why an upload's bytes were not re-encoded. */
export type ReencodeFailure = 'not_an_image' | 'too_many_pixels';

export type ReencodeResult = { ok: true; data: Buffer } | { ok: false; reason: ReencodeFailure };

const SHARP_FORMAT: Record<UploadImageType, keyof FormatEnum> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * The picture of `bytes` (already sniffed as `type`) decoded and encoded again in that format.
 * 'not_an_image' when it is not that format or does not decode completely (a warning is
 * enough: a truncated image, a JPEG header before a script); 'too_many_pixels' beyond
 * MAX_IMAGE_PIXELS. The picture is turned upright by its EXIF orientation before the metadata
 * goes, so a phone photo is not stored sideways.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  type: UploadImageType,
): Promise<ReencodeResult> {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let header: Metadata;
  try {
    // the header only: no pixel is decoded here, whatever size it declares
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'not_an_image' };
  }
  const { format, width, height } = header;
  if (format !== SHARP_FORMAT[type] || !width || !height)
    return { ok: false, reason: 'not_an_image' };
  if (width * height > MAX_IMAGE_PIXELS) return { ok: false, reason: 'too_many_pixels' };
  try {
    const image = sharp(input, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      failOn: 'warning',
      autoOrient: true,
      // an animated WebP keeps its first frame: a document or an avatar is one picture
      pages: 1,
    });
    // without keepMetadata()/withMetadata() sharp writes no EXIF, XMP or IPTC, and turns
    // colours into sRGB without an embedded profile
    return { ok: true, data: await encode(image, type).toBuffer() };
  } catch {
    return { ok: false, reason: 'not_an_image' };
  }
}

/** The encoder of each type; quality 90 keeps an ID document's small print legible. */
function encode(image: Sharp, type: UploadImageType): Sharp {
  switch (type) {
    case 'image/jpeg':
      return image.jpeg({ quality: 90 });
    case 'image/png':
      return image.png();
    case 'image/webp':
      return image.webp({ quality: 90 });
  }
}
