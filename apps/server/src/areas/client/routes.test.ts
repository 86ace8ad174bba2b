// The client calls of spec 7 over real HTTP: client_info, config, avatar, cs_key, verified; and
// the back-office client services (findClient, setClientAttributes).
import type { ClientConfig, ClientInfo } from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { findClient, setClientAttributes } from './service';
import { updateTenantSettings } from '../settings';
import { insertTenant } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { PNG_2X2, uploadForm } from '../uploads/testImages';
import { accessToken, signedInClient, type SignedIn } from './testSupport';

describe.each(databaseKinds())('client calls on %s', (kind) => {
  let s: TestServer;
  let alice: SignedIn;
  let bob: SignedIn;

  const uploadAs = async (who: SignedIn, purpose: string) => {
    const res = await call<{ id: string; url: string }>(s, 'uploadImage', {
      token: who.token,
      tenant: who.tenant,
      form: uploadForm(PNG_2X2, { purpose }),
    });
    expect(res.status).toBe(200);
    return res.json.data as { id: string; url: string };
  };

  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
    await insertTenant(s.db.db, 'other');
    alice = await signedInClient(s, 'demo', { username: 'alice' });
    bob = await signedInClient(s, 'demo', { username: 'bob', full_name: 'Bob Stone' });
  });
  afterAll(() => s.close());

  describe('client_info', () => {
    it('answers the user, with nulls for an empty name and avatar', async () => {
      const res = await call<ClientInfo>(s, 'clientInfo', { token: alice.token });
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({
        id: alice.id,
        username: 'alice',
        avatar: null,
        full_name: null,
        order_num: 0,
        country_code: '1',
        mobile: alice.mobile,
        kyc_status: 'unverified',
        has_pin: false,
        mfa_enabled: false,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
      expect(res.text).not.toContain('password');
      const other = await call<ClientInfo>(s, 'clientInfo', { token: bob.token });
      expect(other.json.data).toMatchObject({ id: bob.id, full_name: 'Bob Stone' });
    });

    it('refuses no token (401) and another tenant in X-Tenant-Id (403)', async () => {
      expect((await call(s, 'clientInfo', {})).status).toBe(401);
      expect((await call(s, 'clientInfo', { token: 'not-a-jwt-at-all' })).status).toBe(401);
      const res = await call(s, 'clientInfo', { token: alice.token, tenant: 'other' });
      expect(res.status).toBe(403);
      expect(res.json.code).toBe('TENANT_MISMATCH');
    });

    it('refuses a token it has just answered as soon as its session ends (logout, or ended from another session)', async () => {
      const carol = await signedInClient(s, 'demo', { username: 'carol' });
      const second = await accessToken(s, 'demo', carol);
      // answered twice: the second answer comes from what the first one verified
      for (const token of [carol.token, carol.token, second, second]) {
        expect((await call(s, 'clientInfo', { token })).status).toBe(200);
      }
      // the same token under another scheme spelling, or with a character no token has, is
      // checked as any other
      const lower = await call(s, 'clientInfo', {
        headers: { authorization: `bearer  ${carol.token}` },
      });
      expect(lower.status).toBe(200);
      expect((await call(s, 'clientInfo', { token: `${carol.token}!` })).status).toBe(401);

      expect((await call(s, 'logout', { token: carol.token })).status).toBe(200);
      expect((await call(s, 'clientInfo', { token: carol.token })).status).toBe(401);
      expect((await call(s, 'clientInfo', { token: second })).status).toBe(200);

      const third = await accessToken(s, 'demo', carol);
      expect((await call(s, 'sessionEndOthers', { token: third })).status).toBe(200);
      expect((await call(s, 'clientInfo', { token: second })).status).toBe(401);
      expect((await call(s, 'clientInfo', { token: third })).status).toBe(200);
    });
  });

  describe('config', () => {
    it('answers zeros, nothing granted and KYC required by default', async () => {
      const res = await call<ClientConfig>(s, 'clientConfig', { token: bob.token });
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({
        vip: 0,
        score: 0,
        perms: [],
        features: {},
        // no product of the tenant asks for a level of its own (spec 3 'products')
        products: {},
        // new clients must complete KYC unless the back office lifts it
        kyc_force: true,
        client_deposit: false,
      });
    });

    it("merges the tenant's features with the user's (the user's win) after the back office sets them", async () => {
      await updateTenantSettings(s.db.db, 'demo', {
        features: { trade: { vip: 1 }, loans: { score: 600 } },
      });
      const answered = await setClientAttributes(s.db.db, 'demo', alice.id, {
        vip: 3,
        score: 720,
        perms: ['trade', 'withdraw', 'trade'],
        features: { loans: { score: 500 }, ipo: { vip: 2, score: 650 } },
        kyc_force: true,
        client_deposit: true,
      });
      const expected = {
        vip: 3,
        score: 720,
        perms: ['trade', 'withdraw'],
        features: { trade: { vip: 1 }, loans: { score: 500 }, ipo: { vip: 2, score: 650 } },
        products: {},
        kyc_force: true,
        client_deposit: true,
      };
      expect(answered).toEqual(expected);
      const res = await call<ClientConfig>(s, 'clientConfig', { token: alice.token });
      expect(res.json.data).toEqual(expected);
      // bob has none of alice's attributes, only the tenant's features
      const other = await call<ClientConfig>(s, 'clientConfig', { token: bob.token });
      expect(other.json.data).toMatchObject({
        vip: 0,
        perms: [],
        features: { trade: { vip: 1 }, loans: { score: 600 } },
      });
      await updateTenantSettings(s.db.db, 'demo', { features: {} });
    });

    it('refuses invalid attributes and changes nothing', async () => {
      for (const bad of [
        { vip: -1 },
        { vip: 1.5 },
        { score: 1001 },
        { perms: ['has space'] },
        { features: { x: { vip: -2 } } },
        { kyc_status: 'approved' },
      ]) {
        await expect(
          setClientAttributes(s.db.db, 'demo', bob.id, bad as never),
        ).rejects.toMatchObject({ status: 400 });
      }
      const row = await s.db.db
        .selectFrom('users')
        .select(['vip', 'score', 'kyc_status'])
        .where('id', '=', bob.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ vip: 0, score: 0, kyc_status: 'unverified' });
      await expect(setClientAttributes(s.db.db, 'other', bob.id, { vip: 1 })).rejects.toMatchObject(
        { status: 404 },
      );
    });
  });

  describe('avatar', () => {
    it('takes the URL of an own avatar upload and shows it in client_info', async () => {
      const up = await uploadAs(bob, 'avatar');
      const res = await call(s, 'setAvatar', { token: bob.token, body: { url: up.url } });
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({ avatar: up.url });
      const info = await call<ClientInfo>(s, 'clientInfo', { token: bob.token });
      expect(info.json.data?.avatar).toBe(up.url);
      // an absolute URL of the same upload is stored as its path
      const abs = await call(s, 'setAvatar', {
        token: bob.token,
        body: { url: `https://app.example.com${up.url}` },
      });
      expect(abs.json.data).toEqual({ avatar: up.url });
    });

    it("refuses another user's upload (404), a non-avatar upload and a foreign URL (400)", async () => {
      const bobs = await uploadAs(bob, 'avatar');
      const stolen = await call(s, 'setAvatar', { token: alice.token, body: { url: bobs.url } });
      expect(stolen.status).toBe(404);

      const kyc = await uploadAs(alice, 'kyc_front');
      const wrong = await call(s, 'setAvatar', { token: alice.token, body: { url: kyc.url } });
      expect(wrong.status).toBe(400);
      expect(wrong.json.code).toBe('UPLOAD_INVALID');

      for (const url of [
        'https://evil.example.com/cat.png',
        'javascript:alert(1)',
        '/upload/app/v1/file/../../etc/passwd',
        `${bobs.url}?x=1`,
        ' ',
      ]) {
        const res = await call(s, 'setAvatar', { token: alice.token, body: { url } });
        expect(res.status).toBe(400);
      }
      const info = await call<ClientInfo>(s, 'clientInfo', { token: alice.token });
      expect(info.json.data?.avatar).toBeNull();
    });
  });

  describe('cs_key', () => {
    it("answers 404 'Missing support chat token' while the tenant has none, then the key", async () => {
      const none = await call(s, 'supportChatKey', { token: alice.token });
      expect(none.status).toBe(404);
      expect(none.json).toMatchObject({ code: 'NOT_FOUND', message: 'Missing support chat token' });
      await updateTenantSettings(s.db.db, 'demo', { cs_key: 'chat-project-123' });
      const res = await call(s, 'supportChatKey', { token: alice.token });
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({ key: 'chat-project-123' });
      expect((await call(s, 'supportChatKey', {})).status).toBe(401);
    });
  });

  describe('verified', () => {
    it('answers the status and whether it is approved', async () => {
      const approved = await signedInClient(s, 'demo', { kyc_status: 'approved' });
      expect((await call(s, 'kycVerified', { token: approved.token })).json.data).toEqual({
        status: 'approved',
        verified: true,
      });
      expect((await call(s, 'kycVerified', { token: bob.token })).json.data).toEqual({
        status: 'unverified',
        verified: false,
      });
    });
  });

  describe('findClient (back office)', () => {
    it('finds a client by id, username or mobile, within the tenant only', async () => {
      expect((await findClient(s.db.db, 'demo', alice.id))?.id).toBe(alice.id);
      expect((await findClient(s.db.db, 'demo', 'alice'))?.id).toBe(alice.id);
      expect((await findClient(s.db.db, 'demo', alice.mobile))?.id).toBe(alice.id);
      expect((await findClient(s.db.db, 'demo', `+1 ${alice.mobile}`))?.id).toBe(alice.id);
      expect((await findClient(s.db.db, 'demo', `1${alice.mobile}`))?.id).toBe(alice.id);
      expect(await findClient(s.db.db, 'other', 'alice')).toBeUndefined();
      expect(await findClient(s.db.db, 'demo', 'nobody')).toBeUndefined();
      expect(await findClient(s.db.db, 'demo', '')).toBeUndefined();
      expect(await findClient(s.db.db, 'demo', 'ali\u0000ce')).toBeUndefined();
    });
  });
});
