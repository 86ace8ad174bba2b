// Uploads over real HTTP (spec 5, spec 8): content-checked, size-limited,
// owner-only.
import { createHash } from 'node:crypto';
import { MAX_IMAGE_BYTES } from '@invest/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { insertTenant } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { UPLOAD_QUOTA } from './service';
import { accessToken, countRows, signedInClient, type SignedIn } from '../client/testSupport';
import {
  ELF_EXE,
  JPEG_2X2,
  JPEG_HEADER_SCRIPT,
  JPEG_THEN_SCRIPT,
  JPEG_WITH_GPS,
  PNG_2X2,
  PNG_WITH_SCRIPT_TEXT,
  WEBP_2X2,
  WINDOWS_EXE,
  pngBomb,
  pngOfSize,
  uploadForm,
} from './testImages';

interface Uploaded {
  id: string;
  url: string;
  content_type: string;
  size: number;
}

describe.each(databaseKinds())('uploads on %s', (kind) => {
  let s: TestServer;
  let alice: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
    await insertTenant(s.db.db, 'other');
    alice = await signedInClient(s);
    bob = await signedInClient(s);
  });
  afterAll(() => s.close());

  const upload = (who: SignedIn, form: FormData) =>
    call<Uploaded>(s, 'uploadImage', { token: who.token, form, tenant: who.tenant });

  /** The stored bytes of an upload, as its owner is served them. */
  const served = async (who: SignedIn, url: string) => {
    const file = await fetch(new URL(url, s.url), {
      headers: { authorization: `Bearer ${who.token}`, 'x-tenant-id': who.tenant },
    });
    return { file, bytes: Buffer.from(await file.arrayBuffer()) };
  };

  it.each([
    ['PNG', PNG_2X2, 'image/png', 'png', 'png'],
    ['JPEG', JPEG_2X2, 'image/jpeg', 'jpg', 'jpeg'],
    ['WebP', WEBP_2X2, 'image/webp', 'webp', 'webp'],
  ] as const)(
    'accepts a real %s image and serves its owner a clean re-encoding of it',
    async (_, bytes, type, ext, format) => {
      const res = await upload(alice, uploadForm(bytes, { purpose: 'avatar' }));
      expect(res.status).toBe(200);
      const data = res.json.data as Uploaded;
      // the stored type comes from the bytes, not the declared 'image/png' of the form
      expect(data).toEqual({
        id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        url: `/upload/app/v1/file/${data.id}`,
        content_type: type,
        size: expect.any(Number),
      });

      const { file, bytes: stored } = await served(alice, data.url);
      expect(file.status).toBe(200);
      // decoded and encoded again: the same picture in the same format, the size of what is kept
      expect(await sharp(stored).metadata()).toMatchObject({ format, width: 2, height: 2 });
      expect(stored.length).toBe(data.size);
      expect(file.headers.get('content-type')).toBe(type);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('cache-control')).toBe('private, no-store');
      expect(file.headers.get('content-disposition')).toBe(`inline; filename="${data.id}.${ext}"`);

      const row = await s.db.db
        .selectFrom('uploads')
        .select(['user_id', 'tenant_id', 'purpose', 'sha256'])
        .where('id', '=', data.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        user_id: alice.id,
        tenant_id: 'demo',
        purpose: 'avatar',
        sha256: createHash('sha256').update(stored).digest('hex'),
      });
    },
  );

  it('refuses a JPEG header followed by a script (it does not decode) with 415, storing nothing', async () => {
    const before = await countRows(s, 'uploads', alice.id);
    const res = await upload(
      alice,
      uploadForm(JPEG_HEADER_SCRIPT, {
        purpose: 'kyc_front',
        filename: 'id.jpg',
        type: 'image/jpeg',
      }),
    );
    expect(res.status).toBe(415);
    expect(res.json).toMatchObject({
      success: false,
      code: 'UPLOAD_INVALID',
      message: 'Only image files are allowed',
    });
    expect(await countRows(s, 'uploads', alice.id)).toBe(before);
  });

  it.each([
    ['a JPEG with a script after its end', JPEG_THEN_SCRIPT, 'jpeg'],
    ['a PNG with a script in a text chunk', PNG_WITH_SCRIPT_TEXT, 'png'],
  ] as const)(
    'keeps only the picture of %s: the stored re-encoding has no script',
    async (_, bytes, format) => {
      const res = await upload(alice, uploadForm(bytes, { purpose: 'avatar' }));
      expect(res.status).toBe(200);
      const { bytes: stored } = await served(alice, (res.json.data as Uploaded).url);
      expect(stored.includes('<script>')).toBe(false);
      expect(await sharp(stored).metadata()).toMatchObject({ format, width: 2, height: 2 });
    },
  );

  it('strips EXIF metadata, GPS position included, from an ID photo', async () => {
    // the fixture carries it: GPSLatitude 52° 31' N in an EXIF segment
    expect((await sharp(JPEG_WITH_GPS).metadata()).exif?.includes('MM')).toBe(true);
    const res = await upload(alice, uploadForm(JPEG_WITH_GPS, { purpose: 'kyc_front' }));
    expect(res.status).toBe(200);
    const { bytes: stored } = await served(alice, (res.json.data as Uploaded).url);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2, height: 2 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('Exif')).toBe(false);
  });

  it('refuses a decompression bomb (10^10 pixels declared in a small file) with 413, storing nothing', async () => {
    const before = await countRows(s, 'uploads', alice.id);
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    const res = await upload(alice, uploadForm(bomb, { purpose: 'avatar' }));
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Image is too big' });
    expect(await countRows(s, 'uploads', alice.id)).toBe(before);
  });

  it('stores an image under a generated id whatever file name it came with', async () => {
    const res = await upload(
      alice,
      uploadForm(PNG_2X2, { purpose: 'kyc_front', filename: '../../etc/passwd.png' }),
    );
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('passwd');
  });

  it.each([
    ['a Windows executable renamed .png', WINDOWS_EXE],
    ['an ELF executable renamed .png', ELF_EXE],
    ['plain text', Buffer.from('just some text, not an image')],
  ])('refuses %s declared image/png with 415 and stores nothing', async (_, bytes) => {
    const before = await countRows(s, 'uploads', alice.id);
    const res = await upload(
      alice,
      uploadForm(bytes, { purpose: 'avatar', filename: 'photo.png', type: 'image/png' }),
    );
    expect(res.status).toBe(415);
    expect(res.json).toMatchObject({
      success: false,
      code: 'UPLOAD_INVALID',
      message: 'Only image files are allowed',
    });
    expect(await countRows(s, 'uploads', alice.id)).toBe(before);
  });

  it('refuses an image one byte over the limit with 413 and stores nothing', async () => {
    const before = await countRows(s, 'uploads', alice.id);
    const res = await upload(
      alice,
      uploadForm(pngOfSize(MAX_IMAGE_BYTES + 1), { purpose: 'avatar' }),
    );
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Image is too big' });
    expect(await countRows(s, 'uploads', alice.id)).toBe(before);
  });

  it('refuses a body declared far over the limit with 413 before reading it', async () => {
    const before = await countRows(s, 'uploads', alice.id);
    const res = await upload(
      alice,
      uploadForm(pngOfSize(3 * MAX_IMAGE_BYTES), { purpose: 'avatar' }),
    );
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Image is too big' });
    expect(await countRows(s, 'uploads', alice.id)).toBe(before);
  });

  it('accepts an image of exactly the limit, and keeps only its picture', async () => {
    const res = await upload(alice, uploadForm(pngOfSize(MAX_IMAGE_BYTES), { purpose: 'avatar' }));
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ content_type: 'image/png' });
    // the padding chunk is not part of the picture: what is kept is the 2x2 image
    expect((res.json.data as Uploaded).size).toBeLessThan(1024);
  });

  it('refuses an empty file, a missing file and a missing or unknown purpose with 400', async () => {
    const before = await countRows(s, 'uploads', alice.id);
    const empty = await upload(alice, uploadForm(Buffer.alloc(0), { purpose: 'avatar' }));
    expect(empty.status).toBe(400);
    expect(empty.json.code).toBe('UPLOAD_INVALID');

    const noFile = new FormData();
    noFile.set('purpose', 'avatar');
    const missing = await upload(alice, noFile);
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual([
      { path: 'file', code: 'upload_required', message: 'upload_required' },
    ]);

    for (const purpose of [undefined, 'passport', '']) {
      const res = await upload(alice, uploadForm(PNG_2X2, { purpose }));
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual([expect.objectContaining({ path: 'purpose' })]);
    }
    expect(await countRows(s, 'uploads', alice.id)).toBe(before);
  });

  it('refuses a JSON body and a form with two files without a 5xx', async () => {
    const json = await call(s, 'uploadImage', { token: alice.token, body: { purpose: 'avatar' } });
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);

    const two = uploadForm(PNG_2X2, { purpose: 'avatar' });
    two.append('file2', new Blob([PNG_2X2], { type: 'image/png' }), 'b.png');
    const res = await upload(alice, two);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('needs a signed-in user', async () => {
    const res = await call(s, 'uploadImage', { form: uploadForm(PNG_2X2, { purpose: 'avatar' }) });
    expect(res.status).toBe(401);
  });

  it("answers 404 for another user's upload, an unknown id and another tenant's token", async () => {
    const mine = await upload(alice, uploadForm(PNG_2X2, { purpose: 'kyc_front' }));
    const id = (mine.json.data as Uploaded).id;

    const asBob = await call(s, 'uploadFile', { token: bob.token, params: { id } });
    expect(asBob.status).toBe(404);
    expect(asBob.json).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(asBob.text).not.toContain('PNG');

    const unknown = await call(s, 'uploadFile', { token: alice.token, params: { id: 'nope' } });
    expect(unknown.status).toBe(404);
    // the same answer whether or not the id exists
    expect(unknown.json).toEqual(asBob.json);

    const outsider = await signedInClient(s, 'other');
    const foreign = await call(s, 'uploadFile', {
      token: outsider.token,
      tenant: 'other',
      params: { id },
    });
    expect(foreign.status).toBe(404);

    // a token of tenant demo sent with X-Tenant-Id other: 403
    const mismatch = await call(s, 'uploadFile', {
      token: alice.token,
      tenant: 'other',
      params: { id },
    });
    expect(mismatch.status).toBe(403);

    const anonymous = await call(s, 'uploadFile', { params: { id } });
    expect(anonymous.status).toBe(401);
  });

  it('refuses a malformed id with 400', async () => {
    const res = await call(s, 'uploadFile', { token: alice.token, params: { id: 'a.b' } });
    expect(res.status).toBe(400);
  });

  it('limits uploads per user per hour (429 with Retry-After), then lets them through', async () => {
    const carol = await signedInClient(s);
    for (let i = 0; i < UPLOAD_QUOTA.max; i++) {
      const ok = await upload(carol, uploadForm(PNG_2X2, { purpose: 'deposit_proof' }));
      expect(ok.status).toBe(200);
    }
    const refused = await upload(carol, uploadForm(PNG_2X2, { purpose: 'deposit_proof' }));
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await countRows(s, 'uploads', carol.id)).toBe(UPLOAD_QUOTA.max);

    // another user is not affected
    const other = await upload(bob, uploadForm(PNG_2X2, { purpose: 'avatar' }));
    expect(other.status).toBe(200);

    s.clock.advance(UPLOAD_QUOTA.windowMs + 1000);
    const fresh = { ...carol, token: await accessToken(s, 'demo', carol) };
    const later = await upload(fresh, uploadForm(PNG_2X2, { purpose: 'deposit_proof' }));
    expect(later.status).toBe(200);
  });

  it('never writes image bytes into a log line', () => {
    const all = s.logs.join('\n');
    expect(all).not.toContain(PNG_2X2.toString('base64'));
    expect(all).not.toContain('This program cannot be run');
  });
});
