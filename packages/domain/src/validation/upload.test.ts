import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../constants';
import {
  isImageMimeType,
  sniffImageType,
  uploadCodes,
  validateImageBytes,
  validateImageUpload,
} from './upload';

const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);
const webp = Uint8Array.from(
  [...'RIFF']
    .map((c) => c.charCodeAt(0))
    .concat(
      [1, 2, 3, 4],
      [...'WEBPVP8 '].map((c) => c.charCodeAt(0)),
    ),
);
const pdf = Uint8Array.from([...'%PDF-1.7'].map((c) => c.charCodeAt(0)));
const wav = Uint8Array.from([...'RIFF....WAVEfmt '].map((c) => c.charCodeAt(0)));

describe('validateImageUpload', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'IMAGE/PNG', 'image/jpeg; charset=binary'])(
    'accepts %s',
    (type) => {
      expect(validateImageUpload({ type, size: 1000 })).toEqual({ ok: true });
    },
  );

  it.each(['application/pdf', 'image/gif', 'image/svg+xml', 'text/plain', ''])(
    'refuses %j: only images',
    (type) => {
      expect(validateImageUpload({ type, size: 1000 })).toEqual({ ok: false, code: 'only_images' });
    },
  );

  it('requires a file and refuses an empty one', () => {
    expect(validateImageUpload(null)).toEqual({ ok: false, code: 'upload_required' });
    expect(validateImageUpload(undefined)).toEqual({ ok: false, code: 'upload_required' });
    expect(validateImageUpload({ type: 'image/png', size: 0 })).toEqual({
      ok: false,
      code: 'upload_empty',
    });
  });

  it('refuses more than MAX_IMAGE_BYTES: Image is too big', () => {
    expect(validateImageUpload({ type: 'image/png', size: MAX_IMAGE_BYTES })).toEqual({ ok: true });
    expect(validateImageUpload({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toEqual({
      ok: false,
      code: 'image_too_big',
      params: { max: MAX_IMAGE_BYTES },
    });
    expect(validateImageUpload({ type: 'image/png', size: 11 }, 10)).toMatchObject({
      code: 'image_too_big',
    });
  });

  it('accepts exactly the sizes 1..max', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: MAX_IMAGE_BYTES * 2 }), (size) => {
        const ok = validateImageUpload({ type: 'image/webp', size }).ok;
        expect(ok).toBe(size >= 1 && size <= MAX_IMAGE_BYTES);
      }),
    );
  });

  it('knows the image MIME types', () => {
    expect(isImageMimeType('image/webp')).toBe(true);
    expect(isImageMimeType('image/heic')).toBe(false);
  });
});

describe('sniffImageType', () => {
  it('reads the magic bytes of JPEG, PNG and WebP', () => {
    expect(sniffImageType(jpeg)).toBe('image/jpeg');
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(webp)).toBe('image/webp');
  });

  it('answers null for other content and for short input', () => {
    expect(sniffImageType(pdf)).toBeNull();
    expect(sniffImageType(wav)).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
    expect(sniffImageType(jpeg.slice(0, 2))).toBeNull();
    expect(sniffImageType(png.slice(0, 7))).toBeNull();
    expect(sniffImageType(webp.slice(0, 11))).toBeNull();
  });

  it('never throws, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 32 }), (bytes) => {
        expect([null, 'image/jpeg', 'image/png', 'image/webp']).toContain(sniffImageType(bytes));
      }),
    );
  });
});

describe('validateImageBytes (the server check)', () => {
  it('judges the content, not a declared type', () => {
    expect(validateImageBytes(png)).toEqual({ ok: true });
    expect(validateImageBytes(pdf)).toEqual({ ok: false, code: 'only_images' });
    expect(validateImageBytes(new Uint8Array())).toEqual({ ok: false, code: 'upload_empty' });
    expect(validateImageBytes(png, 9)).toEqual({
      ok: false,
      code: 'image_too_big',
      params: { max: 9 },
    });
  });

  it('exports its codes', () => {
    expect(uploadCodes).toEqual([
      'upload_required',
      'upload_empty',
      'only_images',
      'image_too_big',
    ]);
  });
});
