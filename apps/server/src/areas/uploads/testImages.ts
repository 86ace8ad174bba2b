// Small real images (2x2 pixels, drawn and encoded by Chromium) for the upload tests.

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

/** A PNG signature followed by padding up to `size` bytes (a big 'image' for the size limit). */
export function pngOfSize(size: number): Buffer {
  const out = Buffer.alloc(size);
  PNG_2X2.copy(out, 0, 0, Math.min(size, PNG_2X2.length));
  return out;
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
