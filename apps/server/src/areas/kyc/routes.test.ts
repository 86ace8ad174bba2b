// KYC over real HTTP (spec 3 KYC form, spec 4 KYC status, spec 5 rules, spec 8 texts), with the
// back-office decision service.
import type { KycDetail, KycSubmitRequest, Message } from '@invest/api/contract';
import { verhoeffCheckDigit } from '@invest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { decideKyc, listPendingKyc } from './service';
import { insertTenant } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { countRows, signedInClient, type SignedIn } from '../client/testSupport';
import { PNG_2X2, uploadForm } from '../uploads/testImages';

const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;
/** The same number with its check digit changed: the checksum fails. */
const BAD_AADHAAR = `23456789012${(Number(verhoeffCheckDigit('23456789012')) + 1) % 10}`;
const PAN = 'ABCPE1234F';

/** 'YYYY-MM-DD' of `years` years before the server's today (UTC), plus `days`. */
function birthDate(s: TestServer, years: number, days = 0): string {
  const now = s.app.deps.clock();
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe.each(databaseKinds())('KYC on %s', (kind) => {
  let s: TestServer;
  let alice: SignedIn;
  let bob: SignedIn;
  let aliceImages: { front: string; back: string; avatar: string };
  let bobImages: { front: string; back: string };

  const uploadAs = async (who: SignedIn, purpose: string) => {
    const res = await call<{ id: string }>(s, 'uploadImage', {
      token: who.token,
      form: uploadForm(PNG_2X2, { purpose }),
    });
    expect(res.status).toBe(200);
    return (res.json.data as { id: string }).id;
  };

  const form = (who: SignedIn, images: { front: string; back: string }): KycSubmitRequest => ({
    declaration: true,
    full_name: '  Asha   Verma ',
    country_code: '+1',
    mobile: who.mobile,
    dob: birthDate(s, 30),
    id_no: AADHAAR.replace(/(\d{4})(?=\d)/g, '$1 '),
    id_front: images.front,
    id_back: images.back,
  });

  const submit = (who: SignedIn, body: unknown) =>
    call<KycDetail>(s, 'kycSubmit', { token: who.token, body });

  const statusOf = async (who: SignedIn) =>
    await s.db.db
      .selectFrom('users')
      .select(['kyc_status', 'full_name'])
      .where('id', '=', who.id)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
    alice = await signedInClient(s);
    bob = await signedInClient(s);
    aliceImages = {
      front: await uploadAs(alice, 'kyc_front'),
      back: await uploadAs(alice, 'kyc_back'),
      avatar: await uploadAs(alice, 'avatar'),
    };
    bobImages = { front: await uploadAs(bob, 'kyc_front'), back: await uploadAs(bob, 'kyc_back') };
  });
  afterAll(() => s.close());

  it('answers the unverified shape with nulls before any submission', async () => {
    const res = await call<KycDetail>(s, 'kycDetail', { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({
      status: 'unverified',
      full_name: null,
      country_code: null,
      mobile: null,
      dob: null,
      id_no_masked: null,
      id_kind: null,
      id_front_url: null,
      id_back_url: null,
      submit_time: null,
      approve_time: null,
      reject_reason: null,
    });
    const verified = await call(s, 'kycVerified', { token: alice.token });
    expect(verified.json.data).toEqual({ status: 'unverified', verified: false });
  });

  describe('refuses a bad form with 400 and changes nothing', () => {
    it.each([
      ['without the agreement', { declaration: false }, 'declaration', 'agreement_required'],
      ['under 18 (a day short)', { dobYears: 18, dobDays: 1 }, 'dob', 'dob_too_young'],
      ['with a bad Aadhaar checksum', { id_no: BAD_AADHAAR }, 'id_no', 'invalid_id_no'],
      ['with a number neither PAN nor Aadhaar', { id_no: 'ABC123' }, 'id_no', 'invalid_id_no'],
      ['with a blank full name', { full_name: '   ' }, 'full_name', 'full_name_required'],
      ['with an empty ID number', { id_no: '' }, 'id_no', 'id_no_required'],
      ['with a blank ID number', { id_no: '   ' }, 'id_no', 'id_no_required'],
      ['without a front image', { id_front: '' }, 'id_front', 'upload_required'],
      [
        'with a front image id no upload can have',
        { id_front: "a' or 1=1 --" },
        'id_front',
        'upload_required',
      ],
      // The contract refuses control characters in any field, before the rules run
      [
        'with a NUL in the front image id',
        { id_front: 'a\u0000b' },
        'id_front',
        'control_characters',
      ],
      ['with a NUL in the name', { full_name: 'Asha\u0000' }, 'full_name', 'control_characters'],
      ['with an impossible date', { dob: '1990-02-30' }, 'dob', 'dob_invalid'],
      ['with a short mobile', { mobile: '12345' }, 'mobile', 'phone_length'],
      [
        'with an unknown country code',
        { country_code: '999' },
        'country_code',
        'phone_country_code_unknown',
      ],
    ] as const)('%s', async (_, change, path, message) => {
      const base = form(alice, aliceImages);
      const body: Record<string, unknown> = { ...base, ...change };
      if ('dobYears' in change) {
        body.dob = birthDate(s, change.dobYears, change.dobDays);
        delete body.dobYears;
        delete body.dobDays;
      }
      const res = await submit(alice, body);
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('VALIDATION_FAILED');
      expect(res.json.errors).toEqual([expect.objectContaining({ path, code: message, message })]);
      expect(await statusOf(alice)).toEqual({ kyc_status: 'unverified', full_name: '' });
      expect(await countRows(s, 'kyc_submissions', alice.id)).toBe(0);
    });

    it("carries the domain rule's params with its code", async () => {
      const body = { ...form(alice, aliceImages), dob: birthDate(s, 18, 1) };
      const res = await submit(alice, body);
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual([
        { path: 'dob', code: 'dob_too_young', message: 'dob_too_young', params: { min: 18 } },
      ]);
      expect(await countRows(s, 'kyc_submissions', alice.id)).toBe(0);
    });

    it("with another user's images, or own images of the wrong purpose", async () => {
      const stolen = await submit(alice, form(alice, bobImages));
      expect(stolen.status).toBe(400);
      expect(stolen.json.errors).toEqual([
        { path: 'id_front', code: 'upload_required', message: 'upload_required' },
        { path: 'id_back', code: 'upload_required', message: 'upload_required' },
      ]);
      const swapped = await submit(
        alice,
        form(alice, { front: aliceImages.back, back: aliceImages.avatar }),
      );
      expect(swapped.status).toBe(400);
      expect(swapped.json.errors).toHaveLength(2);
      expect(await statusOf(alice)).toEqual({ kyc_status: 'unverified', full_name: '' });
      expect(await countRows(s, 'kyc_submissions', alice.id)).toBe(0);
    });

    it('lists every problem at once', async () => {
      const res = await submit(alice, {
        ...form(alice, aliceImages),
        declaration: false,
        id_no: BAD_AADHAAR,
        dob: birthDate(s, 10),
      });
      expect(res.status).toBe(400);
      expect((res.json.errors as Array<{ path: string }>).map((e) => e.path).sort()).toEqual([
        'declaration',
        'dob',
        'id_no',
      ]);
    });

    it('refuses a body of the wrong shape without a 5xx', async () => {
      for (const body of [{}, { ...form(alice, aliceImages), declaration: 'yes' }, null]) {
        const res = await submit(alice, body);
        expect(res.status).toBe(400);
      }
      expect(await countRows(s, 'kyc_submissions', alice.id)).toBe(0);
    });
  });

  it('needs a signed-in user', async () => {
    expect((await call(s, 'kycSubmit', { body: form(alice, aliceImages) })).status).toBe(401);
    expect((await call(s, 'kycDetail', {})).status).toBe(401);
  });

  it('runs the flow: submit → pending → approve → verified, with the name on the profile', async () => {
    const res = await submit(alice, form(alice, aliceImages));
    expect(res.status).toBe(200);
    const detail = res.json.data as KycDetail;
    expect(detail).toEqual({
      status: 'pending',
      full_name: 'Asha Verma',
      country_code: '1',
      mobile: alice.mobile,
      dob: birthDate(s, 30),
      id_no_masked: `********${AADHAAR.slice(-4)}`,
      id_kind: 'aadhaar',
      id_front_url: `/upload/app/v1/file/${aliceImages.front}`,
      id_back_url: `/upload/app/v1/file/${aliceImages.back}`,
      submit_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      approve_time: null,
      reject_reason: null,
    });
    expect(res.text).not.toContain(AADHAAR);
    // the profile name changes only on approval
    expect(await statusOf(alice)).toEqual({ kyc_status: 'pending', full_name: '' });
    expect((await call(s, 'kycDetail', { token: alice.token })).json.data).toEqual(detail);
    expect((await call(s, 'kycVerified', { token: alice.token })).json.data).toEqual({
      status: 'pending',
      verified: false,
    });

    // pending: another submission is refused and nothing is added
    const again = await submit(alice, form(alice, aliceImages));
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      code: 'KYC_NOT_ALLOWED',
      message: 'Unable to submit your KYC right now.',
    });
    expect(await countRows(s, 'kyc_submissions', alice.id)).toBe(1);

    const pending = await listPendingKyc(s.db.db, 'demo');
    expect(pending).toEqual([
      expect.objectContaining({
        user_id: alice.id,
        full_name: 'Asha Verma',
        id_kind: 'aadhaar',
        id_no_masked: `********${AADHAAR.slice(-4)}`,
      }),
    ]);
    expect(JSON.stringify(pending)).not.toContain(AADHAAR);

    const approved = await decideKyc(s.app.deps, {
      tenantId: 'demo',
      userId: alice.id,
      decision: 'approve',
      decidedBy: 'advisor-1',
    });
    expect(approved.status).toBe('approved');
    expect(approved.approve_time).toEqual(expect.any(String));
    expect(await statusOf(alice)).toEqual({ kyc_status: 'approved', full_name: 'Asha Verma' });
    expect(await listPendingKyc(s.db.db, 'demo')).toEqual([]);

    const verified = await call(s, 'kycVerified', { token: alice.token });
    expect(verified.json.data).toEqual({ status: 'approved', verified: true });
    // the client hears of it in the message centre (in their language: the key and params)
    const inbox = await call<Message[]>(s, 'messageList', { token: alice.token });
    expect(inbox.json.data).toEqual([
      expect.objectContaining({
        key: 'kycApproved',
        params: {},
        read: false,
        title: 'Identity verified',
      }),
    ]);
    const info = await call<{ full_name: string; kyc_status: string }>(s, 'clientInfo', {
      token: alice.token,
    });
    expect(info.json.data).toMatchObject({ full_name: 'Asha Verma', kyc_status: 'approved' });

    // approved: no new submission, and no second decision
    expect((await submit(alice, form(alice, aliceImages))).status).toBe(409);
    await expect(
      decideKyc(s.app.deps, {
        tenantId: 'demo',
        userId: alice.id,
        decision: 'reject',
        reason: 'late',
        decidedBy: 'advisor-1',
      }),
    ).rejects.toMatchObject({ code: 'KYC_NOT_ALLOWED' });
  });

  it("keeps each client's KYC their own", async () => {
    const res = await call<KycDetail>(s, 'kycDetail', { token: bob.token });
    expect(res.json.data).toMatchObject({ status: 'unverified', full_name: null });
  });

  it('rejects with a reason, then lets the client resubmit (a PAN this time)', async () => {
    const first = await submit(bob, { ...form(bob, bobImages), full_name: 'Ravi Kumar' });
    expect(first.status).toBe(200);

    await expect(
      decideKyc(s.app.deps, {
        tenantId: 'demo',
        userId: bob.id,
        decision: 'reject',
        reason: '  ',
        decidedBy: 'advisor-1',
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect((await statusOf(bob)).kyc_status).toBe('pending');

    const rejected = await decideKyc(s.app.deps, {
      tenantId: 'demo',
      userId: bob.id,
      decision: 'reject',
      reason: 'The ID photo is blurred.',
      decidedBy: 'advisor-1',
    });
    expect(rejected).toMatchObject({
      status: 'rejected',
      reject_reason: 'The ID photo is blurred.',
    });
    expect(await statusOf(bob)).toEqual({ kyc_status: 'rejected', full_name: '' });
    // the refused attempt (no reason) sent nothing; the rejection sends the advisor's reason
    const inbox = await call<Message[]>(s, 'messageList', { token: bob.token });
    expect(inbox.json.data).toEqual([
      expect.objectContaining({
        key: 'kycRejected',
        params: { reason: 'The ID photo is blurred.' },
        read: false,
        body: expect.stringContaining('The ID photo is blurred.'),
      }),
    ]);
    const detail = await call<KycDetail>(s, 'kycDetail', { token: bob.token });
    expect(detail.json.data).toMatchObject({
      status: 'rejected',
      reject_reason: 'The ID photo is blurred.',
      approve_time: null,
    });

    // the image ids may also be given as their URLs
    const again = await submit(bob, {
      ...form(bob, bobImages),
      full_name: 'Ravi Kumar',
      id_no: 'abcpe 1234f',
      id_front: `/upload/app/v1/file/${bobImages.front}`,
    });
    expect(again.status).toBe(200);
    expect(again.json.data).toMatchObject({
      status: 'pending',
      id_kind: 'pan',
      id_no_masked: `******${PAN.slice(-4)}`,
      reject_reason: null,
    });
    expect(await countRows(s, 'kyc_submissions', bob.id)).toBe(2);
  });

  it("checks the document of the client's country: a bad PESEL is a field error, a good one is stored with its type", async () => {
    const dana = await signedInClient(s);
    const images = {
      front: await uploadAs(dana, 'kyc_front'),
      back: await uploadAs(dana, 'kyc_back'),
    };
    const polish = { ...form(dana, images), country_code: '48', mobile: '501234567' };

    const bad = await submit(dana, { ...polish, id_type: 'pesel', id_no: '44051401358' });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [expect.objectContaining({ path: 'id_no', code: 'invalid_pesel' })],
    });
    // a PAN is India's: not offered to a Polish number
    const pan = await submit(dana, { ...polish, id_type: 'pan', id_no: PAN });
    expect(pan.status).toBe(400);
    expect(pan.json.errors).toEqual([
      expect.objectContaining({ path: 'id_type', code: 'id_type_not_offered' }),
    ]);
    // a type no client is offered is the same field error, never a 500
    const odd = await submit(dana, { ...polish, id_type: 'library_card', id_no: '123456' });
    expect([odd.status, odd.json.errors]).toEqual([
      400,
      [expect.objectContaining({ path: 'id_type', code: 'id_type_not_offered' })],
    ]);
    expect(await countRows(s, 'kyc_submissions', dana.id)).toBe(0);
    expect((await statusOf(dana)).kyc_status).toBe('unverified');

    const good = await submit(dana, { ...polish, id_type: 'pesel', id_no: '4405 1401 359' });
    expect(good.status, good.text).toBe(200);
    expect(good.json.data).toMatchObject({
      status: 'pending',
      country_code: '48',
      id_kind: 'pesel',
      id_no_masked: '*******1359',
    });
    const stored = await s.db.db
      .selectFrom('kyc_submissions')
      .select(['id_kind', 'id_no'])
      .where('user_id', '=', dana.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ id_kind: 'pesel', id_no: '44051401359' });
  });

  it('cannot decide a client without a pending submission', async () => {
    const carol = await signedInClient(s);
    await expect(
      decideKyc(s.app.deps, {
        tenantId: 'demo',
        userId: carol.id,
        decision: 'approve',
        decidedBy: 'advisor-1',
      }),
    ).rejects.toMatchObject({ code: 'KYC_NOT_ALLOWED', status: 409 });
    expect((await statusOf(carol)).kyc_status).toBe('unverified');
  });

  it('never logs an identity number', () => {
    const all = s.logs.join('\n');
    expect(all).not.toContain(AADHAAR);
    expect(all).not.toContain(PAN);
  });
});
