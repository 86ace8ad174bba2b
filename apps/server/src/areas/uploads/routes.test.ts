// Uploads over real HTTP (spec 5, spec 8, issue 4 'Security'): content-checked, size-limited,
// owner-only.
import { MAX_IMAGE_BYTES } from '@invest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { insertTenant } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { UPLOAD_QUOTA } from './service';
import { accessToken, countRows, signedInClient, type SignedIn } from '../client/testSupport';
import {
  ELF_EXE,
  JPEG_2X2,
  PNG_2X2,
  WEBP_2X2,
  WINDOWS_EXE,
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

  it.each([
    ['PNG', PNG_2X2, 'image/png', 'png'],
    ['JPEG', JPEG_2X2, 'image/jpeg', 'jpg'],
    ['WebP', WEBP_2X2, 'image/webp', 'webp'],
  ] as const)(
    'accepts a real %s image and serves it back byte-identical to its owner',
    async (_, bytes, type, ext) => {
      const res = await upload(alice, uploadForm(bytes, { purpose: 'avatar' }));
      expect(res.status).toBe(200);
      const data = res.json.data as Uploaded;
      // the stored type comes from the bytes, not the declared 'image/png' of the form
      expect(data).toEqual({
        id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        url: `/upload/app/v1/file/${data.id}`,
        content_type: type,
        size: bytes.length,
      });

      const file = await fetch(new URL(data.url, s.url), {
        headers: { authorization: `Bearer ${alice.token}`, 'x-tenant-id': 'demo' },
      });
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
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
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    },
  );

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

  it('accepts an image of exactly the limit', async () => {
    const res = await upload(alice, uploadForm(pngOfSize(MAX_IMAGE_BYTES), { purpose: 'avatar' }));
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ size: MAX_IMAGE_BYTES, content_type: 'image/png' });
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
