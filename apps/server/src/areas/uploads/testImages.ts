// Small real images (2x2 pixels, drawn and encoded by Chromium) for the upload tests, and hostile
// files built from them byte by byte (so the tests do not trust the library they check).
import { crc32, deflateSync } from 'node:zlib';

/** A PNG image, 2x2 pixels. */
export const PNG_2X2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4AWIyXlX+H4SZGKAAAAAA///5ejD3AAAABk' +
    'lEQVQDADzYBKuqbfebAAAAAElFTkSuQmCC',
  'base64',
);

/** A JPEG image, 2x2 pixels. */
export const JPEG_2X2 = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAA' +
    'EAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAA' +
    'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKA' +
    'AAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0' +
    'AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWi' +
    'AAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQA' +
    'AAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbA' +
    'BlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsj' +
    'HBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKC' +
    'goKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAH/' +
    'xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAwb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9' +
    'oADAMBAAIRAxEAPwCgBQD/2Q==',
  'base64',
);

/** A WEBP image, 2x2 pixels. */
export const WEBP_2X2 = Buffer.from(
  'UklGRhYCAABXRUJQVlA4WAoAAAAgAAAAAQAAAQAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAA' +
    'EAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAA' +
    'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKA' +
    'AAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0' +
    'AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWi' +
    'AAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQA' +
    'AAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbA' +
    'BlACAASQBuAGMALgAgADIAMAAxADZWUDggKAAAAHABAJ0BKgIAAgABQCYloAJ0AaAAAJojDRr/9Tj//ppH/9NI+hQA' +
    'AAA=',
  'base64',
);

/** A Windows executable's first bytes ('MZ' and a DOS stub). */
export const WINDOWS_EXE = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000', 'hex'),
  Buffer.from('This program cannot be run in DOS mode.\r\r\n$'),
  Buffer.alloc(64),
]);

/** An ELF executable's first bytes (x86-64 header). */
export const ELF_EXE = Buffer.concat([
  Buffer.from('7f454c4602010100000000000000000002003e0001000000', 'hex'),
  Buffer.alloc(64),
]);

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** PNG_2X2 with `chunks` inserted before its IEND chunk (the last 12 bytes). */
const pngWith = (...chunks: Buffer[]): Buffer =>
  Buffer.concat([PNG_2X2.subarray(0, -12), ...chunks, PNG_2X2.subarray(-12)]);

/**
 * A valid PNG of exactly `size` bytes (at least PNG_2X2's length plus 12): PNG_2X2 padded with a
 * private ancillary chunk, which decoders skip (a big image for the size limit).
 */
export function pngOfSize(size: number): Buffer {
  const padding = size - PNG_2X2.length - 12;
  if (padding < 0) throw new RangeError(`A PNG needs at least ${PNG_2X2.length + 12} bytes`);
  return pngWith(pngChunk('prVt', Buffer.alloc(padding)));
}

/** JPEG's magic bytes and an APP0 marker, then a script: an 'image' by its first bytes only. */
export const JPEG_HEADER_SCRIPT = Buffer.concat([
  Buffer.from('ffd8ffe0', 'hex'),
  Buffer.from('<script>alert(document.cookie)</script>'),
]);

/** A real JPEG with a script after its end-of-image marker (a JPEG/HTML polyglot). */
export const JPEG_THEN_SCRIPT = Buffer.concat([
  JPEG_2X2,
  Buffer.from('<script>alert(document.cookie)</script>'),
]);

/** A real PNG with a script in a text chunk ('tEXt': keyword, NUL, text). */
export const PNG_WITH_SCRIPT_TEXT = pngWith(
  pngChunk('tEXt', Buffer.from('Comment\u0000<script>alert(document.cookie)</script>', 'latin1')),
);

/** The GPS latitude the EXIF fixture carries: 52° 31' N (Berlin), as a TIFF rational triple. */
const GPS_LATITUDE = [52, 31, 0] as const;

/**
 * EXIF as a phone writes it into an ID photo: a big-endian TIFF structure whose IFD0 points to a
 * GPS IFD holding GPSLatitudeRef 'N' and GPSLatitude 52° 31' 0".
 */
function exifWithGps(): Buffer {
  const tiff = Buffer.alloc(80);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0
  tiff.writeUInt16BE(1, 8); // one entry: GPSInfo (LONG) -> the GPS IFD at 26
  tiff.writeUInt16BE(0x8825, 10);
  tiff.writeUInt16BE(4, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt32BE(26, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD
  tiff.writeUInt16BE(2, 26); // GPS IFD: two entries
  tiff.writeUInt16BE(0x0001, 28); // GPSLatitudeRef, ASCII 'N\0'
  tiff.writeUInt16BE(2, 30);
  tiff.writeUInt32BE(2, 32);
  tiff.write('N', 36, 'latin1');
  tiff.writeUInt16BE(0x0002, 40); // GPSLatitude, 3 RATIONAL at 56
  tiff.writeUInt16BE(5, 42);
  tiff.writeUInt32BE(3, 44);
  tiff.writeUInt32BE(56, 48);
  tiff.writeUInt32BE(0, 52); // no next IFD
  GPS_LATITUDE.forEach((value, i) => {
    tiff.writeUInt32BE(value, 56 + i * 8);
    tiff.writeUInt32BE(1, 60 + i * 8);
  });
  const payload = Buffer.concat([Buffer.from('Exif\u0000\u0000', 'latin1'), tiff]);
  const marker = Buffer.from([0xff, 0xe1, 0, 0]);
  marker.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([marker, payload]);
}

/** JPEG_2X2 with an EXIF segment (APP1) right after its start-of-image marker: GPS inside. */
export const JPEG_WITH_GPS = Buffer.concat([
  JPEG_2X2.subarray(0, 2),
  exifWithGps(),
  JPEG_2X2.subarray(2),
]);

/**
 * A decompression bomb: a PNG whose header declares 100 000 x 100 000 pixels (10^10: 40 GB
 * decoded) in a few hundred bytes. Its data is a few rows of zeros; a decoder that trusted the
 * header would allocate the whole image first.
 */
export function pngBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(6, 9); // RGBA
  return Buffer.concat([
    PNG_2X2.subarray(0, 8),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4 * 100_000 + 1))),
    PNG_2X2.subarray(-12),
  ]);
}

/** A multipart form of an upload: `purpose` and one file with the given name and type. */
export function uploadForm(
  bytes: Uint8Array,
  options: { purpose?: string; filename?: string; type?: string } = {},
): FormData {
  const form = new FormData();
  if (options.purpose !== undefined) form.set('purpose', options.purpose);
  form.set(
    'file',
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }),
    options.filename ?? 'image.png',
  );
  return form;
}
